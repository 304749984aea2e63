import type { ResetPassword, UpdateUser, User } from '@keel/domain';
import type { Db } from '../../db/client';
import { forbidden, notFound, staleVersion } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { assertSidebar, type Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { endUserSessions } from '../auth/auth.service';
import * as repo from './user.repo';
import { loadUserView, uniqueEmail } from './user.service';
import {
  ADMIN_FLAG_MESSAGE,
  assertAdminRules,
  assertMayManage,
  assertNotSelf,
  lockAdmins,
} from './user-rules.service';

type UserChanges = Omit<UpdateUser, 'version'>;

/** The fields of `changes` whose value differs from the stored row. */
function changedFields(current: repo.UserRow, changes: UserChanges): UserChanges {
  const diff: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes))
    if (value !== undefined && value !== current[key as keyof UserChanges]) diff[key] = value;
  return diff as UserChanges;
}

/**
 * `PATCH /users/:id`: name, e-mail, job title, admin flag, active flag (deactivation is
 * `active: false` and ends the user's sessions). Optimistic lock on `version`. Nobody changes their
 * own admin or active flag; only administrators touch the admin flag or edit an administrator; the
 * last active administrator stays (checked on locked rows, so concurrent changes cannot both pass).
 */
export async function updateUser(db: Db, actor: Actor, id: string, body: UpdateUser): Promise<User> {
  assertSidebar(actor, ['users']);
  const { version, ...changes } = body;
  return uniqueEmail(changes.email, () =>
    db.transaction(async (tx) => {
      const touchesRights = changes.isAdmin !== undefined || changes.active !== undefined;
      const admins = touchesRights ? await lockAdmins(tx) : null;
      const current = await repo.findUser(tx, id);
      if (!current) throw notFound('User');
      if (current.version !== version) throw staleVersion('User');
      const diff = changedFields(current, changes);
      const next = { isAdmin: diff.isAdmin ?? current.isAdmin, active: diff.active ?? current.active };
      if (diff.isAdmin !== undefined || diff.active !== undefined) assertNotSelf(actor, id);
      if (diff.isAdmin !== undefined && !actor.isAdmin) throw forbidden(ADMIN_FLAG_MESSAGE);
      await assertMayManage(tx, actor, current);
      if (admins) assertAdminRules(admins, actor, current, next);
      if (Object.keys(diff).length === 0) return loadUserView(tx, current);

      const before = await loadUserView(tx, current);
      const updated = await repo.updateUser(tx, id, version, diff);
      if (!updated) throw staleVersion('User');
      if (current.active && !updated.active) await endUserSessions(tx, id);
      const after = await loadUserView(tx, updated);
      const action = diff.active === false ? 'deactivate' : diff.active === true ? 'reactivate' : 'update';
      await recordAudit(tx, actor, { action, entity: 'user', entityId: id, before, after });
      return after;
    }),
  );
}

/**
 * `POST /users/:id/password`: sets a new password and ends every session of that user. The hash
 * never leaves the server: the audit row holds the user's API shape before and after.
 */
export async function resetPassword(db: Db, actor: Actor, id: string, body: ResetPassword): Promise<User> {
  assertSidebar(actor, ['users']);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const current = await repo.findUser(tx, id);
    if (!current) throw notFound('User');
    if (current.version !== body.version) throw staleVersion('User');
    await assertMayManage(tx, actor, current);
    const before = await loadUserView(tx, current);
    const updated = await repo.updateUser(tx, id, body.version, { passwordHash });
    if (!updated) throw staleVersion('User');
    await endUserSessions(tx, id);
    const after = await loadUserView(tx, updated);
    await recordAudit(tx, actor, { action: 'reset_password', entity: 'user', entityId: id, before, after });
    return after;
  });
}
