import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bunkerPortOptionsResponseSchema,
  bunkerPriceListQuerySchema,
  bunkerPriceListResponseSchema,
  bunkerPriceResponseSchema,
  bunkerSupplierListQuerySchema,
  bunkerSupplierListResponseSchema,
  bunkerSupplierResponseSchema,
  createBunkerPriceSchema,
  createBunkerSupplierSchema,
  deleteVersionQuerySchema,
  updateBunkerSupplierSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { addPrice, deletePrice, listPrices } from './bunker-price.service';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listPortOptions,
  listSuppliers,
  updateSupplier,
} from './bunker-supplier.service';

const params = z.object({ id: uuidSchema });
const priceParams = z.object({ id: uuidSchema, priceId: uuidSchema });

/**
 * `/bunker-suppliers`: company master data behind the sidebar permission
 * `operation.bunkering_suppliers` (screens `/supplier_bunker`), not ship-scoped.
 */
export const bunkerSupplierRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['bunker suppliers'] };
  const gate = { preHandler: requireSidebar(['operation.bunkering_suppliers']) };

  app.get(
    '/bunker-suppliers/',
    {
      ...gate,
      schema: {
        ...base,
        querystring: bunkerSupplierListQuerySchema,
        response: { 200: bunkerSupplierListResponseSchema },
      },
    },
    async (request) => listSuppliers(db, request.actor, request.query),
  );
  app.get(
    '/bunker-suppliers/ports/',
    { ...gate, schema: { ...base, response: { 200: bunkerPortOptionsResponseSchema } } },
    async (request) => ({ data: await listPortOptions(db, request.actor) }),
  );
  app.post(
    '/bunker-suppliers/',
    {
      ...gate,
      schema: { ...base, body: createBunkerSupplierSchema, response: { 201: bunkerSupplierResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createSupplier(db, request.actor, request.body) }),
  );
  app.get(
    '/bunker-suppliers/:id',
    { ...gate, schema: { ...base, params, response: { 200: bunkerSupplierResponseSchema } } },
    async (request) => ({ data: await getSupplier(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/bunker-suppliers/:id',
    {
      ...gate,
      schema: {
        ...base,
        params,
        body: updateBunkerSupplierSchema,
        response: { 200: bunkerSupplierResponseSchema },
      },
    },
    async (request) => ({ data: await updateSupplier(db, request.actor, request.params.id, request.body) }),
  );
  app.delete(
    '/bunker-suppliers/:id',
    { ...gate, schema: { ...base, params, querystring: deleteVersionQuerySchema } },
    async (request, reply) => {
      await deleteSupplier(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
  app.get(
    '/bunker-suppliers/:id/prices',
    {
      ...gate,
      schema: {
        ...base,
        params,
        querystring: bunkerPriceListQuerySchema,
        response: { 200: bunkerPriceListResponseSchema },
      },
    },
    async (request) => listPrices(db, request.actor, request.params.id, request.query),
  );
  app.post(
    '/bunker-suppliers/:id/prices',
    {
      ...gate,
      schema: {
        ...base,
        params,
        body: createBunkerPriceSchema,
        response: { 201: bunkerPriceResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addPrice(db, request.actor, request.params.id, request.body) }),
  );
  app.delete(
    '/bunker-suppliers/:id/prices/:priceId',
    { ...gate, schema: { ...base, params: priceParams } },
    async (request, reply) => {
      await deletePrice(db, request.actor, request.params.id, request.params.priceId);
      return reply.status(204).send();
    },
  );
};
