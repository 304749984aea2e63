import {
  ACTION_DESCRIPTIONS,
  ACTION_NAMES,
  AUTH_MESSAGES,
  SIDEBAR_PERMISSIONS,
  buildAccess,
  can,
  hasSidebar,
  missingActions,
  type Access,
  type ActionName,
  type CheckMode,
  type ShipActions,
  type SidebarPermission,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, forbidden } from '../../lib/http-error';
import type { AccessClaims } from '../../lib/tokens';
import { accessCache, accessCacheKey } from './access-cache';
import { selectAllShipIds, selectRequestAccessRows, selectShips, type AccessRow } from './access.repo';

/** The signed-in user of a request with what they may do. */
export interface Actor extends AccessClaims {
  access: Access;
  /** Actions per ship in the API's shape (spec §3). */
  shipActions: ShipActions[];
}

/** Folds the access rows into sidebar permissions and actions per ship. */
export function foldAccessRows(rows: AccessRow[]): {
  isAdmin: boolean;
  sidebar: string[];
  shipActions: ShipActions[];
} {
  const sidebar = new Set<string>();
  const byShip = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const p of row.sidebar ?? []) sidebar.add(p);
    if (!row.ship_id) continue;
    const set = byShip.get(row.ship_id) ?? new Set<string>();
    for (const a of row.actions ?? []) set.add(a);
    byShip.set(row.ship_id, set);
  }
  return {
    isAdmin: rows[0]?.is_admin === true,
    sidebar: [...sidebar].sort(),
    shipActions: [...byShip.entries()].map(([ship_id, set]) => ({ ship_id, actions: [...set].sort() })),
  };
}

/**
 * Loads the access of a token's user with one query (reused for a moment by the same session, see
 * access-cache.ts). A deleted or deactivated user gets 401, and so does a token whose session was
 * ended (logout, refresh-token reuse, password reset): both take effect on the next request, not
 * when the token expires.
 */
export async function loadActor(db: DbOrTx, claims: AccessClaims): Promise<Actor> {
  const rows = await accessCache.load(
    accessCacheKey(claims.id, claims.sid),
    () => selectRequestAccessRows(db, claims.id, claims.sid),
    // Only a live session of an active user is reused; the 401s are read afresh every time.
    (read) => read[0]?.active === true && read[0].session_live,
  );
  const first = rows[0];
  if (!first) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
  if (!first.active) throw new HttpError(401, AUTH_MESSAGES.inactive);
  if (!first.session_live) throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
  const { folded, access } = accessOf(rows);
  return { ...claims, isAdmin: folded.isAdmin, access, shipActions: folded.shipActions };
}

/** Folded access per rows array: the cache hands out the same array for a session, so this folds it once. */
const foldedAccess = new WeakMap<
  AccessRow[],
  { folded: ReturnType<typeof foldAccessRows>; access: Access }
>();

function accessOf(rows: AccessRow[]) {
  let entry = foldedAccess.get(rows);
  if (!entry) {
    const folded = foldAccessRows(rows);
    entry = { folded, access: buildAccess(folded) };
    foldedAccess.set(rows, entry);
  }
  return entry;
}

/** `GET /access/actions/`: every action of spec §6 with its description. */
export function listActions(): { name: ActionName; description: string }[] {
  return ACTION_NAMES.map((name) => ({ name, description: ACTION_DESCRIPTIONS[name] }));
}

/** `GET /access/actions/me/`: admins hold every action on every ship. */
export async function myShipActions(db: Db, actor: Actor): Promise<ShipActions[]> {
  if (!actor.isAdmin) return actor.shipActions;
  const ids = await selectAllShipIds(db);
  return ids.map((ship_id) => ({ ship_id, actions: [...ACTION_NAMES] }));
}

/** `GET /access/sidebar/me/`: admins hold every sidebar permission. */
export function mySidebar(actor: Actor): string[] {
  return actor.isAdmin ? [...SIDEBAR_PERMISSIONS] : [...actor.access.sidebar];
}

/** Throws 403 naming the missing sidebar permissions unless the actor holds them. */
export function assertSidebar(
  actor: Actor,
  permissions: readonly SidebarPermission[],
  mode: CheckMode = 'and',
): void {
  if (hasSidebar(actor.access, permissions, mode)) return;
  const missing = permissions.filter((p) => !actor.access.sidebar.has(p));
  throw forbidden(
    mode === 'and'
      ? `Missing permission: ${missing.join(', ')}`
      : `Missing permission: one of ${permissions.join(', ')}`,
  );
}

/**
 * Throws 403 unless the actor holds the actions, on `shipId` when given (only that ship's actions
 * count) or on any ship otherwise. The message names the missing actions and the ship.
 */
export function assertCan(
  actor: Actor,
  actions: readonly ActionName[],
  options: { shipId?: string | null; mode?: CheckMode } = {},
): void {
  if (can(actor.access, actions, options)) return;
  const missing = options.mode === 'or' ? actions : missingActions(actor.access, actions, options);
  const list = options.mode === 'or' ? `one of ${missing.join(', ')}` : missing.join(', ');
  throw forbidden(`Missing action ${list}${options.shipId ? ' on this ship' : ''}`);
}

/** Throws 403 unless the actor is an admin; `what` completes "Only administrators may …". */
export function assertAdmin(actor: Actor, what = 'do this'): void {
  if (!actor.isAdmin) throw forbidden(`Only administrators may ${what}`);
}

/** Throws 403 when a record's ship is outside the actor's ships (admins see every ship). */
export function assertShipInScope(actor: Actor, shipId: string): void {
  if (actor.isAdmin) return;
  if (!actor.access.actionsByShip.has(shipId)) throw forbidden('You have no access to this ship');
}

/** The ship ids a list must be limited to, or null for every ship (admins). */
export function shipFilter(actor: Actor): string[] | null {
  return actor.isAdmin ? null : [...actor.access.actionsByShip.keys()];
}

/** A ship of a user's scope as pickers show it. */
export interface ShipSummary {
  id: string;
  name: string;
  imo: string;
  family: string | null;
}

/** `GET /access/ships/me/`: the ships the actor is assigned to, by name (admins: every ship). */
export function myShips(db: DbOrTx, actor: Actor): Promise<ShipSummary[]> {
  return selectShips(db, shipFilter(actor));
}

/** The ships among `ids` that exist (for checking references in other modules' input). */
export function findShips(db: DbOrTx, ids: readonly string[]): Promise<ShipSummary[]> {
  return selectShips(db, [...new Set(ids)]);
}

/** Every ship of the fleet, by name. */
export function allShips(db: DbOrTx): Promise<ShipSummary[]> {
  return selectShips(db, null);
}
