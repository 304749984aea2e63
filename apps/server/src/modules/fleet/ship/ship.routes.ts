import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShipSchema,
  envelope,
  shipListQuerySchema,
  shipListResponseSchema,
  shipSchema,
  updateShipSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { createShip, FLEET, getShip, listFamilies, listShips, updateShip } from './ship.service';

const params = z.object({ id: uuidSchema });
const shipResponse = envelope(shipSchema);

/** `/ships`: the fleet screens (sidebar `fleet`); adding and editing ships is for administrators. */
export const shipRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['fleet'] };
  const gate = { preHandler: requireSidebar([FLEET]) };

  app.get(
    '/ships/',
    {
      ...gate,
      schema: { ...base, querystring: shipListQuerySchema, response: { 200: shipListResponseSchema } },
    },
    async (request) => listShips(db, request.actor, request.query),
  );
  app.get(
    '/ships/families',
    { ...gate, schema: { ...base, response: { 200: envelope(z.array(z.string())) } } },
    async (request) => ({ data: await listFamilies(db, request.actor) }),
  );
  app.post(
    '/ships/',
    { ...gate, schema: { ...base, body: createShipSchema, response: { 201: shipResponse } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createShip(db, request.actor, request.body) }),
  );
  app.get(
    '/ships/:id',
    { ...gate, schema: { ...base, params, response: { 200: shipResponse } } },
    async (request) => ({ data: await getShip(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/ships/:id',
    { ...gate, schema: { ...base, params, body: updateShipSchema, response: { 200: shipResponse } } },
    async (request) => ({ data: await updateShip(db, request.actor, request.params.id, request.body) }),
  );
};
