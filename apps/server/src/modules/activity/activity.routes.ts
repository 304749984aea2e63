import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListQuerySchema,
  activityListResponseSchema,
  activityRecordParamsSchema,
  commentListQuerySchema,
  commentParamsSchema,
  createCommentSchema,
  deleteCommentQuerySchema,
  mentionableQuerySchema,
  mentionableResponseSchema,
  recordCommentListResponseSchema,
  recordCommentResponseSchema,
  updateCommentSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import { listActivity } from './activity.service';
import {
  createComment,
  deleteComment,
  listComments,
  listMentionable,
  updateComment,
} from './comment.service';

const PATH = '/activity/:entity/:id';

/**
 * A record's activity (`/activity/:entity/:id`, entity: requisition, rfq, purchase_order, delivery,
 * certificate, event, noon_report): the timeline in words, comments with @mentions. Every route runs
 * the record's own read check (sidebar permission, ship scope, detail action) in the service.
 */
export const activityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['activity'] };
  const params = activityRecordParamsSchema;

  app.get(
    PATH,
    {
      schema: {
        ...base,
        params,
        querystring: activityListQuerySchema,
        response: { 200: activityListResponseSchema },
      },
    },
    async (request) =>
      listActivity(db, request.actor, request.params.entity, request.params.id, request.query),
  );

  app.get(
    `${PATH}/comments`,
    {
      schema: {
        ...base,
        params,
        querystring: commentListQuerySchema,
        response: { 200: recordCommentListResponseSchema },
      },
    },
    async (request) =>
      listComments(db, request.actor, request.params.entity, request.params.id, request.query),
  );

  app.get(
    `${PATH}/mentionable`,
    {
      schema: {
        ...base,
        params,
        querystring: mentionableQuerySchema,
        response: { 200: mentionableResponseSchema },
      },
    },
    async (request) => ({
      data: await listMentionable(
        db,
        request.actor,
        request.params.entity,
        request.params.id,
        request.query.q,
      ),
    }),
  );

  app.post(
    `${PATH}/comments`,
    {
      schema: { ...base, params, body: createCommentSchema, response: { 200: recordCommentResponseSchema } },
    },
    async (request) => ({
      data: await createComment(db, request.actor, request.params.entity, request.params.id, request.body),
    }),
  );

  app.patch(
    `${PATH}/comments/:commentId`,
    {
      schema: {
        ...base,
        params: commentParamsSchema,
        body: updateCommentSchema,
        response: { 200: recordCommentResponseSchema },
      },
    },
    async (request) => ({
      data: await updateComment(
        db,
        request.actor,
        request.params.entity,
        request.params.id,
        request.params.commentId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${PATH}/comments/:commentId`,
    { schema: { ...base, params: commentParamsSchema, querystring: deleteCommentQuerySchema } },
    async (request, reply) => {
      await deleteComment(
        db,
        request.actor,
        request.params.entity,
        request.params.id,
        request.params.commentId,
        request.query.version,
      );
      return reply.status(204).send();
    },
  );
};
