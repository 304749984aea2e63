import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONNING_PATHS,
  conningSourceListQuerySchema,
  conningSourceListResponseSchema,
  conningSourceResponseSchema,
  createConningSourceSchema,
  createIngestTokenSchema,
  createdIngestTokenResponseSchema,
  deleteVersionQuerySchema,
  historyQuerySchema,
  historyResponseSchema,
  ingestTokenListResponseSchema,
  ingestTokenResponseSchema,
  latestResponseSchema,
  updateConningSourceSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import { requireSidebar } from '../../plugins/auth';
import { CONNING_API, CONNING_SENSOR, getHistory, getLatest } from './conning.service';
import { closeConningRuntime, conningRuntime } from './conning-runtime';
import { registerExportRoutes } from './export.routes';
import { createIngestToken, listIngestTokens, revokeIngestToken } from './ingest-token.service';
import { createSource, deleteSource, getSource, listSources, updateSource } from './source.service';

const shipParams = z.object({ shipId: uuidSchema });
const idParams = z.object({ id: uuidSchema });
const pathCatalogueSchema = z.object({
  data: z.array(z.object({ path: z.string(), group: z.string(), unit: z.string(), label: z.string() })),
});

/**
 * `/conning/…`: live values, history, sources and ingest tokens of the ships' sensors
 * (docs/conning-data.md). Reads need `Conning.API`, settings `Conning.Sensor`; every ship-scoped
 * route checks the ship (a master sees only his ship).
 */
export const conningRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const runtime = await conningRuntime(ctx, app.log);
  app.addHook('onClose', () => closeConningRuntime(ctx));
  const base = { tags: ['conning'] };
  const reads = { preHandler: requireSidebar([CONNING_API]) };
  const settings = { preHandler: requireSidebar([CONNING_SENSOR]) };

  registerExportRoutes(app, db, runtime);

  app.get(
    '/conning/paths',
    { ...reads, schema: { ...base, response: { 200: pathCatalogueSchema } } },
    async () => ({
      data: Object.entries(CONNING_PATHS).map(([path, info]) => ({ path, ...info })),
    }),
  );
  app.get(
    '/conning/ships/:shipId/latest',
    { ...reads, schema: { ...base, params: shipParams, response: { 200: latestResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getLatest(db, runtime.store, request.actor, request.params.shipId) };
    },
  );
  app.get(
    '/conning/ships/:shipId/history',
    {
      ...reads,
      schema: {
        ...base,
        params: shipParams,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema },
      },
    },
    async (request) => getHistory(db, runtime.store, request.actor, request.params.shipId, request.query),
  );

  app.get(
    '/conning/sources',
    {
      ...settings,
      schema: {
        ...base,
        querystring: conningSourceListQuerySchema,
        response: { 200: conningSourceListResponseSchema },
      },
    },
    async (request) => listSources(db, runtime.inputs, request.actor, request.query),
  );
  app.post(
    '/conning/sources',
    {
      ...settings,
      schema: { ...base, body: createConningSourceSchema, response: { 201: conningSourceResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createSource(db, runtime.inputs, request.actor, request.body) }),
  );
  app.get(
    '/conning/sources/:id',
    { ...settings, schema: { ...base, params: idParams, response: { 200: conningSourceResponseSchema } } },
    async (request) => ({ data: await getSource(db, runtime.inputs, request.actor, request.params.id) }),
  );
  app.patch(
    '/conning/sources/:id',
    {
      ...settings,
      schema: {
        ...base,
        params: idParams,
        body: updateConningSourceSchema,
        response: { 200: conningSourceResponseSchema },
      },
    },
    async (request) => ({
      data: await updateSource(db, runtime.inputs, request.actor, request.params.id, request.body),
    }),
  );
  app.delete(
    '/conning/sources/:id',
    { ...settings, schema: { ...base, params: idParams, querystring: deleteVersionQuerySchema } },
    async (request, reply) => {
      await deleteSource(db, runtime.inputs, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );

  app.get(
    '/conning/ships/:shipId/ingest-tokens',
    {
      ...settings,
      schema: { ...base, params: shipParams, response: { 200: ingestTokenListResponseSchema } },
    },
    async (request) => ({ data: await listIngestTokens(db, request.actor, request.params.shipId) }),
  );
  app.post(
    '/conning/ships/:shipId/ingest-tokens',
    {
      ...settings,
      schema: {
        ...base,
        params: shipParams,
        body: createIngestTokenSchema,
        response: { 201: createdIngestTokenResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ data: await createIngestToken(db, request.actor, request.params.shipId, request.body.name) }),
  );
  app.post(
    '/conning/ingest-tokens/:id/revoke',
    { ...settings, schema: { ...base, params: idParams, response: { 200: ingestTokenResponseSchema } } },
    async (request) => ({ data: await revokeIngestToken(db, request.actor, request.params.id) }),
  );
};
