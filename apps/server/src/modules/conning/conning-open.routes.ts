import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signalKIngestSchema } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { registerIdempotency } from '../../plugins/idempotency';
import { ConningLiveClient } from './conning-live';
import { conningRuntime } from './conning-runtime';
import { ingestSignalK } from './ingest-token.service';

/** An ingest request's idempotency owner: its token (hashed), or none. */
function ingestOwner(request: FastifyRequest): string | null {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return token ? `conning-ingest:${createHash('sha256').update(token).digest('hex')}` : null;
}

/**
 * The conning routes outside the user login: the ship gateways' Signal K ingest (its own token) and
 * the browsers' live WebSocket (authenticates with its first message). Registered next to `/live`,
 * under the `@fastify/websocket` registration of app.ts.
 */
export const conningOpenRoutes: FastifyPluginAsync<AppContext> = async (parent, ctx) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const runtime = await conningRuntime(ctx, app.log);
  registerIdempotency(app, ctx.database.db, { owner: ingestOwner });

  app.post(
    '/conning/ingest/signalk',
    {
      schema: {
        tags: ['conning'],
        description:
          'A ship gateway posts Signal K deltas (one or an array), authenticated with `Authorization: Bearer <ingest token>`.',
        body: signalKIngestSchema,
        response: { 200: z.object({ data: z.object({ accepted: z.number().int() }) }) },
      },
    },
    async (request) => {
      const deltas = Array.isArray(request.body) ? request.body : [request.body];
      return { data: await ingestSignalK(ctx.database.db, runtime, request.headers.authorization, deltas) };
    },
  );

  app.get('/conning/live', { websocket: true, schema: { hide: true } }, (socket) => {
    new ConningLiveClient(socket, ctx, runtime, app.log);
  });
};
