import { isActionName, missingActions, type ActionName } from '@keel/domain';
import { forbidden } from '../../lib/http-error';
import type { Actor, ShipSummary } from './access.service';

/** A role given on one ship (or on every ship when `shipId` is null), with the role's rights. */
export interface Grant {
  roleId: string;
  roleName: string;
  sidebar: readonly string[];
  actions: readonly string[];
  shipId: string | null;
  shipName: string | null;
}

const where = (grant: Grant) => (grant.shipId ? `on ${grant.shipName ?? 'this ship'}` : 'on all ships');

/**
 * What the actor lacks to hand out `grant` (null when nothing): every sidebar permission of the role,
 * and every action of the role on each ship concerned (all ships of the fleet for `shipId` null).
 * Admins lack nothing.
 */
export function grantGap(actor: Actor, grant: Grant, fleet: readonly ShipSummary[]): string | null {
  if (actor.isAdmin) return null;
  const sidebar = grant.sidebar.filter((p) => !actor.access.sidebar.has(p));
  if (sidebar.length > 0) return `you do not hold the permission ${sidebar.join(', ')}`;
  const ships = grant.shipId ? [{ id: grant.shipId, name: grant.shipName ?? 'this ship' }] : fleet;
  for (const ship of ships) {
    const held = actor.access.actionsByShip.get(ship.id);
    if (!held) return `${ship.name} is not one of your ships`;
    const missing = grant.actions.filter((a) => !held.has(a));
    if (missing.length > 0) return `you do not hold ${missing.join(', ')} on ${ship.name}`;
  }
  return null;
}

/** 403 unless the actor may hand out each grant (a non-admin gives only rights he holds himself). */
export function assertMayGrant(actor: Actor, grants: readonly Grant[], fleet: readonly ShipSummary[]): void {
  for (const grant of grants) {
    const gap = grantGap(actor, grant, fleet);
    if (gap) throw forbidden(`You cannot give the role "${grant.roleName}" ${where(grant)}: ${gap}`);
  }
}

/**
 * 403 unless the actor holds every right of the user he wants to edit: otherwise resetting that
 * user's password or editing their roles would hand the actor rights he lacks.
 */
export function assertMayManageHolder(
  actor: Actor,
  grants: readonly Grant[],
  fleet: readonly ShipSummary[],
): void {
  for (const grant of grants) {
    const gap = grantGap(actor, grant, fleet);
    if (gap)
      throw forbidden(
        `You cannot manage a user with rights you do not hold (role "${grant.roleName}" ${where(grant)}: ${gap})`,
      );
  }
}

/** 403 unless a non-admin holds every right he puts into a role (actions on any of his ships). */
export function assertRoleWithinRights(
  actor: Actor,
  rights: { sidebar: readonly string[]; actions: readonly string[] },
): void {
  if (actor.isAdmin) return;
  const sidebar = rights.sidebar.filter((p) => !actor.access.sidebar.has(p));
  const actions = missingActions(actor.access, rights.actions.filter(isActionName) as ActionName[]);
  const missing = [...sidebar, ...actions];
  if (missing.length > 0)
    throw forbidden(`You cannot put into a role rights you do not hold: ${missing.join(', ')}`);
}
