import type { RoleAssignment } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { findShips } from './access.service';
import type { Grant } from './grant.service';
import { findRolesByIds, listAssignments, replaceAssignments } from './role.repo';

/** A role assignment as the users API shows it. */
export interface AssignmentView {
  roleId: string;
  shipId: string | null;
  roleName: string;
  shipName: string | null;
}

/** The assignments of these users, by user id (users without roles map to an empty list). */
export async function assignmentsOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, AssignmentView[]>> {
  const byUser = new Map<string, AssignmentView[]>(userIds.map((id) => [id, []]));
  for (const row of await listAssignments(db, userIds)) {
    byUser
      .get(row.userId)
      ?.push({ roleId: row.roleId, shipId: row.shipId, roleName: row.roleName, shipName: row.shipName });
  }
  return byUser;
}

/**
 * Checks requested assignments against the database and returns them with each role's rights:
 * a 400 naming the entry when a role or ship does not exist or an entry is given twice.
 */
export async function resolveAssignments(
  db: DbOrTx,
  assignments: readonly RoleAssignment[],
  field = 'assignments',
): Promise<Grant[]> {
  const seen = new Set<string>();
  assignments.forEach((a, i) => {
    const key = `${a.roleId}/${a.shipId ?? '*'}`;
    if (seen.has(key)) throw badRequest(`${field}.${i}`, 'the same role is given twice on the same ship');
    seen.add(key);
  });
  const roles = new Map(
    (await findRolesByIds(db, [...new Set(assignments.map((a) => a.roleId))])).map((r) => [r.id, r]),
  );
  const shipIds = assignments.flatMap((a) => (a.shipId ? [a.shipId] : []));
  const ships = new Map((await findShips(db, shipIds)).map((s) => [s.id, s]));
  return assignments.map((a, i) => {
    const role = roles.get(a.roleId);
    if (!role) throw badRequest(`${field}.${i}.roleId`, 'no role with this id');
    const ship = a.shipId ? ships.get(a.shipId) : null;
    if (ship === undefined) throw badRequest(`${field}.${i}.shipId`, 'no ship with this id');
    return {
      roleId: role.id,
      roleName: role.name,
      sidebar: role.sidebar,
      actions: role.actions,
      shipId: a.shipId,
      shipName: ship?.name ?? null,
    };
  });
}

/** The current assignments of a user with each role's rights. */
export async function grantsOf(db: DbOrTx, userId: string): Promise<Grant[]> {
  const current = (await assignmentsOf(db, [userId])).get(userId) ?? [];
  const roles = new Map(
    (await findRolesByIds(db, [...new Set(current.map((a) => a.roleId))])).map((r) => [r.id, r]),
  );
  return current.map((a) => {
    const role = roles.get(a.roleId);
    return { ...a, sidebar: role?.sidebar ?? [], actions: role?.actions ?? [] };
  });
}

/** Replaces a user's assignments (call inside the change's transaction). */
export async function setAssignments(db: DbOrTx, userId: string, grants: readonly Grant[]): Promise<void> {
  await replaceAssignments(
    db,
    userId,
    grants.map((g) => ({ roleId: g.roleId, shipId: g.shipId })),
  );
}
