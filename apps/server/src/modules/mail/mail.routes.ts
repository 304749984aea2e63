import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListQuerySchema, outboxListResponseSchema, type OutboxMessage } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { containsPattern } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { startMailer } from './mailer';
import { listMessages } from './outbox.repo';

/**
 * `/mail/outbox` (administrators): every message Keel queued, newest first — with no SMTP configured
 * this is where the vendor links of the demo are read. Also starts the SMTP dispatcher when
 * `KEEL_SMTP_URL` is set, and stops it when the app closes.
 */
export const mailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const stop = startMailer({
    db,
    smtpUrl: ctx.config.smtpUrl,
    from: ctx.config.mailFrom,
    onError: (error) =>
      app.log.warn({ err: error }, 'outbox delivery run failed; messages wait for the next run'),
  });
  app.addHook('onClose', async () => stop());

  app.get(
    '/mail/outbox',
    {
      preHandler: requireAdmin('read the outbox'),
      schema: {
        tags: ['mail'],
        querystring: outboxListQuerySchema,
        response: { 200: outboxListResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listMessages(
        db,
        {
          ...(q.q ? { pattern: containsPattern(q.q) } : {}),
          ...(q.kind ? { kind: q.kind } : {}),
          ...(q.status ? { status: q.status } : {}),
        },
        { offset: q.offset, limit: q.limit },
      );
      const data: OutboxMessage[] = rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        to: r.toAddress,
        toName: r.toName,
        subject: r.subject,
        text: r.text,
        kind: r.kind,
        refId: r.refId,
        status: r.status as OutboxMessage['status'],
        sentAt: r.sentAt?.toISOString() ?? null,
        error: r.error,
      }));
      return { data, page: { total, offset: q.offset, limit: q.limit } };
    },
  );
};
