import type { DbOrTx } from '../../db/client';
import { conflict, forbidden } from '../../lib/http-error';
import { allShips, type Actor, type ShipSummary } from '../access/access.service';
import { grantsOf } from '../access/assignment.service';
import { assertMayManageHolder, type Grant } from '../access/grant.service';
import { lockActiveAdmins, type UserRow } from './user.repo';

/** The 403 message when someone changes their own admin flag, active flag or roles. */
export const SELF_RIGHTS_MESSAGE = 'You cannot change your own rights';
/** The 409 message of the last-admin rule. */
export const LAST_ADMIN_MESSAGE =
  'The last active administrator cannot be deactivated or demoted; make another user an administrator first';
/** The 403 message when a non-admin touches the admin flag. */
export const ADMIN_FLAG_MESSAGE = 'Only administrators may grant or remove administrator rights';
/** The 403 message when a non-admin edits an administrator. */
export const EDIT_ADMIN_MESSAGE = 'Only administrators may edit an administrator';

/** 403 when the actor would change their own rights. */
export function assertNotSelf(actor: Actor, targetId: string): void {
  if (actor.id === targetId) throw forbidden(SELF_RIGHTS_MESSAGE);
}

/** The fleet, loaded only when a non-admin check needs it (a grant on every ship). */
export async function fleetFor(db: DbOrTx, actor: Actor, grants: readonly Grant[]): Promise<ShipSummary[]> {
  if (actor.isAdmin || !grants.some((g) => g.shipId === null)) return [];
  return allShips(db);
}

/**
 * 403 unless the actor may edit this user: administrators only by administrators, and a non-admin
 * only a user whose every right he holds himself (or a password reset would hand him those rights).
 */
export async function assertMayManage(db: DbOrTx, actor: Actor, target: UserRow): Promise<void> {
  if (actor.isAdmin) return;
  if (target.isAdmin) throw forbidden(EDIT_ADMIN_MESSAGE);
  const grants = await grantsOf(db, target.id);
  assertMayManageHolder(actor, grants, await fleetFor(db, actor, grants));
}

/**
 * The admin rules of a change that may touch administrators, checked against rows locked in the
 * caller's transaction so that two concurrent changes cannot both pass:
 *  - the last active administrator may not be deactivated or demoted (409);
 *  - an admin-only change needs the actor to still be an active administrator (403).
 * Call {@link lockAdmins} first in the transaction, before reading the target.
 */
export function assertAdminRules(
  admins: readonly string[],
  actor: Actor,
  target: UserRow,
  next: { isAdmin: boolean; active: boolean },
): void {
  const wasActiveAdmin = target.isAdmin && target.active;
  const staysActiveAdmin = next.isAdmin && next.active;
  if (wasActiveAdmin && !staysActiveAdmin && !admins.some((id) => id !== target.id))
    throw conflict(LAST_ADMIN_MESSAGE);
  const adminOnly = target.isAdmin || next.isAdmin !== target.isAdmin;
  if (adminOnly && !admins.includes(actor.id))
    throw forbidden(next.isAdmin !== target.isAdmin ? ADMIN_FLAG_MESSAGE : EDIT_ADMIN_MESSAGE);
}

/** Locks the active administrators' rows for the transaction and returns their ids. */
export function lockAdmins(db: DbOrTx): Promise<string[]> {
  return lockActiveAdmins(db);
}
