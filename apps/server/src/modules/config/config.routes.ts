import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyConfigResponseSchema, updateCompanyConfigSchema } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../plugins/auth';
import { getConfig, updateConfig } from './config.service';

/** `/config`: company settings; every signed-in user reads them, administrators change them. */
export const configRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.get(
    '/config/',
    { schema: { tags: ['config'], response: { 200: companyConfigResponseSchema } } },
    async (request) => ({ data: await getConfig(db, request.actor) }),
  );
  app.put(
    '/config/',
    {
      preHandler: requireAdmin('change the company settings'),
      schema: {
        tags: ['config'],
        body: updateCompanyConfigSchema,
        response: { 200: companyConfigResponseSchema },
      },
    },
    async (request) => ({ data: await updateConfig(db, request.actor, request.body) }),
  );
};
