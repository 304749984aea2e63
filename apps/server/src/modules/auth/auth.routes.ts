import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, refreshResponseSchema } from '@keel/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { header } from '../../plugins/auth';
import * as auth from './auth.service';

const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
  ip: request.ip,
  ...(typeof request.headers['user-agent'] === 'string' ? { userAgent: request.headers['user-agent'] } : {}),
});

/** `/auth`: login, refresh and logout (spec §7). Public: these routes make the session. */
export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/auth/',
    { schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request) => ({ data: await auth.login(ctx, request.body, client(request)) }),
  );

  app.get(
    '/auth/refresh/',
    { schema: { tags: ['auth'], response: { 200: refreshResponseSchema } } },
    async (request) => ({
      data: await auth.refresh(ctx, header(request, 'x-refresh-token'), client(request)),
    }),
  );

  app.post(
    '/auth/logout/',
    { schema: { tags: ['auth'], response: { 200: z.object({ data: z.object({ ok: z.boolean() }) }) } } },
    async (request) => {
      await auth.logout(ctx, header(request, 'x-refresh-token'), header(request, 'x-csrf-token'));
      return { data: { ok: true } };
    },
  );
};
