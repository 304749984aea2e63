import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRoleSchema,
  roleListQuerySchema,
  roleListResponseSchema,
  roleResponseSchema,
  updateRoleSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import { requireSidebar } from '../../plugins/auth';
import * as roles from './role.service';

const params = z.object({ id: uuidSchema });

/** `/access/roles`: the roles editor of the `/user/access/role` screen (sidebar `users`). */
export const roleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['roles'] };
  const gate = { preHandler: requireSidebar(['users']) };

  app.get(
    '/access/roles/',
    {
      ...gate,
      schema: { ...base, querystring: roleListQuerySchema, response: { 200: roleListResponseSchema } },
    },
    async (request) => roles.listRoles(db, request.actor, request.query),
  );
  app.post(
    '/access/roles/',
    { ...gate, schema: { ...base, body: createRoleSchema, response: { 201: roleResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await roles.createRole(db, request.actor, request.body) }),
  );
  app.get(
    '/access/roles/:id',
    { ...gate, schema: { ...base, params, response: { 200: roleResponseSchema } } },
    async (request) => ({ data: await roles.getRole(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/access/roles/:id',
    { ...gate, schema: { ...base, params, body: updateRoleSchema, response: { 200: roleResponseSchema } } },
    async (request) => ({ data: await roles.updateRole(db, request.actor, request.params.id, request.body) }),
  );
  app.delete(
    '/access/roles/:id',
    { ...gate, schema: { ...base, params, response: { 200: roleResponseSchema } } },
    async (request) => ({ data: await roles.deleteRole(db, request.actor, request.params.id) }),
  );
};
