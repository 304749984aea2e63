import type { ActionName } from './actions';
import type { SidebarPermission } from './sidebar';

/** The access list of one ship as the API sends it (spec §3 "Access actions"). */
export interface ShipActions {
  ship_id: string;
  actions: string[];
}

/** What a user may do: the admin flag, sidebar permissions and actions per ship. */
export interface Access {
  isAdmin: boolean;
  sidebar: ReadonlySet<string>;
  /** Ship id → actions on that ship (spec §3: "kept as a map from ship to set of actions"). */
  actionsByShip: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Builds an {@link Access} from the three API answers (admin flag, sidebar list, actions per ship). */
export function buildAccess(input: {
  isAdmin: boolean;
  sidebar: readonly string[];
  shipActions: readonly ShipActions[];
}): Access {
  const actionsByShip = new Map<string, Set<string>>();
  for (const entry of input.shipActions) {
    const set = actionsByShip.get(entry.ship_id) ?? new Set<string>();
    for (const action of entry.actions) set.add(action);
    actionsByShip.set(entry.ship_id, set);
  }
  return { isAdmin: input.isAdmin, sidebar: new Set(input.sidebar), actionsByShip };
}

/** `and`: every listed name is needed; `or`: any one is enough. */
export type CheckMode = 'and' | 'or';

/** Options of {@link can}. */
export interface CanOptions {
  /** Only this ship's actions count; without it, the union over all ships counts. */
  shipId?: string | null | undefined;
  mode?: CheckMode;
}

function actionsFor(access: Access, shipId: string | null | undefined): ReadonlySet<string> {
  if (shipId) return access.actionsByShip.get(shipId) ?? new Set();
  const union = new Set<string>();
  for (const set of access.actionsByShip.values()) for (const action of set) union.add(action);
  return union;
}

/**
 * The per-action check of spec §6. The admin flag passes every check. With a ship, only that ship's
 * actions count; without one, the union over every ship counts. An empty list is allowed.
 */
export function can(access: Access, actions: readonly ActionName[], options: CanOptions = {}): boolean {
  if (access.isAdmin) return true;
  const held = actionsFor(access, options.shipId);
  const mode = options.mode ?? 'and';
  if (actions.length === 0) return true;
  return mode === 'and' ? actions.every((a) => held.has(a)) : actions.some((a) => held.has(a));
}

/** The actions of `actions` that the user lacks (for a 403 message naming what is missing). */
export function missingActions(
  access: Access,
  actions: readonly ActionName[],
  options: CanOptions = {},
): ActionName[] {
  if (access.isAdmin) return [];
  const held = actionsFor(access, options.shipId);
  return actions.filter((a) => !held.has(a));
}

/** Sidebar check: `and` needs every permission, `or` any one. The admin flag passes. */
export function hasSidebar(
  access: Access,
  permissions: readonly SidebarPermission[],
  mode: CheckMode = 'and',
): boolean {
  if (access.isAdmin) return true;
  if (permissions.length === 0) return true;
  return mode === 'and'
    ? permissions.every((p) => access.sidebar.has(p))
    : permissions.some((p) => access.sidebar.has(p));
}

/** True when the user holds any sidebar permission that starts with `prefix` (e.g. `purchasing`). */
export function hasSidebarPrefix(access: Access, prefix: string): boolean {
  if (access.isAdmin) return true;
  for (const p of access.sidebar) if (p === prefix || p.startsWith(`${prefix}.`)) return true;
  return false;
}

/**
 * The ships a user is assigned to (a role on that ship, or on every ship), whether or not the role
 * carries actions. Admins see every ship: callers check `isAdmin` first.
 */
export function shipScope(access: Access): string[] {
  return [...access.actionsByShip.keys()];
}
