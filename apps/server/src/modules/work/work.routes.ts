import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  workItemsQuerySchema,
  workItemsResponseSchema,
  workQueueQuerySchema,
  workQueueResponseSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import { workItems, workQueue } from './work.service';

/**
 * `/work`: the signed-in user's "My work" queue. Open to every signed-in user; each kind is limited
 * by the kind's own sidebar permission and per-ship actions (work.service.ts), so the answer only
 * ever holds records the user can open and act on.
 */
export const workRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['work'] };
  app.get(
    '/work',
    { schema: { ...base, querystring: workQueueQuerySchema, response: { 200: workQueueResponseSchema } } },
    async (request) => ({ data: await workQueue(db, request.actor, request.query) }),
  );
  app.get(
    '/work/items',
    { schema: { ...base, querystring: workItemsQuerySchema, response: { 200: workItemsResponseSchema } } },
    async (request) => workItems(db, request.actor, request.query),
  );
};
