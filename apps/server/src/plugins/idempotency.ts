/**
 * `Idempotency-Key` (IETF draft "The Idempotency-Key HTTP Header Field") on every POST and PATCH route of
 * the scope it is registered in, so a retried write never creates a second record. docs/idempotency.md has
 * the decisions and what is guaranteed; in short:
 *
 * - preHandler (after the route's own access checks and body validation): the key is claimed with one
 *   `INSERT … ON CONFLICT` (idempotency-store.ts). A completed key with the same fingerprint → the stored
 *   answer (status, body, relevant headers, plus `Idempotent-Replayed: true`); another fingerprint → 422; a
 *   request with the key still running → 409 with `Retry-After` (the draft's answer).
 * - While the first request runs its claim's lease is renewed, so only a crashed request frees the key.
 * - onSend (the first of the route's own onSend hooks, so before compression): a 2xx answer's serialized
 *   payload is stored for 24 hours; any other answer releases the key, so a failed request never poisons
 *   it. Expired keys are purged on write, at most once a minute.
 */
import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  onRequestHookHandler,
} from 'fastify';
import { z } from 'zod';
import { $ZodObject } from 'zod/v4/core';
import { OFFER_TOKEN_HEADER } from '@keel/domain';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
import { header } from './auth';
import { IDEMPOTENCY_HEADER, readIdempotencyKey, requestFingerprint } from './idempotency-key';
import { idempotencyStore, type IdempotencyScope, type StoredAnswer } from './idempotency-store';

/** The methods whose routes honour the key (the draft's non-idempotent methods). */
export const IDEMPOTENT_METHODS: readonly string[] = ['POST', 'PATCH'];
/** The answer headers stored and replayed with the body. */
export const REPLAYED_HEADERS = ['content-type', 'location', 'content-location', 'etag', 'last-modified'];
/** Set on a replayed answer. */
export const REPLAYED_MARK = 'idempotent-replayed';

export interface IdempotencyOptions {
  /** Whose key this is: a stable id of the caller, or null when the request names none (the route refuses it). */
  owner: (request: FastifyRequest) => string | null;
  /** How long a completed answer is kept; 24 hours by default. */
  ttlSeconds?: number;
  /** How long a claim holds without renewal (a crashed request's key is free after it); 30 s by default. */
  leaseSeconds?: number;
  /** How often, at most, a write purges the expired keys; once a minute by default. */
  purgeEveryMs?: number;
}

/** Who owns a key: the signed-in user (secured scope) or the holder of a vendor link (public scope). */
export const idempotencyOwners = {
  user: (request: FastifyRequest): string | null => (request.actor ? `user:${request.actor.id}` : null),
  vendorLink: (request: FastifyRequest): string | null => {
    const token = header(request, OFFER_TOKEN_HEADER);
    return token ? `vendor:${createHash('sha256').update(token).digest('hex')}` : null;
  },
};

const KEY_DOC = `Makes the request safe to retry (IETF draft "The Idempotency-Key HTTP Header Field"): a repeat with the same key gets the first answer for 24 hours and creates nothing more. See docs/idempotency.md.`;
const headerSchema = z.looseObject({ 'idempotency-key': z.string().optional().describe(KEY_DOC) });

const toArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** The route's schema with the header documented (OpenAPI); a route's own header schema is extended. */
function documented(schema: RouteOptions['schema']): RouteOptions['schema'] {
  const own = schema?.headers;
  if (own === undefined) return { ...schema, headers: headerSchema };
  if (own instanceof $ZodObject)
    return { ...schema, headers: (own as z.ZodObject).extend(headerSchema.shape) };
  return schema;
}

function storedHeaders(reply: FastifyReply): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  reply.header(REPLAYED_MARK, 'true');
  return reply.send(answer.body ?? undefined);
}

/**
 * Adds the key's hooks to every POST and PATCH route registered after it in `app`'s scope (call it
 * before the routes, like `registerPublicRateLimit`).
 */
export function registerIdempotency(app: FastifyInstance, db: Db, options: IdempotencyOptions): void {
  const leaseSeconds = options.leaseSeconds ?? 30;
  const store = idempotencyStore(db, { ttlSeconds: options.ttlSeconds ?? 24 * 3600, leaseSeconds });
  const purgeEveryMs = options.purgeEveryMs ?? 60_000;
  const running = new WeakMap<
    FastifyRequest,
    { scope: IdempotencyScope; claim: string; timer: NodeJS.Timeout }
  >();
  let lastPurge = 0;

  const finish = (request: FastifyRequest) => {
    const run = running.get(request);
    if (!run) return undefined;
    running.delete(request);
    clearInterval(run.timer);
    return run;
  };

  async function idempotencyPreHandler(request: FastifyRequest, reply: FastifyReply) {
    if (!IDEMPOTENT_METHODS.includes(request.method)) return;
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const owner = key === undefined ? null : options.owner(request);
    if (key === undefined || owner === null) return;
    const scope = { owner, method: request.method, route: request.routeOptions.url ?? request.url, key };
    const result = await store.claim(scope, requestFingerprint(request.method, request.url, request.body));
    if (result.kind === 'replay') return replay(reply, result.answer);
    if (result.kind === 'mismatch')
      throw new HttpError(
        422,
        `${IDEMPOTENCY_HEADER}: this key was already used for a different request (another body or URL); send a new key for a new request`,
      );
    if (result.kind === 'running') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new HttpError(
        409,
        `${IDEMPOTENCY_HEADER}: a request with this key is still being processed; retry in ${result.retryAfterSeconds} s`,
      );
    }
    const renew = () =>
      store
        .renew(scope, result.claim)
        .catch((error: unknown) => request.log.error({ err: error }, 'idempotency: lease not renewed'));
    const timer = setInterval(renew, (leaseSeconds * 1000) / 3);
    timer.unref();
    running.set(request, { scope, claim: result.claim, timer });
  }

  async function idempotencyOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const run = finish(request);
    if (!run) return payload;
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    // A serialized answer (or none); a stream or buffer is not kept, so such a route re-runs on a retry.
    const body =
      payload === null || payload === undefined ? null : typeof payload === 'string' ? payload : undefined;
    try {
      if (success && body !== undefined) {
        const answer = { status: reply.statusCode, headers: storedHeaders(reply), body };
        if (!(await store.complete(run.scope, run.claim, answer)))
          request.log.warn('idempotency: the claim ran out before the answer was stored');
        if (Date.now() - lastPurge >= purgeEveryMs) {
          lastPurge = Date.now();
          await store.purgeExpired();
        }
      } else await store.release(run.scope, run.claim);
    } catch (error) {
      request.log.error({ err: error }, 'idempotency: the answer was not stored');
    }
    return payload;
  }

  /** Frees a claim the answer never reached (an onSend hook before this one failed). */
  const idempotencyOnResponse: onRequestHookHandler = (request, _reply, done) => {
    const run = finish(request);
    if (!run) return done();
    store
      .release(run.scope, run.claim)
      .catch((error: unknown) => request.log.error({ err: error }, 'idempotency: claim not released'))
      .finally(() => done());
  };

  app.addHook('onRoute', (route) => {
    if (!toArray(route.method).some((m) => IDEMPOTENT_METHODS.includes(m))) return;
    route.preHandler = [...toArray(route.preHandler), idempotencyPreHandler];
    route.onSend = [idempotencyOnSend, ...toArray(route.onSend)];
    route.onResponse = [...toArray(route.onResponse), idempotencyOnResponse];
    route.schema = documented(route.schema);
  });
}
