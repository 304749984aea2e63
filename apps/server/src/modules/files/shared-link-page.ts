import { createHash } from 'node:crypto';
import type { RefusalReason } from './shared-link-download.service';

const TEXTS: Record<RefusalReason, { title: string; body: string }> = {
  unknown: {
    title: 'Link not found',
    body: 'This download link does not exist. Check that the whole link was copied, or ask the person who shared it for a new one.',
  },
  expired: {
    title: 'This link has expired',
    body: 'Shared links stop working on the date their sender chose. Ask the person who shared the file for a new link.',
  },
  revoked: {
    title: 'This link was withdrawn',
    body: 'The person who shared this file (or an administrator) has revoked the link. Ask them for a new one if you still need the file.',
  },
  missing: {
    title: 'The file is no longer available',
    body: 'The shared file has been removed or replaced since the link was made. Ask the person who shared it for a new link.',
  },
};

/** The page's inline style; the CSP allows exactly this block by its hash. */
const STYLE = `
:root{color-scheme:light dark;--bg:#f4f6f8;--card:#fff;--text:#1a2027;--muted:#5b6670;--accent:#0b5cad;--border:#dde3e8}
@media (prefers-color-scheme:dark){:root{--bg:#0f1419;--card:#1b232b;--text:#e6edf3;--muted:#9aa7b2;--accent:#6cb4ff;--border:#2c3640}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:480px;width:100%;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:32px}
.brand{font-weight:700;letter-spacing:.08em;color:var(--accent);font-size:14px;text-transform:uppercase;margin:0 0 16px}
h1{font-size:22px;margin:0 0 12px}
p{margin:0;color:var(--muted)}
.code{margin-top:24px;font-size:13px;color:var(--muted)}
`.trim();

/** The CSP of the refusal pages: nothing but the inline style above. */
export const REFUSAL_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The small page a browser shows when a shared link cannot be used (unknown, expired, revoked, file
 * gone): plain HTML with no script, light or dark with the reader's system setting. Nothing in it
 * comes from the request, so nothing needs escaping.
 */
export function refusalPage(reason: RefusalReason, status: number): string {
  const text = TEXTS[reason];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title} · Keel</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Keel</p>
<h1>${text.title}</h1>
<p>${text.body}</p>
<p class="code">HTTP ${status} · shared file link</p>
</main>
</body>
</html>
`;
}
