import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from './audit.table';

/** One page of audit rows, newest first, with the total matching the filters. */
export async function listAuditRows(
  db: DbOrTx,
  query: { entity?: string; entityId?: string; actorId?: string; offset: number; limit: number },
) {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The audit entities of a record's comments and attachments (their rows name the record in the JSON). */
export const RECORD_ACTIVITY_ENTITIES = ['record_comment', 'record_attachment'] as const;

/**
 * One page of a record's timeline rows, newest first: the record's own rows and the rows of its
 * comments and attachments (`after`/`before` hold `recordEntity` and `recordId`).
 */
export async function listRecordTimelineRows(
  db: DbOrTx,
  query: { entity: string; entityId: string; offset: number; limit: number },
) {
  const own = and(eq(auditLog.entity, query.entity), eq(auditLog.entityId, query.entityId));
  const activity = and(
    inArray(auditLog.entity, [...RECORD_ACTIVITY_ENTITIES]),
    sql`coalesce(${auditLog.after}, ${auditLog.before}) ->> 'recordEntity' = ${query.entity}`,
    sql`coalesce(${auditLog.after}, ${auditLog.before}) ->> 'recordId' = ${query.entityId}`,
  );
  const where = or(own, activity);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * For records whose own row names no title (a status change row without `number`/`name`): the newest
 * `before`/`after` of each (entity, entityId) that does hold one of `keys`.
 */
export async function latestShapesOf(
  db: DbOrTx,
  records: readonly { entity: string; entityId: string }[],
  keys: readonly string[],
) {
  if (records.length === 0) return [];
  const pairs = sql.join(
    records.map((r) => sql`(${r.entity}, ${r.entityId})`),
    sql`, `,
  );
  const hasKey = sql.join(
    keys.map((k) => sql`coalesce(${auditLog.after}, ${auditLog.before}) ? ${k}`),
    sql` OR `,
  );
  const result = await db.execute<{ entity: string; entity_id: string; shape: unknown }>(sql`
    SELECT DISTINCT ON (${auditLog.entity}, ${auditLog.entityId})
      ${auditLog.entity} AS entity, ${auditLog.entityId} AS entity_id,
      coalesce(${auditLog.after}, ${auditLog.before}) AS shape
    FROM ${auditLog}
    WHERE (${auditLog.entity}, ${auditLog.entityId}) IN (${pairs}) AND (${hasKey})
    ORDER BY ${auditLog.entity}, ${auditLog.entityId}, ${auditLog.at} DESC`);
  return result.rows;
}
