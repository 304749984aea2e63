import {
  ROLE_SORT_FIELDS,
  type CreateRole,
  type Role,
  type RoleListQuery,
  type UpdateRole,
} from '@keel/domain';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound, staleVersion } from '../../lib/http-error';
import { containsPattern, sortOf } from '../../lib/list-query';
import { recordAudit } from '../audit/audit.service';
import { assertSidebar, type Actor } from './access.service';
import { assertRoleWithinRights } from './grant.service';
import * as repo from './role.repo';

function toRoleView(row: repo.RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sidebar: row.sidebar,
    actions: row.actions,
    userCount: row.userCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const duplicateName = (name: string) => conflict(`A role named "${name}" already exists`);

/** Runs a role write, turning a duplicate name into a 409 that names it. */
async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error, 'roles_name_key')) throw duplicateName(name);
    throw error;
  }
}

/** `GET /access/roles/`: one page of roles with how many users hold each. */
export async function listRoles(db: Db, actor: Actor, query: RoleListQuery) {
  assertSidebar(actor, ['users']);
  const sort = sortOf(query.sort, ROLE_SORT_FIELDS, 'name');
  const { rows, total } = await repo.listRoles(db, {
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    sort,
    offset: query.offset,
    limit: query.limit,
  });
  return { data: rows.map(toRoleView), page: { total, offset: query.offset, limit: query.limit } };
}

/** `GET /access/roles/:id`. */
export async function getRole(db: Db, actor: Actor, id: string): Promise<Role> {
  assertSidebar(actor, ['users']);
  const row = await repo.findRole(db, id);
  if (!row) throw notFound('Role');
  return toRoleView(row);
}

/** `POST /access/roles/`: a non-admin may put into a role only rights he holds. */
export async function createRole(db: Db, actor: Actor, body: CreateRole): Promise<Role> {
  assertSidebar(actor, ['users']);
  assertRoleWithinRights(actor, body);
  return uniqueName(body.name, () =>
    db.transaction(async (tx) => {
      const inserted = await repo.insertRole(tx, body);
      const view = toRoleView({ ...inserted, userCount: 0 });
      await recordAudit(tx, actor, { action: 'create', entity: 'role', entityId: view.id, after: view });
      return view;
    }),
  );
}

/**
 * `PATCH /access/roles/:id`: optimistic lock on `version`. A non-admin may not edit a role he holds
 * himself, and the role afterwards must hold only rights he holds.
 */
export async function updateRole(db: Db, actor: Actor, id: string, body: UpdateRole): Promise<Role> {
  assertSidebar(actor, ['users']);
  const { version, ...changes } = body;
  return uniqueName(changes.name, () =>
    db.transaction(async (tx) => {
      const current = await repo.findRole(tx, id);
      if (!current) throw notFound('Role');
      if (current.version !== version) throw staleVersion('Role');
      if (!actor.isAdmin && (await repo.userHoldsRole(tx, actor.id, id)))
        throw forbidden('You cannot edit a role you hold yourself');
      assertRoleWithinRights(actor, {
        sidebar: changes.sidebar ?? current.sidebar,
        actions: changes.actions ?? current.actions,
      });
      const updated = await repo.updateRole(tx, id, version, changes);
      if (!updated) throw staleVersion('Role');
      const before = toRoleView(current);
      const after = toRoleView({ ...updated, userCount: current.userCount });
      await recordAudit(tx, actor, { action: 'update', entity: 'role', entityId: id, before, after });
      return after;
    }),
  );
}

const heldBy = (name: string, n: number) =>
  conflict(`The role "${name}" is held by ${n} user${n === 1 ? '' : 's'}; take it from them first`);

/** `DELETE /access/roles/:id`: refused (409) while any user holds the role. */
export async function deleteRole(db: Db, actor: Actor, id: string): Promise<Role> {
  assertSidebar(actor, ['users']);
  let name = '';
  try {
    return await db.transaction(async (tx) => {
      await repo.lockRole(tx, id);
      const current = await repo.findRole(tx, id);
      if (!current) throw notFound('Role');
      name = current.name;
      if (!actor.isAdmin && (await repo.userHoldsRole(tx, actor.id, id)))
        throw forbidden('You cannot edit a role you hold yourself');
      assertRoleWithinRights(actor, current);
      const holders = await repo.countRoleHolders(tx, id);
      if (holders > 0) throw heldBy(current.name, holders);
      await repo.deleteRole(tx, id);
      const before = toRoleView(current);
      await recordAudit(tx, actor, { action: 'delete', entity: 'role', entityId: id, before });
      return before;
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw conflict(`The role "${name}" was just given to a user; take it from them first`);
    throw error;
  }
}
