import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListResponseSchema } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../plugins/auth';
import { listAudit } from './audit.service';

/** `/audit`: the audit trail, for administrators. */
export const auditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/audit/',
    {
      preHandler: requireAdmin('read the audit trail'),
      schema: {
        tags: ['audit'],
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema },
      },
    },
    async (request) => listAudit(ctx.database.db, request.actor, request.query),
  );
};
