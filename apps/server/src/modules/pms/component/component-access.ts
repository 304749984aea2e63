import type { ActionName } from '@keel/domain';
import { assertCan, assertShipInScope, assertSidebar, type Actor } from '../../access/access.service';

/** The tree a component belongs to: a ship's or a catalogue's (exactly one is set). */
export type ComponentScope = { shipId: string; catalogueId: null } | { shipId: null; catalogueId: string };

/**
 * Read check of a tree: a catalogue needs the sidebar `PMS.catalogues`; a ship's tree (the
 * `/PMS/manage/:shipID` screen) needs `PMS.catalogues` and `PMS.jobs` and the ship in the user's scope.
 */
export function assertTreeRead(actor: Actor, scope: ComponentScope): void {
  if (scope.shipId === null) {
    assertSidebar(actor, ['PMS.catalogues']);
    return;
  }
  assertSidebar(actor, ['PMS.catalogues', 'PMS.jobs']);
  assertShipInScope(actor, scope.shipId);
}

/**
 * Change check of a tree: the read check plus `component_management` on that ship; a catalogue's
 * templates need `component_management` on some ship (office users who manage ships' trees).
 * `actions` widens what is enough (e.g. a running-hours reading: `job_management` too).
 */
export function assertTreeChange(
  actor: Actor,
  scope: ComponentScope,
  actions: readonly ActionName[] = ['component_management'],
): void {
  assertTreeRead(actor, scope);
  assertCan(actor, actions, { shipId: scope.shipId, mode: 'or' });
}

/** The scope of a create/copy target given as two optional ids. */
export function scopeOf(
  shipId: string | null | undefined,
  catalogueId: string | null | undefined,
): ComponentScope {
  return shipId ? { shipId, catalogueId: null } : { shipId: null, catalogueId: catalogueId! };
}

/** True when two scopes are the same tree. */
export function sameScope(a: ComponentScope, b: ComponentScope): boolean {
  return a.shipId === b.shipId && a.catalogueId === b.catalogueId;
}
