import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actionListResponseSchema,
  myActionsResponseSchema,
  myShipsResponseSchema,
  mySidebarResponseSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import { listActions, myShipActions, myShips, mySidebar } from './access.service';

/**
 * `/access`: the action catalogue and the signed-in user's access (spec §7), plus the ships of the
 * user's scope for pickers and the dashboard. Any signed-in user may read their own access.
 */
export const accessRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/access/actions/',
    { schema: { tags: ['access'], response: { 200: actionListResponseSchema } } },
    async () => ({
      data: listActions(),
    }),
  );
  app.get(
    '/access/actions/me/',
    { schema: { tags: ['access'], response: { 200: myActionsResponseSchema } } },
    async (request) => ({ data: await myShipActions(ctx.database.db, request.actor) }),
  );
  app.get(
    '/access/sidebar/me/',
    { schema: { tags: ['access'], response: { 200: mySidebarResponseSchema } } },
    async (request) => ({ data: mySidebar(request.actor) }),
  );
  app.get(
    '/access/ships/me/',
    { schema: { tags: ['access'], response: { 200: myShipsResponseSchema } } },
    async (request) => ({ data: await myShips(ctx.database.db, request.actor) }),
  );
};
