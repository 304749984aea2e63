import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { FuelType, OverviewBucket } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../ship.table';

/** A time range [from, to) over the reports of some ships (null: every ship). */
export interface ReportRange {
  shipIds: readonly string[] | null;
  from: Date;
  to: Date;
}

/** A ship as the overview needs it. */
export interface OverviewShip {
  id: string;
  name: string;
  shipType: string;
  dwt: number | null;
  gt: number | null;
}

/** The ships of a scope, by name. */
export async function selectOverviewShips(
  db: DbOrTx,
  shipIds: readonly string[] | null,
): Promise<OverviewShip[]> {
  const query = db
    .select({ id: ships.id, name: ships.name, shipType: ships.shipType, dwt: ships.dwt, gt: ships.gt })
    .from(ships);
  return (shipIds ? query.where(inArray(ships.id, [...shipIds])) : query).orderBy(asc(ships.name));
}

function rangeWhere(range: ReportRange): SQL {
  const ids = range.shipIds;
  const ship =
    ids === null ? sql`` : ids.length === 1 ? sql`r.ship_id = ${ids[0]} AND ` : sql`r.ship_id IN ${ids} AND `;
  return sql`WHERE ${ship}r.report_time >= ${range.from.toISOString()}::timestamptz AND r.report_time < ${range.to.toISOString()}::timestamptz`;
}

/** Per-ship sums of a range: reports, distance, hours steaming, hours covered. */
export interface ShipSumsRow {
  shipId: string;
  reports: number;
  distanceNm: number;
  hoursSteaming: number;
  elapsedHours: number;
}

/**
 * Sums per ship over the range. The hours a report covers are the time since the ship's previous
 * report (looked up before the range for the first one; a ship's very first report counts 24 h).
 */
export async function selectShipSums(db: DbOrTx, range: ReportRange): Promise<ShipSumsRow[]> {
  const result = await db.execute<ShipSumsRow & Record<string, unknown>>(sql`
    WITH r AS (
      SELECT r.ship_id, r.distance_nm, r.hours_steaming,
        extract(epoch FROM r.report_time - coalesce(
          lag(r.report_time) OVER (PARTITION BY r.ship_id ORDER BY r.report_time, r.id),
          (SELECT max(p.report_time) FROM noon_reports p WHERE p.ship_id = r.ship_id AND p.report_time < ${range.from.toISOString()}::timestamptz),
          r.report_time - interval '24 hours')) / 3600 AS elapsed_h
      FROM noon_reports r ${rangeWhere(range)}
    )
    SELECT ship_id AS "shipId", count(*)::int AS reports, sum(distance_nm)::float8 AS "distanceNm",
      sum(hours_steaming)::float8 AS "hoursSteaming", sum(elapsed_h)::float8 AS "elapsedHours"
    FROM r GROUP BY ship_id`);
  return result.rows.map((row) => ({
    shipId: row.shipId,
    reports: Number(row.reports),
    distanceNm: Number(row.distanceNm),
    hoursSteaming: Number(row.hoursSteaming),
    elapsedHours: Number(row.elapsedHours),
  }));
}

/** Fuel burnt per ship and type over the range. */
export async function selectShipFuel(
  db: DbOrTx,
  range: ReportRange,
): Promise<{ shipId: string; fuel: FuelType; tonnes: number }[]> {
  const result = await db.execute<{ shipId: string; fuel: FuelType; tonnes: number }>(sql`
    SELECT r.ship_id AS "shipId", f.key AS fuel, sum(f.value::float8)::float8 AS tonnes
    FROM noon_reports r CROSS JOIN LATERAL jsonb_each(r.fuel_consumed) f ${rangeWhere(range)}
    GROUP BY 1, 2`);
  return result.rows.map((row) => ({ ...row, tonnes: Number(row.tonnes) }));
}

/** Distance per bucket (UTC dates) over the range. */
export async function selectBucketDistance(
  db: DbOrTx,
  range: ReportRange,
  bucket: OverviewBucket,
): Promise<{ start: string; distanceNm: number }[]> {
  const result = await db.execute<{ start: string | Date; distanceNm: number }>(sql`
    SELECT to_char(date_trunc(${bucket}, r.report_time AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS start,
      sum(r.distance_nm)::float8 AS "distanceNm"
    FROM noon_reports r ${rangeWhere(range)} GROUP BY 1`);
  return result.rows.map((row) => ({ start: String(row.start), distanceNm: Number(row.distanceNm) }));
}

/** Fuel per bucket and type over the range. */
export async function selectBucketFuel(
  db: DbOrTx,
  range: ReportRange,
  bucket: OverviewBucket,
): Promise<{ start: string; fuel: FuelType; tonnes: number }[]> {
  const result = await db.execute<{ start: string; fuel: FuelType; tonnes: number }>(sql`
    SELECT to_char(date_trunc(${bucket}, r.report_time AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS start, f.key AS fuel,
      sum(f.value::float8)::float8 AS tonnes
    FROM noon_reports r CROSS JOIN LATERAL jsonb_each(r.fuel_consumed) f ${rangeWhere(range)}
    GROUP BY 1, 2`);
  return result.rows.map((row) => ({ start: String(row.start), fuel: row.fuel, tonnes: Number(row.tonnes) }));
}

/** Distance per ship over the range (for the CII year). */
export async function selectShipDistance(
  db: DbOrTx,
  range: ReportRange,
): Promise<{ shipId: string; distanceNm: number }[]> {
  const result = await db.execute<{ shipId: string; distanceNm: number }>(sql`
    SELECT r.ship_id AS "shipId", sum(r.distance_nm)::float8 AS "distanceNm" FROM noon_reports r ${rangeWhere(range)} GROUP BY 1`);
  return result.rows.map((row) => ({ shipId: row.shipId, distanceNm: Number(row.distanceNm) }));
}
