import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCustomerSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerResponseSchema,
  deleteVersionQuerySchema,
  updateCustomerSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './customer.service';

const params = z.object({ id: uuidSchema });

/**
 * `/customers`: the accounting customers (sidebar `accounting.customers`). Deactivation is `PATCH`
 * with `active: false`; `DELETE` only removes a customer nothing refers to.
 */
export const customerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['customers'] };
  const gate = { preHandler: requireSidebar(['accounting.customers']) };

  app.get(
    '/customers/',
    {
      ...gate,
      schema: {
        ...base,
        querystring: customerListQuerySchema,
        response: { 200: customerListResponseSchema },
      },
    },
    async (request) => listCustomers(db, request.actor, request.query),
  );
  app.post(
    '/customers/',
    { ...gate, schema: { ...base, body: createCustomerSchema, response: { 201: customerResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createCustomer(db, request.actor, request.body) }),
  );
  app.get(
    '/customers/:id',
    { ...gate, schema: { ...base, params, response: { 200: customerResponseSchema } } },
    async (request) => ({ data: await getCustomer(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/customers/:id',
    {
      ...gate,
      schema: { ...base, params, body: updateCustomerSchema, response: { 200: customerResponseSchema } },
    },
    async (request) => ({ data: await updateCustomer(db, request.actor, request.params.id, request.body) }),
  );
  app.delete(
    '/customers/:id',
    { ...gate, schema: { ...base, params, querystring: deleteVersionQuerySchema } },
    async (request, reply) => {
      await deleteCustomer(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
};
