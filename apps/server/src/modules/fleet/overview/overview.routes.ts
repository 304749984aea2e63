import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fleetOverviewQuerySchema, fleetOverviewResponseSchema } from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { REPORT_OVERVIEW, fleetOverview } from './overview.service';

/** `/overview`: fleet and ship figures of a period (`/overview`, `/overview/:shipID`; sidebar `report.overview`). */
export const fleetOverviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.get(
    '/overview/',
    {
      preHandler: requireSidebar([REPORT_OVERVIEW]),
      schema: {
        tags: ['overview'],
        querystring: fleetOverviewQuerySchema,
        response: { 200: fleetOverviewResponseSchema },
      },
    },
    async (request) => ({ data: await fleetOverview(db, request.actor, request.query) }),
  );
};
