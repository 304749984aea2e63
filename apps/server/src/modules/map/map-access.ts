import type { Db, DbOrTx } from '../../db/client';
import { assertShipInScope, assertSidebar, type Actor } from '../access/access.service';
import { assertShipExists } from '../conning/conning.service';
import { notFound } from '../../lib/http-error';

/** Sidebar permission of the fleet map (spec §6 route gate `/map`). */
export const LIVE_MAP = 'report.live_map' as const;

/** `report.live_map`, the ship in the actor's scope (a master: his ship) and the ship exists. */
export async function assertMapShip(db: Db | DbOrTx, actor: Actor, shipId: string): Promise<void> {
  assertSidebar(actor, [LIVE_MAP]);
  assertShipInScope(actor, shipId);
  await assertShipExists(db, shipId);
}

/**
 * The per-ship guard of a map record (forecast route, camera, snapshot): `report.live_map` first (a user
 * without the map learns nothing, not even whether the record exists), 404 naming `what` when it is
 * missing, then the record's ship against the actor's ships (403; a master: his ship).
 */
export async function loadMapRecord<T extends { shipId: string }>(
  actor: Actor,
  what: string,
  load: () => Promise<T | undefined>,
): Promise<T> {
  assertSidebar(actor, [LIVE_MAP]);
  const row = await load();
  if (!row) throw notFound(what);
  assertShipInScope(actor, row.shipId);
  return row;
}
