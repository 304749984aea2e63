import { USER_SORT_FIELDS, type CreateUser, type User, type UserListQuery } from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { containsPattern, sortOf } from '../../lib/list-query';
import { hashPassword } from '../../lib/passwords';
import { assertSidebar, type Actor } from '../access/access.service';
import {
  assignmentsOf,
  resolveAssignments,
  setAssignments,
  type AssignmentView,
} from '../access/assignment.service';
import { assertMayGrant } from '../access/grant.service';
import { recordAudit } from '../audit/audit.service';
import * as repo from './user.repo';
import { ADMIN_FLAG_MESSAGE, fleetFor, lockAdmins } from './user-rules.service';

/** A user row in the API's shape (never the password hash). */
export function toUserView(row: repo.UserRow, assignments: AssignmentView[]): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin,
    active: row.active,
    jobTitle: row.jobTitle,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    assignments,
  };
}

/** A user row with its current assignments in the API's shape. */
export async function loadUserView(db: DbOrTx, row: repo.UserRow): Promise<User> {
  return toUserView(row, (await assignmentsOf(db, [row.id])).get(row.id) ?? []);
}

/** Runs a user write, turning a duplicate e-mail into a 409 that names it. */
export async function uniqueEmail<T>(email: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (email !== undefined && isUniqueViolation(error, 'users_email_key'))
      throw conflict(`A user with the e-mail ${email} already exists`);
    throw error;
  }
}

/** `GET /users/`: search on name and e-mail, active filter, sort and paging on the server. */
export async function listUsers(db: Db, actor: Actor, query: UserListQuery) {
  assertSidebar(actor, ['users']);
  const sort = sortOf(query.sort, USER_SORT_FIELDS, 'name');
  const { rows, total } = await repo.listUsers(db, {
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    ...(query.active ? { active: query.active === 'true' } : {}),
    sort,
    offset: query.offset,
    limit: query.limit,
  });
  const assignments = await assignmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toUserView(r, assignments.get(r.id) ?? [])),
    page: { total, offset: query.offset, limit: query.limit },
  };
}

/** `GET /users/:id`. */
export async function getUser(db: Db, actor: Actor, id: string): Promise<User> {
  assertSidebar(actor, ['users']);
  const row = await repo.findUser(db, id);
  if (!row) throw notFound('User');
  return loadUserView(db, row);
}

/**
 * `POST /users/`: only administrators create administrators; a non-admin gives only roles whose
 * rights he holds on the ships concerned.
 */
export async function createUser(db: Db, actor: Actor, body: CreateUser): Promise<User> {
  assertSidebar(actor, ['users']);
  if (body.isAdmin && !actor.isAdmin) throw forbidden(ADMIN_FLAG_MESSAGE);
  const passwordHash = await hashPassword(body.password);
  return uniqueEmail(body.email, () =>
    db.transaction(async (tx) => {
      if (body.isAdmin && !(await lockAdmins(tx)).includes(actor.id)) throw forbidden(ADMIN_FLAG_MESSAGE);
      const grants = await resolveAssignments(tx, body.assignments);
      assertMayGrant(actor, grants, await fleetFor(tx, actor, grants));
      const row = await repo.insertUser(tx, {
        name: body.name,
        email: body.email,
        passwordHash,
        jobTitle: body.jobTitle,
        isAdmin: body.isAdmin,
      });
      await setAssignments(tx, row.id, grants);
      const view = await loadUserView(tx, row);
      await recordAudit(tx, actor, { action: 'create', entity: 'user', entityId: row.id, after: view });
      return view;
    }),
  );
}
