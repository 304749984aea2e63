import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from './shared-link-token';
import { attachmentDisposition } from './shared-link-public.routes';
import { refusalPage, REFUSAL_PAGE_CSP } from './shared-link-page';

describe('link tokens', () => {
  it('are 32 random bytes in base64url, different each time, stored as their sha256', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const { token, hash } = newLinkToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(hash).not.toContain(token);
      seen.add(token);
    }
    expect(seen.size).toBe(200);
  });

  it('hash the same token to the same value and another token to another', () => {
    const { token } = newLinkToken();
    expect(hashLinkToken(token)).toBe(hashLinkToken(token));
    expect(hashLinkToken(token)).not.toBe(hashLinkToken(`${token.slice(0, -1)}x`));
  });

  it('tell a well-formed token from anything else', () => {
    expect(looksLikeLinkToken(newLinkToken().token)).toBe(true);
    for (const bad of ['', 'abc', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}/`])
      expect(looksLikeLinkToken(bad)).toBe(false);
  });
});

describe('attachmentDisposition', () => {
  it('keeps an ASCII name as it is in both forms', () => {
    expect(attachmentDisposition('Safety Equipment 2024.pdf')).toBe(
      `attachment; filename="Safety Equipment 2024.pdf"; filename*=UTF-8''Safety%20Equipment%202024.pdf`,
    );
  });
  it("percent-encodes every byte outside RFC 8187's attr-char, and gives an ASCII fallback", () => {
    const header = attachmentDisposition(`Ölfilter "Bericht" (1)'s 100%.pdf`);
    expect(header).toBe(
      `attachment; filename="_lfilter _Bericht_ (1)'s 100_.pdf"; ` +
        `filename*=UTF-8''%C3%96lfilter%20%22Bericht%22%20%281%29%27s%20100%25.pdf`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(`Ölfilter "Bericht" (1)'s 100%.pdf`);
  });
});

describe('refusal page', () => {
  it('says what happened, has no script, and its CSP allows exactly its style', () => {
    const page = refusalPage('revoked', 410);
    expect(page).toContain('<h1>This link was withdrawn</h1>');
    expect(page).not.toContain('<script');
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(REFUSAL_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(refusalPage('expired', 410)).toContain('This link has expired');
    expect(refusalPage('unknown', 404)).toContain('HTTP 404');
  });
});
