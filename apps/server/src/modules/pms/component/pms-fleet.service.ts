import { inArray, sql } from 'drizzle-orm';
import type { PmsFleetShip } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { assertSidebar, myShips, type Actor } from '../../access/access.service';
import { pmsCounters } from '../counter/counter.table';
import { pmsComponents } from './component.table';

/**
 * `GET /pms/fleet`: a card per ship of the user's scope with its tree's size, critical components,
 * counters and last running-hours reading (the jobs module adds its counts beside, contracts.md).
 */
export async function pmsFleet(db: DbOrTx, actor: Actor): Promise<PmsFleetShip[]> {
  assertSidebar(actor, ['PMS.catalogues', 'PMS.jobs']);
  const ships = await myShips(db, actor);
  if (ships.length === 0) return [];
  const rows = await db
    .select({
      shipId: pmsComponents.shipId,
      components: sql<number>`count(DISTINCT ${pmsComponents.id})::int`,
      critical: sql<number>`count(DISTINCT ${pmsComponents.id}) FILTER (WHERE ${pmsComponents.critical})::int`,
      counters: sql<number>`count(${pmsCounters.id})::int`,
      lastReadingOn: sql<string | null>`max(${pmsCounters.currentReadingOn})::text`,
    })
    .from(pmsComponents)
    .leftJoin(pmsCounters, sql`${pmsCounters.componentId} = ${pmsComponents.id}`)
    .where(
      inArray(
        pmsComponents.shipId,
        ships.map((s) => s.id),
      ),
    )
    .groupBy(pmsComponents.shipId);
  const byShip = new Map(rows.map((r) => [r.shipId, r]));
  return ships.map((s) => {
    const r = byShip.get(s.id);
    return {
      shipId: s.id,
      shipName: s.name,
      family: s.family,
      components: r?.components ?? 0,
      critical: r?.critical ?? 0,
      counters: r?.counters ?? 0,
      lastReadingOn: r?.lastReadingOn ?? null,
    };
  });
}
