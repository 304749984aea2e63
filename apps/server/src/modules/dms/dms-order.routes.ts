import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, moveTreeItemSchema, treeNodeSchema } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { requireSidebar } from '../../plugins/auth';
import { DMS_ISM } from './dms-access';
import { moveTreeItem } from './document/manual-order.service';

/**
 * `POST /dms/tree/move` (manage_documents): a chapter or document one place up or down among its
 * siblings; answers the new tree (docs/dms.md "Ordering the manual"). Registered by `dmsRoutes`.
 */
export const dmsOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/dms/tree/move',
    {
      preHandler: requireSidebar([DMS_ISM]),
      schema: {
        tags: ['dms'],
        body: moveTreeItemSchema,
        response: { 200: envelope(z.array(treeNodeSchema)) },
      },
    },
    async (request) => ({ data: await moveTreeItem(ctx.database.db, request.actor, request.body) }),
  );
};
