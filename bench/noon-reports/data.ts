import type { NoonReportInsert } from '../../apps/server/src/modules/fleet/noon-report/noon-report.table';
import {
  MR_TANKER,
  ULTRAMAX,
  simulateNoonReports,
} from '../../apps/server/src/db/seed/noon-report-simulator';
import { ITINERARIES } from '../../apps/server/src/db/seed/noon-report-voyages';
import { settleAfterLoad, type RawClient } from '../lib/databases';

/** Rows per INSERT … SELECT FROM unnest(…) statement. */
const BATCH = 10_000;

const COLUMNS: [keyof NoonReportInsert, string, string][] = [
  ['shipId', 'ship_id', 'uuid'],
  ['reportTime', 'report_time', 'timestamptz'],
  ['utcOffsetMinutes', 'utc_offset_minutes', 'int2'],
  ['voyage', 'voyage', 'text'],
  ['lat', 'lat', 'float8'],
  ['lon', 'lon', 'float8'],
  ['distanceNm', 'distance_nm', 'float8'],
  ['hoursSteaming', 'hours_steaming', 'float8'],
  ['avgSpeedKn', 'avg_speed_kn', 'float8'],
  ['meRpm', 'me_rpm', 'float8'],
  ['mePowerKw', 'me_power_kw', 'float8'],
  ['fuelConsumed', 'fuel_consumed', 'jsonb'],
  ['rob', 'rob', 'jsonb'],
  ['windBeaufort', 'wind_beaufort', 'int2'],
  ['windDirectionDeg', 'wind_direction_deg', 'float8'],
  ['seaState', 'sea_state', 'int2'],
  ['remarks', 'remarks', 'text'],
  ['co2Tonnes', 'co2_tonnes', 'float8'],
  ['co2ByFuel', 'co2_by_fuel', 'jsonb'],
  ['createdAt', 'created_at', 'timestamptz'],
  ['updatedAt', 'updated_at', 'timestamptz'],
];

const INSERT_SQL = `INSERT INTO noon_reports (${COLUMNS.map((c) => c[1]).join(', ')})
  SELECT * FROM unnest(${COLUMNS.map((c, i) => `$${i + 1}::${c[2] === 'jsonb' ? 'text' : c[2]}[]`).join(', ')})`;
// jsonb travels as text arrays and is cast once per row by the SELECT below.
const INSERT_SQL_JSON = INSERT_SQL.replace(
  'SELECT * FROM unnest(',
  `SELECT ${COLUMNS.map((c) => (c[2] === 'jsonb' ? `u.${c[1]}::jsonb` : `u.${c[1]}`)).join(', ')} FROM unnest(`,
).concat(` AS u(${COLUMNS.map((c) => c[1]).join(', ')})`);

/** Inserts rows with one large multi-row statement per {@link BATCH} rows (one array parameter per column). */
async function insertRows(raw: RawClient, rows: NoonReportInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const params = COLUMNS.map(([key, , type]) =>
      batch.map((row) => {
        const value = row[key];
        if (value === undefined || value === null) return null;
        if (type === 'jsonb') return JSON.stringify(value);
        if (value instanceof Date) return value.toISOString();
        return value;
      }),
    );
    await raw.query(INSERT_SQL_JSON, params);
  }
}

/**
 * Adds ships until there are `shipCount`, then gives every ship `perShip` noon reports ending
 * yesterday, simulated on the demo trading patterns (noon-report-simulator.ts), after removing the
 * demo reports so the table holds exactly `shipCount × perShip` rows.
 */
export async function loadNoonReports(
  raw: RawClient,
  shipCount: number,
  perShip: number,
  log: (line: string) => void,
) {
  await raw.query(
    `INSERT INTO ships (name, imo, mmsi, flag, ship_type, family, dwt, gt)
     SELECT 'Bench ' || lpad(g::text, 3, '0'), (9800000 + g)::text, (538100000 + g)::text, 'MH',
       CASE WHEN g % 2 = 0 THEN 'bulk_carrier' ELSE 'tanker' END, 'Bench fleet',
       CASE WHEN g % 2 = 0 THEN 63500 ELSE 49999 END, CASE WHEN g % 2 = 0 THEN 36300 ELSE 29800 END
     FROM generate_series(1, $1::int) g ON CONFLICT DO NOTHING`,
    [Math.max(0, shipCount - 6)],
  );
  const ships = (
    await raw.query<{ id: string; ship_type: string }>(
      'SELECT id, ship_type FROM ships ORDER BY name LIMIT $1',
      [shipCount],
    )
  ).rows;
  await raw.query('TRUNCATE noon_reports');
  const names = Object.keys(ITINERARIES);
  const today = new Date();
  const firstDay = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - perShip),
  );
  const started = Date.now();
  for (const [index, ship] of ships.entries()) {
    const name = names[index % names.length]!;
    const rows = simulateNoonReports({
      shipId: ship.id,
      voyagePrefix: `B${String(index).padStart(2, '0')}`,
      itinerary: ITINERARIES[name]!,
      shipClass: ship.ship_type === 'tanker' ? MR_TANKER : ULTRAMAX,
      firstDay,
      days: perShip,
      warmupDays: 3 + index * 5,
      seed: 104_729 * (index + 1),
    });
    await insertRows(raw, rows);
    if ((index + 1) % 10 === 0)
      log(`  ${(index + 1) * perShip} reports (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await raw.query('VACUUM ANALYZE noon_reports');
  await raw.query('ANALYZE noon_report_month_counts');
  await raw.query('ANALYZE noon_report_ship_counts');
  await settleAfterLoad(raw, log);
  return { ships: ships.map((s) => s.id), seconds: (Date.now() - started) / 1000 };
}
