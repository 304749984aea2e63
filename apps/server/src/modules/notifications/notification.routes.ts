import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markReadBodySchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  unreadCountResponseSchema,
  updateNotificationPreferencesSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import {
  listMyNotifications,
  markNotificationsRead,
  myPreferences,
  unreadCount,
  updateMyPreferences,
} from './notification.service';

/**
 * `/notifications`: the signed-in user's own in-app notifications (the bell), marking them read, and
 * the user's channels per kind. Open to every signed-in user: each row was checked against its record
 * when it was sent, and nobody reads another user's rows.
 */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['notifications'] };
  const path = '/notifications';

  app.get(
    path,
    {
      schema: {
        ...base,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => listMyNotifications(db, request.actor, request.query),
  );
  app.get(
    `${path}/unread-count`,
    { schema: { ...base, response: { 200: unreadCountResponseSchema } } },
    async (request) => ({ data: await unreadCount(db, request.actor) }),
  );
  app.post(
    `${path}/read`,
    { schema: { ...base, body: markReadBodySchema, response: { 200: unreadCountResponseSchema } } },
    async (request) => ({ data: await markNotificationsRead(db, request.actor, request.body) }),
  );
  app.get(
    `${path}/preferences`,
    { schema: { ...base, response: { 200: notificationPreferencesResponseSchema } } },
    async (request) => ({ data: await myPreferences(db, request.actor) }),
  );
  app.put(
    `${path}/preferences`,
    {
      schema: {
        ...base,
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => ({ data: await updateMyPreferences(db, request.actor, request.body) }),
  );
};
