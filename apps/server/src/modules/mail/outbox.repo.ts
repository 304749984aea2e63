import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxMessages } from './outbox.table';

/** A page of outbox messages, newest first. */
export async function listMessages(
  db: DbOrTx,
  filter: { pattern?: string; kind?: string; status?: string },
  page: { offset: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [
    filter.kind ? eq(outboxMessages.kind, filter.kind) : undefined,
    filter.status ? eq(outboxMessages.status, filter.status) : undefined,
    filter.pattern
      ? or(
          ilike(outboxMessages.toAddress, filter.pattern),
          ilike(outboxMessages.toName, filter.pattern),
          ilike(outboxMessages.subject, filter.pattern),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
