import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUserSchema,
  resetPasswordSchema,
  setUserRolesSchema,
  updateUserSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import { requireSidebar } from '../../plugins/auth';
import { createUser, getUser, listUsers } from './user.service';
import { resetPassword, updateUser } from './user-update.service';
import { setUserRoles } from './user-roles.service';

const params = z.object({ id: uuidSchema });

/** `/users`: the users screens (sidebar `users`). Deactivation is `PATCH` with `active: false`. */
export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['users'] };
  const gate = { preHandler: requireSidebar(['users']) };

  app.get(
    '/users/',
    {
      ...gate,
      schema: { ...base, querystring: userListQuerySchema, response: { 200: userListResponseSchema } },
    },
    async (request) => listUsers(db, request.actor, request.query),
  );
  app.post(
    '/users/',
    { ...gate, schema: { ...base, body: createUserSchema, response: { 201: userResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createUser(db, request.actor, request.body) }),
  );
  app.get(
    '/users/:id',
    { ...gate, schema: { ...base, params, response: { 200: userResponseSchema } } },
    async (request) => ({ data: await getUser(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/users/:id',
    { ...gate, schema: { ...base, params, body: updateUserSchema, response: { 200: userResponseSchema } } },
    async (request) => ({ data: await updateUser(db, request.actor, request.params.id, request.body) }),
  );
  app.put(
    '/users/:id/roles',
    { ...gate, schema: { ...base, params, body: setUserRolesSchema, response: { 200: userResponseSchema } } },
    async (request) => ({ data: await setUserRoles(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/users/:id/password',
    {
      ...gate,
      schema: { ...base, params, body: resetPasswordSchema, response: { 200: userResponseSchema } },
    },
    async (request) => ({ data: await resetPassword(db, request.actor, request.params.id, request.body) }),
  );
};
