import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { KEEL_VERSION } from '@keel/domain';
import type { AppContext } from './app-context';
import { registerErrorHandler } from './plugins/errors';
import { createSerializerCompiler } from './plugins/serializer';
import { authenticate } from './plugins/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { accessRoutes } from './modules/access/access.routes';
import { protectedModules, publicModules } from './modules/registry';
import { registerPublicRateLimit } from './plugins/public-rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import { livePlugin } from './plugins/live';
import { conningOpenRoutes } from './modules/conning/conning-open.routes';
import { registerNotificationLinks } from './modules/notifications/notify';
import { idempotencyOwners, registerIdempotency } from './plugins/idempotency';
import { registerCompression } from './plugins/compression';
import { registerHttpCache, staticCacheControl } from './plugins/http-cache';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Builds the HTTP application: `/api/v1` (public auth routes, then every protected module) and the web app.
 * `verifyResponses` (the integration tests) writes every answer with both the compiled and the zod serializer
 * and fails on any difference; see plugins/serializer.ts.
 */
export async function buildApp(
  ctx: AppContext,
  options: {
    logger?: boolean;
    verifyResponses?: boolean;
    onSerializerCompile?: (route: string, compiled: boolean) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createSerializerCompiler({
      verify: options.verifyResponses ?? false,
      onCompile: options.onSerializerCompile,
    }),
  );
  registerErrorHandler(app);
  registerNotificationLinks(app, ctx.config);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Keel API', version: KEEL_VERSION },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
      security: [{ token: [], csrf: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await registerCompression(api);
      registerHttpCache(api, { noStore: ['/api/v1/auth/'] });
      await api.register(authRoutes, ctx);
      // One WebSocket registration for the scope: `/live` and `/conning/live` both use it.
      await api.register(fastifyWebsocket, { options: { maxPayload: 8 * 1024 } });
      await api.register(livePlugin, ctx);
      await api.register(conningOpenRoutes, ctx);
      await api.register(async (open) => {
        await registerPublicRateLimit(open);
        registerIdempotency(open, ctx.database.db, { owner: idempotencyOwners.vendorLink });
        for (const module of publicModules) await open.register(module, ctx);
      });
      await api.register(async (secured) => {
        secured.addHook('onRequest', authenticate(ctx));
        registerIdempotency(secured, ctx.database.db, { owner: idempotencyOwners.user });
        await secured.register(accessRoutes, ctx);
        for (const module of protectedModules) await secured.register(module, ctx);
      });
    },
    { prefix: '/api/v1' },
  );

  const webDist = ctx.config.webDist ?? defaultWebDist;
  if (existsSync(path.join(webDist, 'index.html'))) {
    // Compressed once at build time (apps/web/scripts/precompress.mjs): the `.br`/`.gz` beside a file is
    // sent when the browser accepts it, never compressed per request. Cache-Control by file: http-cache.ts.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) =>
        reply.header('cache-control', staticCacheControl(path.relative(webDist, file))),
    });
    // Every other GET outside the API is a route of the single-page app. (A catch-all route, not a
    // second not-found handler: registerErrorHandler already set the one Fastify allows.)
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/'))
        return reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` });
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}
