import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ships } from '../fleet/ship.table';
import { roles, userRoles } from './role.table';
import { invalidateAccessCache } from './access-cache';
import { prepared } from '../../db/prepared';

/** A role row with how many users hold it. */
export type RoleRow = typeof roles.$inferSelect & { userCount: number };

/** Sort keys of the roles list and their columns. */
const sortColumns = { name: roles.name, createdAt: roles.createdAt, updatedAt: roles.updatedAt } as const;

const userCount = sql<number>`(SELECT count(DISTINCT ur.user_id)::int FROM user_roles ur WHERE ur.role_id = "roles"."id")`;
const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  sidebar: roles.sidebar,
  actions: roles.actions,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
  version: roles.version,
  userCount,
};

/** One page of roles, with the total matching `pattern` (a LIKE pattern on name and description). */
export async function listRoles(
  db: DbOrTx,
  query: {
    pattern?: string;
    sort: { field: keyof typeof sortColumns; desc: boolean };
    offset: number;
    limit: number;
  },
): Promise<{ rows: RoleRow[]; total: number }> {
  const where: SQL | undefined = query.pattern
    ? or(ilike(roles.name, query.pattern), ilike(roles.description, query.pattern))
    : undefined;
  const column = sortColumns[query.sort.field];
  const rows = await db
    .select(roleColumns)
    .from(roles)
    .where(where)
    .orderBy(query.sort.desc ? desc(column) : asc(column), asc(roles.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(roles).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The role with this id, with its user count. */
export async function findRole(db: DbOrTx, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}

/** The roles with these ids (name and rights). */
export async function findRolesByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name, sidebar: roles.sidebar, actions: roles.actions })
    .from(roles)
    .where(inArray(roles.id, [...ids]));
}

/** Inserts a role. */
export async function insertRole(
  db: DbOrTx,
  values: { name: string; description: string | null; sidebar: string[]; actions: string[] },
) {
  const [row] = await db.insert(roles).values(values).returning();
  return row!;
}

/** Updates a role if its version is `version`; bumps the version. Undefined when stale or gone. */
export async function updateRole(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<{ name: string; description: string | null; sidebar: string[]; actions: string[] }>,
) {
  invalidateAccessCache();
  const [row] = await db
    .update(roles)
    .set({ ...values, version: sql`${roles.version} + 1`, updatedAt: new Date() })
    .where(and(eq(roles.id, id), eq(roles.version, version)))
    .returning();
  return row;
}

/** Deletes a role (the foreign key refuses while users hold it). */
export async function deleteRole(db: DbOrTx, id: string): Promise<boolean> {
  invalidateAccessCache();
  const rows = await db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
  return rows.length === 1;
}

/** Locks a role's row for the rest of the transaction. */
export async function lockRole(db: DbOrTx, id: string): Promise<void> {
  await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
}

/** How many distinct users hold the role (on any ship). */
export async function countRoleHolders(db: DbOrTx, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${userRoles.userId})::int` })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId));
  return row?.n ?? 0;
}

/** True when the user holds the role on some ship or on every ship. */
export async function userHoldsRole(db: DbOrTx, userId: string, roleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
    .limit(1);
  return row !== undefined;
}

/** The role assignments of these users, with role and ship names, in a stable order (a prepared query). */
export async function listAssignments(db: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const query = prepared(db, 'user_assignments', () =>
    db
      .select({
        userId: userRoles.userId,
        roleId: userRoles.roleId,
        shipId: userRoles.shipId,
        roleName: roles.name,
        shipName: ships.name,
      })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .leftJoin(ships, eq(ships.id, userRoles.shipId))
      .where(sql`${userRoles.userId} = ANY(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(asc(roles.name), sql`${ships.name} ASC NULLS FIRST`)
      .prepare('user_assignments'),
  );
  return query.execute({ ids: [...userIds] });
}

/** Replaces every role assignment of a user. */
export async function replaceAssignments(
  db: DbOrTx,
  userId: string,
  assignments: readonly { roleId: string; shipId: string | null }[],
): Promise<void> {
  invalidateAccessCache();
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (assignments.length > 0)
    await db
      .insert(userRoles)
      .values(assignments.map((a) => ({ userId, roleId: a.roleId, shipId: a.shipId })));
}
