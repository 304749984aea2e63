import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalTiersConfigResponseSchema, updateApprovalTiersSchema } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../plugins/auth';
import { getApprovalTiers, updateApprovalTiers } from './approval-tiers.service';

/** `/config/approval-tiers`: purchase-order approval tiers; everyone reads them, administrators change them. */
export const approvalTierRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const schema = { tags: ['config'], response: { 200: approvalTiersConfigResponseSchema } };
  app.get('/config/approval-tiers/', { schema }, async (request) => ({
    data: await getApprovalTiers(db, request.actor),
  }));
  app.put(
    '/config/approval-tiers/',
    {
      preHandler: requireAdmin('change the approval tiers'),
      schema: { ...schema, body: updateApprovalTiersSchema },
    },
    async (request) => ({ data: await updateApprovalTiers(db, request.actor, request.body) }),
  );
};
