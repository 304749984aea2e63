import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  counterListResponseSchema,
  counterResponseSchema,
  createCounterSchema,
  createReadingSchema,
  readingListQuerySchema,
  readingListResponseSchema,
  readingResponseSchema,
  updateCounterSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { addReading, createCounter, listCounters, listReadings, renameCounter } from './counter.service';

const params = z.object({ id: uuidSchema });

/** The latest calendar date anywhere on earth now (UTC+14): a ship's "today" is never refused. */
function latestToday(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Running-hours counters and their readings (`PMS.catalogues`; ship scope and actions in the service). */
export const pmsCounterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['pms'] };
  const gate = { preHandler: requireSidebar(['PMS.catalogues']) };
  app.get(
    '/pms/components/:id/counters',
    { ...gate, schema: { ...base, params, response: { 200: counterListResponseSchema } } },
    async (request) => ({ data: await listCounters(db, request.actor, request.params.id) }),
  );
  app.post(
    '/pms/components/:id/counters',
    {
      ...gate,
      schema: { ...base, params, body: createCounterSchema, response: { 201: counterResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createCounter(db, request.actor, request.params.id, request.body.name) }),
  );
  app.patch(
    '/pms/counters/:id',
    {
      ...gate,
      schema: { ...base, params, body: updateCounterSchema, response: { 200: counterResponseSchema } },
    },
    async (request) => ({
      data: await renameCounter(
        db,
        request.actor,
        request.params.id,
        request.body.name,
        request.body.version,
      ),
    }),
  );
  app.get(
    '/pms/counters/:id/readings',
    {
      ...gate,
      schema: {
        ...base,
        params,
        querystring: readingListQuerySchema,
        response: { 200: readingListResponseSchema },
      },
    },
    async (request) =>
      listReadings(db, request.actor, request.params.id, request.query.offset, request.query.limit),
  );
  app.post(
    '/pms/counters/:id/readings',
    {
      ...gate,
      schema: { ...base, params, body: createReadingSchema, response: { 201: readingResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addReading(db, request.actor, request.params.id, request.body, latestToday()) }),
  );
};
