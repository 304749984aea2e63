import type { SetUserRoles, User } from '@keel/domain';
import type { Db } from '../../db/client';
import { notFound, staleVersion } from '../../lib/http-error';
import { assertSidebar, type Actor } from '../access/access.service';
import { grantsOf, resolveAssignments, setAssignments } from '../access/assignment.service';
import { assertMayGrant } from '../access/grant.service';
import { recordAudit } from '../audit/audit.service';
import * as repo from './user.repo';
import { loadUserView } from './user.service';
import { assertMayManage, assertNotSelf, fleetFor } from './user-rules.service';

const keyOf = (a: { roleId: string; shipId: string | null }) => `${a.roleId}/${a.shipId ?? '*'}`;

/**
 * `PUT /users/:id/roles`: replaces the user's roles, each on one ship or on every ship (`shipId`
 * null). Nobody changes their own roles; a non-admin gives only roles whose sidebar permissions and
 * actions he holds on the ships concerned, and edits only users whose rights he holds.
 */
export async function setUserRoles(db: Db, actor: Actor, id: string, body: SetUserRoles): Promise<User> {
  assertSidebar(actor, ['users']);
  return db.transaction(async (tx) => {
    const current = await repo.findUser(tx, id);
    if (!current) throw notFound('User');
    if (current.version !== body.version) throw staleVersion('User');
    const held = await grantsOf(tx, id);
    const wanted = new Set(body.assignments.map(keyOf));
    const changed = wanted.size !== held.length || held.some((g) => !wanted.has(keyOf(g)));
    if (changed) assertNotSelf(actor, id);
    await assertMayManage(tx, actor, current);
    const grants = await resolveAssignments(tx, body.assignments);
    assertMayGrant(actor, grants, await fleetFor(tx, actor, grants));
    const before = await loadUserView(tx, current);
    if (!changed) return before;

    const updated = await repo.updateUser(tx, id, body.version, {});
    if (!updated) throw staleVersion('User');
    await setAssignments(tx, id, grants);
    const after = await loadUserView(tx, updated);
    await recordAudit(tx, actor, { action: 'set_roles', entity: 'user', entityId: id, before, after });
    return after;
  });
}
