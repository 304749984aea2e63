import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closeEventSchema,
  createEventSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventParamsSchema,
  eventResponseSchema,
  reopenEventSchema,
  updateEventSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { closeEvent, createEvent, getEvent, listEvents, reopenEvent, updateEvent } from './event.service';

/** `/events`: the events screen (sidebar `event`); every record is limited to the user's ships. */
export const eventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['events'] };
  const gate = { preHandler: requireSidebar(['event']) };
  const params = eventParamsSchema;

  app.get(
    '/events/',
    {
      ...gate,
      schema: { ...base, querystring: eventListQuerySchema, response: { 200: eventListResponseSchema } },
    },
    async (request) => listEvents(db, request.actor, request.query),
  );
  app.post(
    '/events/',
    { ...gate, schema: { ...base, body: createEventSchema, response: { 201: eventResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createEvent(db, request.actor, request.body) }),
  );
  app.get(
    '/events/:id',
    { ...gate, schema: { ...base, params, response: { 200: eventResponseSchema } } },
    async (request) => ({ data: await getEvent(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/events/:id',
    { ...gate, schema: { ...base, params, body: updateEventSchema, response: { 200: eventResponseSchema } } },
    async (request) => ({ data: await updateEvent(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/events/:id/close',
    { ...gate, schema: { ...base, params, body: closeEventSchema, response: { 200: eventResponseSchema } } },
    async (request) => ({ data: await closeEvent(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/events/:id/reopen',
    { ...gate, schema: { ...base, params, body: reopenEventSchema, response: { 200: eventResponseSchema } } },
    async (request) => ({ data: await reopenEvent(db, request.actor, request.params.id, request.body) }),
  );
};
