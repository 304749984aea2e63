import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recordAttachments, recordComments } from './record-activity.table';

/** A stored comment. */
export type CommentRow = typeof recordComments.$inferSelect;
/** A stored attachment. */
export type AttachmentRow = typeof recordAttachments.$inferSelect;

const ofRecord = (entity: string, entityId: string) =>
  and(eq(recordComments.entity, entity), eq(recordComments.entityId, entityId));

/** One page of a record's comments, oldest first, with the total. */
export async function listComments(
  db: DbOrTx,
  entity: string,
  entityId: string,
  page: { offset: number; limit: number },
) {
  const rows = await db
    .select()
    .from(recordComments)
    .where(ofRecord(entity, entityId))
    .orderBy(asc(recordComments.createdAt), asc(recordComments.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(recordComments).where(ofRecord(entity, entityId));
  return { rows, total: total?.n ?? 0 };
}

/** A comment of the record (locked for a change when `lock`). */
export async function findComment(db: DbOrTx, entity: string, entityId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(recordComments)
    .where(and(ofRecord(entity, entityId), eq(recordComments.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Stores a new comment. */
export async function insertComment(db: DbOrTx, values: typeof recordComments.$inferInsert) {
  const [row] = await db.insert(recordComments).values(values).returning();
  return row!;
}

/** Changes a comment's text and mentions if its version is `version`; undefined when stale. */
export async function updateComment(
  db: DbOrTx,
  id: string,
  version: number,
  values: { body: string; mentionIds: string[] },
) {
  const now = new Date();
  const [row] = await db
    .update(recordComments)
    .set({ ...values, editedAt: now, updatedAt: now, version: sql`${recordComments.version} + 1` })
    .where(and(eq(recordComments.id, id), eq(recordComments.version, version)))
    .returning();
  return row;
}

/** Deletes a comment if its version is `version`; false when stale. */
export async function deleteComment(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(recordComments)
    .where(and(eq(recordComments.id, id), eq(recordComments.version, version)))
    .returning({ id: recordComments.id });
  return rows.length > 0;
}

/** A record's attachments, newest first (at most 200). */
export function listAttachments(db: DbOrTx, entity: string, entityId: string) {
  return db
    .select()
    .from(recordAttachments)
    .where(and(eq(recordAttachments.entity, entity), eq(recordAttachments.entityId, entityId)))
    .orderBy(desc(recordAttachments.uploadedAt), desc(recordAttachments.id))
    .limit(200);
}

/** One attachment of the record. */
export async function findAttachment(db: DbOrTx, entity: string, entityId: string, id: string) {
  const [row] = await db
    .select()
    .from(recordAttachments)
    .where(
      and(
        eq(recordAttachments.entity, entity),
        eq(recordAttachments.entityId, entityId),
        eq(recordAttachments.id, id),
      ),
    )
    .limit(1);
  return row;
}

/** Stores an attachment's row. */
export async function insertAttachment(db: DbOrTx, values: typeof recordAttachments.$inferInsert) {
  const [row] = await db.insert(recordAttachments).values(values).returning();
  return row!;
}

/** Removes an attachment's row; false when it was gone already. */
export async function deleteAttachment(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(recordAttachments)
    .where(eq(recordAttachments.id, id))
    .returning({ id: recordAttachments.id });
  return rows.length > 0;
}

/** One (user, ship, role) row of the active users' access, for the mention candidates. */
export type UserAccessRow = {
  user_id: string;
  name: string;
  is_admin: boolean;
  ship_id: string | null;
  sidebar: string[] | null;
  actions: string[] | null;
};

/**
 * The access rows of the active users whose name matches `pattern` (ILIKE; every user when null), or
 * of the users `ids`, in the shape of the request access query (a role on every ship expanded to
 * each ship). At most 500 users are read.
 */
export async function selectUserAccessRows(
  db: DbOrTx,
  filter: { pattern: string | null } | { ids: readonly string[] },
): Promise<UserAccessRow[]> {
  let where;
  if ('ids' in filter) {
    if (filter.ids.length === 0) return [];
    where = sql`u.id IN (${sql.join(
      filter.ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
  } else where = filter.pattern === null ? sql`TRUE` : sql`u.name ILIKE ${filter.pattern}`;
  const result = await db.execute<UserAccessRow>(sql`
    WITH picked AS (
      SELECT u.id, u.name, u.is_admin FROM users u WHERE u.active AND ${where} ORDER BY u.name LIMIT 500
    )
    SELECT u.id AS user_id, u.name, u.is_admin, s.id AS ship_id, r.sidebar, r.actions
    FROM picked u
    LEFT JOIN user_roles ur ON ur.user_id = u.id
    LEFT JOIN roles r ON r.id = ur.role_id
    LEFT JOIN ships s ON s.id = ur.ship_id OR (ur.ship_id IS NULL AND ur.id IS NOT NULL)
    ORDER BY u.name, u.id`);
  return result.rows;
}

/** The names of these users (active or not), by id. */
export async function selectUserNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT u.id, u.name FROM users u WHERE u.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((r) => [r.id, r.name]));
}
