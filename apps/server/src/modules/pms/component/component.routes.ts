import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  componentCopyResultSchema,
  componentResponseSchema,
  componentTreeQuerySchema,
  componentTreeResponseSchema,
  copyComponentSchema,
  createComponentSchema,
  deleteVersionQuerySchema,
  duplicateComponentSchema,
  moveComponentSchema,
  pmsFleetResponseSchema,
  updateComponentSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { copyComponent, duplicateComponent } from './component-copy.service';
import {
  createComponent,
  deleteComponent,
  getComponent,
  getTree,
  moveComponent,
  updateComponent,
} from './component.service';
import { pmsFleet } from './pms-fleet.service';

const params = z.object({ id: uuidSchema });
const shipParams = z.object({ shipId: uuidSchema });

/** `/pms/components` and a ship's tree (`PMS.catalogues`; the service checks the ship and the action). */
export const pmsComponentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['pms'] };
  const gate = { preHandler: requireSidebar(['PMS.catalogues']) };
  app.get(
    '/pms/fleet',
    { ...gate, schema: { ...base, response: { 200: pmsFleetResponseSchema } } },
    async (request) => ({ data: await pmsFleet(db, request.actor) }),
  );
  app.get(
    '/pms/ships/:shipId/components',
    {
      ...gate,
      schema: {
        ...base,
        params: shipParams,
        querystring: componentTreeQuerySchema,
        response: { 200: componentTreeResponseSchema },
      },
    },
    async (request) =>
      getTree(db, request.actor, { shipId: request.params.shipId, catalogueId: null }, request.query),
  );
  app.post(
    '/pms/components',
    { ...gate, schema: { ...base, body: createComponentSchema, response: { 201: componentResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createComponent(db, request.actor, request.body) }),
  );
  app.get(
    '/pms/components/:id',
    { ...gate, schema: { ...base, params, response: { 200: componentResponseSchema } } },
    async (request) => ({ data: await getComponent(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/pms/components/:id',
    {
      ...gate,
      schema: { ...base, params, body: updateComponentSchema, response: { 200: componentResponseSchema } },
    },
    async (request) => ({ data: await updateComponent(db, request.actor, request.params.id, request.body) }),
  );
  app.delete(
    '/pms/components/:id',
    { ...gate, schema: { ...base, params, querystring: deleteVersionQuerySchema } },
    async (request, reply) => {
      await deleteComponent(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
  app.post(
    '/pms/components/:id/move',
    {
      ...gate,
      schema: { ...base, params, body: moveComponentSchema, response: { 200: componentResponseSchema } },
    },
    async (request) => ({ data: await moveComponent(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/pms/components/:id/copy',
    {
      ...gate,
      schema: { ...base, params, body: copyComponentSchema, response: { 201: componentCopyResultSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await copyComponent(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/pms/components/:id/duplicate',
    {
      ...gate,
      schema: {
        ...base,
        params,
        body: duplicateComponentSchema,
        response: { 201: componentCopyResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await duplicateComponent(db, request.actor, request.params.id, request.body) }),
  );
};
