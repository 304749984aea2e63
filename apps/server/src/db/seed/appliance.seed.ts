import { addCalendarDays } from '@keel/domain';
import type { Tx } from '../client';
import { allShips } from '../../modules/access/access.service';
import {
  countAppliances,
  insertAppliance,
  insertInstall,
} from '../../modules/operations/appliance/appliance.repo';
import { applianceTargets } from '../../modules/operations/appliance-target/appliance-target.table';
import { BULK_APPLIANCES, DEMO_TARGETS, TANKER_APPLIANCES } from './appliance.seed-data';

/**
 * The onboard appliance register of the six demo ships (bridge, radio, engine control, BWTS, ICCP)
 * with mixed software versions and their history, and the fleet targets, so that some ships lag
 * behind. Idempotent: skipped when any appliance exists; targets that exist are left as they are.
 */
export async function seedAppliances(tx: Tx): Promise<void> {
  await tx
    .insert(applianceTargets)
    .values(DEMO_TARGETS.map((t) => ({ ...t, updatedByName: 'Sven Lindqvist' })))
    .onConflictDoNothing();
  if ((await countAppliances(tx)) > 0) return;
  const today = new Date().toISOString().slice(0, 10);
  const ships = await allShips(tx);
  const index = new Map<string, number>();
  for (const ship of ships) {
    const family = ship.family ?? '';
    const s = index.get(family) ?? 0;
    index.set(family, s + 1);
    const list = family.includes('tanker') ? TANKER_APPLIANCES : BULK_APPLIANCES;
    for (const demo of list) {
      const history = demo.history(s).map((h) => ({ ...h, on: addCalendarDays(today, -h.daysAgo) }));
      const last = history.at(-1)!;
      const row = await insertAppliance(tx, {
        shipId: ship.id,
        type: demo.type,
        name: demo.name,
        maker: demo.maker,
        model: demo.model,
        serialNumber: `${demo.model
          .replace(/[^A-Z0-9]/gi, '')
          .slice(0, 6)
          .toUpperCase()}-${ship.imo.slice(-4)}${demo.name.endsWith('2') ? '2' : '1'}`,
        softwareName: demo.softwareName,
        softwareVersion: last.version,
        installedOn: last.on,
      });
      let previous: string | null = null;
      for (const h of history) {
        await insertInstall(tx, {
          applianceId: row.id,
          shipId: ship.id,
          softwareName: demo.softwareName,
          softwareVersion: h.version,
          previousVersion: previous,
          installedOn: h.on,
          installedBy: h.by,
          recordedByName: 'Demo data',
        });
        previous = h.version;
      }
    }
  }
}
