import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { HttpError } from '../lib/http-error';

/**
 * Rate limits of the public (no login) routes: the vendor offer and vendor purchase-order pages.
 *
 * A global limit would also throttle WebSocket upgrades (TOOLCHAIN-NOTES pitfall 8), so the plugin is
 * registered with `global: false` once for the public scope (`registerPublicRateLimit`, app.ts), and each public route opts in with
 * {@link publicRateLimit} in its `config`. Clients are keyed by IP address (behind a proxy, with
 * `TRUST_PROXY` set, the `x-forwarded-for` address): keying by token would let someone guessing tokens
 * start a fresh budget with every guess.
 */
export async function registerPublicRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new HttpError(429, `Too many requests from your address; try again in ${context.after}`),
  });
}

/** Requests per window a client may make to one public route (reads are cheap, so allow a page's worth). */
export const PUBLIC_READ_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
/** Requests per window for public writes (save draft, submit, decline, upload). */
export const PUBLIC_WRITE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * The route `config` that rate-limits a public route, e.g.
 * `app.get('/public/vendor/offer', { config: publicRateLimit('read') }, …)`.
 */
export function publicRateLimit(kind: 'read' | 'write' = 'read'): FastifyContextConfig {
  const limit = kind === 'read' ? PUBLIC_READ_LIMIT : PUBLIC_WRITE_LIMIT;
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindow } } as FastifyContextConfig;
}
