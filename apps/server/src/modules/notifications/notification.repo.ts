import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, notifications } from './notification.table';

/** One (user, ship, role) row of the recipients' access query. */
export type RecipientAccessRow = {
  user_id: string;
  name: string;
  email: string;
  is_admin: boolean;
  ship_id: string | null;
  sidebar: string[] | null;
  actions: string[] | null;
};

/**
 * The access of several users in one query, in the shape of the request access query (a role on
 * every ship expanded to each ship). Inactive users are left out: they cannot open anything.
 */
export async function selectRecipientAccessRows(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<RecipientAccessRow[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<RecipientAccessRow>(sql`
    SELECT u.id AS user_id, u.name, u.email, u.is_admin, s.id AS ship_id, r.sidebar, r.actions
    FROM users u
    LEFT JOIN user_roles ur ON ur.user_id = u.id
    LEFT JOIN roles r ON r.id = ur.role_id
    LEFT JOIN ships s ON s.id = ur.ship_id OR (ur.ship_id IS NULL AND ur.id IS NOT NULL)
    WHERE u.id IN (${ids}) AND u.active`);
  return result.rows;
}

/** The stored preferences of these users for one kind (users without a row use the default). */
export function selectPreferencesOf(db: DbOrTx, userIds: readonly string[], kind: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(notificationPreferences)
    .where(
      and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.kind, kind)),
    );
}

/** Every stored preference of one user. */
export function selectPreferences(db: DbOrTx, userId: string) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

/** Writes one user's preference for a kind (insert or replace). */
export async function upsertPreference(
  db: DbOrTx,
  row: { userId: string; kind: string; inApp: boolean; email: boolean },
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(row)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: row.inApp, email: row.email, updatedAt: sql`now()` },
    });
}

/** A notification row to write. */
export type NewNotification = typeof notifications.$inferInsert;
/** A stored notification. */
export type NotificationRow = typeof notifications.$inferSelect;

/** Writes notification rows and returns their ids. */
export async function insertNotifications(
  db: DbOrTx,
  rows: NewNotification[],
): Promise<{ id: string; recipientId: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, recipientId: notifications.recipientId });
}

/** A page of a user's notifications, newest first (unread only when asked). */
export function listNotifications(
  db: DbOrTx,
  userId: string,
  filter: { unread: boolean; offset: number; limit: number },
) {
  const where = and(
    eq(notifications.recipientId, userId),
    filter.unread ? isNull(notifications.readAt) : undefined,
  );
  return db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(filter.offset)
    .limit(filter.limit);
}

/** How many notifications a user has (unread only when asked). */
export async function countNotifications(db: DbOrTx, userId: string, unread: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), unread ? isNull(notifications.readAt) : undefined));
  return row?.n ?? 0;
}

/** The notifications with these ids that belong to these users (for the live push). */
export function selectNotificationsByIds(db: DbOrTx, ids: readonly string[], userIds: readonly string[]) {
  if (ids.length === 0 || userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.id, [...ids]), inArray(notifications.recipientId, [...userIds])));
}

/** Marks a user's notifications read (these ids, or every unread one); returns how many changed. */
export async function markRead(db: DbOrTx, userId: string, ids: readonly string[] | 'all'): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.recipientId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Active users who hold every one of `actions` on `shipId` through their roles (a role on that ship
 * or on every ship). Administrators are not listed for their flag alone: they would get every
 * request of the fleet; their roles count like anyone's.
 */
export async function selectUsersWithActions(
  db: DbOrTx,
  actions: readonly string[],
  shipId: string,
): Promise<string[]> {
  if (actions.length === 0) return [];
  const wanted = sql.join(
    actions.map((a) => sql`${a}`),
    sql`, `,
  );
  const result = await db.execute<{ id: string }>(sql`
    SELECT x.user_id AS id FROM (
      SELECT ur.user_id, unnest(r.actions) AS action
      FROM user_roles ur
      JOIN roles r ON r.id = ur.role_id
      JOIN users u ON u.id = ur.user_id AND u.active
      WHERE ur.ship_id = ${shipId}::uuid OR ur.ship_id IS NULL
    ) x
    WHERE x.action IN (${wanted})
    GROUP BY x.user_id
    HAVING count(DISTINCT x.action) = ${actions.length}
    ORDER BY x.user_id`);
  return result.rows.map((r) => r.id);
}

/** The name of a ship (for the words of a notification), null when unknown. */
export async function selectShipName(db: DbOrTx, shipId: string): Promise<string | null> {
  const result = await db.execute<{ name: string }>(sql`SELECT name FROM ships WHERE id = ${shipId}::uuid`);
  return result.rows[0]?.name ?? null;
}

/** The requisitions of an RFQ with who raised them (they hear when it is awarded or cancelled). */
export async function selectRfqRequisitions(
  db: DbOrTx,
  rfqId: string,
): Promise<{ id: string; number: string; title: string; createdById: string }[]> {
  const result = await db.execute<{ id: string; number: string; title: string; created_by_id: string }>(sql`
    SELECT r.id, r.number, r.title, r.created_by_id FROM rfq_requisitions rr
    JOIN requisitions r ON r.id = rr.requisition_id
    WHERE rr.rfq_id = ${rfqId}::uuid AND r.created_by_id IS NOT NULL
    ORDER BY r.number`);
  return result.rows.map((r) => ({
    id: r.id,
    number: r.number,
    title: r.title,
    createdById: r.created_by_id,
  }));
}

/** The numbers of the purchase orders an RFQ's award created. */
export async function selectRfqOrderNumbers(db: DbOrTx, rfqId: string): Promise<string[]> {
  const result = await db.execute<{ number: string }>(
    sql`SELECT number FROM purchase_orders WHERE rfq_id = ${rfqId}::uuid ORDER BY number`,
  );
  return result.rows.map((r) => r.number);
}

/** The buyer who created an RFQ. */
export async function selectRfqCreator(db: DbOrTx, rfqId: string): Promise<string | null> {
  const result = await db.execute<{ id: string | null }>(
    sql`SELECT created_by_id AS id FROM rfqs WHERE id = ${rfqId}::uuid`,
  );
  return result.rows[0]?.id ?? null;
}
