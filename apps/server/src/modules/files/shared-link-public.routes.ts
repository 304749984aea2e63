import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHARED_LINK_DOWNLOAD_PATH } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { downloadShared } from './shared-link-download.service';
import { REFUSAL_PAGE_CSP, refusalPage } from './shared-link-page';

/** Downloads one client address may make by shared link per minute (all links together). */
export const SHARED_DOWNLOAD_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The route path under `/api/v1` (the prefix of the spec's public path). */
const PATH = `${SHARED_LINK_DOWNLOAD_PATH.replace(/^\/api\/v1/, '')}:token`;

/** RFC 8187 `ext-value` encoding: UTF-8, every byte outside `attr-char` percent-encoded. */
function extValue(name: string): string {
  return Array.from(Buffer.from(name, 'utf8'))
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9!#$&+\-.^_`|~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback `filename` and the exact name in
 * `filename*` (RFC 6266 §4.3, RFC 8187), so any name — "Prüfbericht Ölfilter.pdf" — arrives intact.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`;
}

/**
 * The public download of a shared link (spec §2: `/api/v1/file/download/shared/…`), registered in the
 * public scope outside authentication: the token is the only credential. Rate-limited per client
 * address; a refusal is a small HTML page (404 unknown, 410 expired/revoked/file gone). GET only: a
 * HEAD (link previews) would otherwise count as a download.
 */
export const sharedLinkPublicRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    PATH,
    {
      exposeHeadRoute: false,
      config: { rateLimit: { ...SHARED_DOWNLOAD_LIMIT } } as FastifyContextConfig,
      schema: {
        tags: ['files'],
        security: [],
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const result = await downloadShared(ctx, request.params.token, {
        ip: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      });
      reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex');
      if (!result.ok)
        return reply
          .status(result.status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', REFUSAL_PAGE_CSP)
          .send(refusalPage(result.reason, result.status));
      return reply
        .header('content-type', result.contentType)
        .header('content-length', String(result.size))
        .header('content-disposition', attachmentDisposition(result.fileName))
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(result.stream);
    },
  );
};
