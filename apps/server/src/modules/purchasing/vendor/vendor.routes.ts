import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createVendorSchema,
  updateVendorSchema,
  uuidSchema,
  vendorListQuerySchema,
  vendorListResponseSchema,
  vendorResponseSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { createVendor, getVendor, listVendors, updateVendor, VENDORS } from './vendor.service';

const params = z.object({ id: uuidSchema });

/** `/purchasing/vendors`: the vendor screens (sidebar `purchasing.vendor`). Deactivation is `PATCH` with `active: false`. */
export const vendorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['purchasing'] };
  const gate = { preHandler: requireSidebar([VENDORS]) };

  app.get(
    '/purchasing/vendors/',
    {
      ...gate,
      schema: { ...base, querystring: vendorListQuerySchema, response: { 200: vendorListResponseSchema } },
    },
    async (request) => listVendors(db, request.actor, request.query),
  );
  app.post(
    '/purchasing/vendors/',
    { ...gate, schema: { ...base, body: createVendorSchema, response: { 201: vendorResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createVendor(db, request.actor, request.body) }),
  );
  app.get(
    '/purchasing/vendors/:id',
    { ...gate, schema: { ...base, params, response: { 200: vendorResponseSchema } } },
    async (request) => ({ data: await getVendor(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/purchasing/vendors/:id',
    {
      ...gate,
      schema: { ...base, params, body: updateVendorSchema, response: { 200: vendorResponseSchema } },
    },
    async (request) => ({ data: await updateVendor(db, request.actor, request.params.id, request.body) }),
  );
};
