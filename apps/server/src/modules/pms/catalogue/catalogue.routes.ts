import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyCatalogueSchema,
  catalogueListResponseSchema,
  catalogueResponseSchema,
  componentCopyResultSchema,
  componentTreeQuerySchema,
  componentTreeResponseSchema,
  createCatalogueSchema,
  pushCatalogueSchema,
  pushPreviewQuerySchema,
  pushPreviewResponseSchema,
  updateCatalogueSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { getTree } from '../component/component.service';
import { previewPush, pushCatalogue } from './catalogue-push.service';
import {
  applyCatalogue,
  createCatalogue,
  getCatalogue,
  listCatalogues,
  updateCatalogue,
} from './catalogue.service';

const params = z.object({ id: uuidSchema });

/** `/pms/catalogues`: templates per ship family, applied to ships and pushed to them (`PMS.catalogues`). */
export const pmsCatalogueRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['pms'] };
  const gate = { preHandler: requireSidebar(['PMS.catalogues']) };
  app.get(
    '/pms/catalogues',
    { ...gate, schema: { ...base, response: { 200: catalogueListResponseSchema } } },
    async (request) => ({ data: await listCatalogues(db, request.actor) }),
  );
  app.post(
    '/pms/catalogues',
    { ...gate, schema: { ...base, body: createCatalogueSchema, response: { 201: catalogueResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createCatalogue(db, request.actor, request.body) }),
  );
  app.get(
    '/pms/catalogues/:id',
    { ...gate, schema: { ...base, params, response: { 200: catalogueResponseSchema } } },
    async (request) => ({ data: await getCatalogue(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/pms/catalogues/:id',
    {
      ...gate,
      schema: { ...base, params, body: updateCatalogueSchema, response: { 200: catalogueResponseSchema } },
    },
    async (request) => ({ data: await updateCatalogue(db, request.actor, request.params.id, request.body) }),
  );
  app.get(
    '/pms/catalogues/:id/components',
    {
      ...gate,
      schema: {
        ...base,
        params,
        querystring: componentTreeQuerySchema,
        response: { 200: componentTreeResponseSchema },
      },
    },
    async (request) =>
      getTree(db, request.actor, { shipId: null, catalogueId: request.params.id }, request.query),
  );
  app.post(
    '/pms/catalogues/:id/apply',
    {
      ...gate,
      schema: { ...base, params, body: applyCatalogueSchema, response: { 201: componentCopyResultSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await applyCatalogue(db, request.actor, request.params.id, request.body) }),
  );
  app.get(
    '/pms/catalogues/:id/push-preview',
    {
      ...gate,
      schema: {
        ...base,
        params,
        querystring: pushPreviewQuerySchema,
        response: { 200: pushPreviewResponseSchema },
      },
    },
    async (request) => ({
      data: await previewPush(db, request.actor, request.params.id, request.query.shipId),
    }),
  );
  app.post(
    '/pms/catalogues/:id/push',
    {
      ...gate,
      schema: { ...base, params, body: pushCatalogueSchema, response: { 200: pushPreviewResponseSchema } },
    },
    async (request) => ({
      data: await pushCatalogue(db, request.actor, request.params.id, request.body),
    }),
  );
};
