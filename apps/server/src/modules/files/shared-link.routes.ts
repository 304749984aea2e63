import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSharedLinkSchema,
  createdSharedLinkResponseSchema,
  sharedLinkListQuerySchema,
  sharedLinkListResponseSchema,
  sharedLinkResponseSchema,
  uuidSchema,
  versionSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import { registerBuiltInSharedFileKinds } from './built-in-kinds';
import { createSharedLink, listMySharedLinks, revokeSharedLink } from './shared-link.service';

const params = z.object({ id: uuidSchema });
const revokeBody = z.object({ version: versionSchema.optional() }).optional();

/**
 * `/files/shared-links`: expiring links to stored files (docs/files-and-shared-links.md). Any signed-in
 * user; whether they may share a file is the file's own module's read check (the kind's resolver).
 */
export const sharedLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  registerBuiltInSharedFileKinds();
  const { db } = ctx.database;
  const base = { tags: ['files'] };
  const path = '/files/shared-links';

  app.post(
    path,
    { schema: { ...base, body: createSharedLinkSchema, response: { 201: createdSharedLinkResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createSharedLink(ctx, request.actor, request.body) }),
  );
  app.get(
    path,
    {
      schema: {
        ...base,
        querystring: sharedLinkListQuerySchema,
        response: { 200: sharedLinkListResponseSchema },
      },
    },
    async (request) => listMySharedLinks(db, request.actor, request.query),
  );
  app.post(
    `${path}/:id/revoke`,
    { schema: { ...base, params, body: revokeBody, response: { 200: sharedLinkResponseSchema } } },
    async (request) => ({
      data: await revokeSharedLink(db, request.actor, request.params.id, request.body?.version),
    }),
  );
};
