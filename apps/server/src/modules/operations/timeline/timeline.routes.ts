import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timelineQuerySchema, timelineResponseSchema } from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { getTimeline } from './timeline.service';

/** `/timeline`: per-ship lanes of events, certificate dates and noon reports (sidebar `report.timeline`). */
export const timelineRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.get(
    '/timeline/',
    {
      preHandler: requireSidebar(['report.timeline']),
      schema: {
        tags: ['timeline'],
        querystring: timelineQuerySchema,
        response: { 200: timelineResponseSchema },
      },
    },
    async (request) => ({ data: await getTimeline(db, request.actor, request.query) }),
  );
};
