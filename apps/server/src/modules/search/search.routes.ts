import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { search } from './search.service';

/**
 * `/search`: the global search of the top bar. Open to every signed-in user; each kind is limited
 * by its own sidebar permission and the user's ships (search.service.ts), so the answer only holds
 * records the user can open.
 */
export const searchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.get(
    '/search',
    {
      schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request) => ({ data: await search(db, request.actor, request.query) }),
  );
};
