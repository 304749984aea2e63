import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { ships } from '../../modules/fleet/ship.table';
import { insertNoonReportBatch } from '../../modules/fleet/noon-report/noon-report.repo';
import type { NoonReportInsert } from '../../modules/fleet/noon-report/noon-report.table';
import { MR_TANKER, ULTRAMAX, simulateNoonReports } from './noon-report-simulator';
import { ITINERARIES, VOYAGE_PREFIX } from './noon-report-voyages';

/** Days of noon reports per demo ship. */
export const DEMO_REPORT_DAYS = 180;
/** Rows per multi-row INSERT. */
const BATCH = 1000;

/**
 * 180 days of noon reports for each demo ship, ending yesterday, on the ship's trading pattern
 * (noon-report-voyages.ts). Two reports are left as a real fleet's history would hold them, so the
 * table's flags show: Keel Borealis misses one day (a gap) and Keel Dorado's report of one day was
 * sent twice (a duplicate). Idempotent: a ship that has reports already is left alone.
 */
export async function seedNoonReports(tx: Tx): Promise<void> {
  await seedNoonReportsUntil(tx, new Date());
}

/** {@link seedNoonReports} with the reports ending the day before `today`. */
export async function seedNoonReportsUntil(tx: Tx, today: Date): Promise<void> {
  const shipRows = await tx.select({ id: ships.id, name: ships.name, shipType: ships.shipType }).from(ships);
  const withReports = await tx.execute<{ ship_id: string }>(sql`SELECT DISTINCT ship_id FROM noon_reports`);
  const skip = new Set(withReports.rows.map((r) => r.ship_id));
  const firstDay = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - DEMO_REPORT_DAYS),
  );

  const rows: NoonReportInsert[] = [];
  Object.keys(ITINERARIES).forEach((name, index) => {
    const ship = shipRows.find((s) => s.name === name);
    const itinerary = ITINERARIES[name];
    if (!ship || !itinerary || skip.has(ship.id)) return;
    let reports = simulateNoonReports({
      shipId: ship.id,
      voyagePrefix: VOYAGE_PREFIX[name] ?? 'KEL',
      itinerary,
      shipClass: ship.shipType === 'tanker' ? MR_TANKER : ULTRAMAX,
      firstDay,
      days: DEMO_REPORT_DAYS,
      warmupDays: 9 + index * 17,
      seed: 7919 * (index + 1),
    });
    if (name === 'Keel Borealis') reports = reports.filter((_r, i) => i !== 97);
    if (name === 'Keel Dorado') {
      const original = reports[60]!;
      reports.splice(61, 0, {
        ...original,
        remarks: 'Report sent again by the ship after a ROB correction',
        createdAt: new Date(original.createdAt!.getTime() + 3_600_000),
        updatedAt: new Date(original.createdAt!.getTime() + 3_600_000),
      });
    }
    rows.push(...reports);
  });

  for (let i = 0; i < rows.length; i += BATCH) await insertNoonReportBatch(tx, rows.slice(i, i + BATCH));
}
