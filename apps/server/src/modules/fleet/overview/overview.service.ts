import {
  EMPTY_VOYAGE_SUMS,
  addCalendarDays,
  addCalendarMonths,
  addVoyageSums,
  ciiShipType,
  co2FromFuel,
  compareCalendarDates,
  overviewBucket,
  shipCiiForYear,
  voyageTotals,
  type CiiRating,
  type FleetOverview,
  type FleetOverviewQuery,
  type FuelByType,
  type OverviewBucket,
  type OverviewPoint,
  type VoyageSums,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { assertShipInScope, assertSidebar, shipFilter, type Actor } from '../../access/access.service';
import * as repo from './overview.repo';

/** The sidebar permission of the overview (spec §6). */
export const REPORT_OVERVIEW = 'report.overview' as const;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Fuel rows per key → FuelByType per key. */
function fuelBy<K extends string>(
  rows: { key: K; fuel: keyof FuelByType; tonnes: number }[],
): Map<K, FuelByType> {
  const map = new Map<K, FuelByType>();
  for (const row of rows) {
    const fuel = map.get(row.key) ?? {};
    fuel[row.fuel] = row.tonnes;
    map.set(row.key, fuel);
  }
  return map;
}

/** The first day of the bucket holding `date` (weeks start on Monday, as PostgreSQL's date_trunc). */
function bucketStart(date: string, bucket: OverviewBucket): string {
  if (bucket === 'day') return date;
  if (bucket === 'month') return `${date.slice(0, 8)}01`;
  const weekday = (utc(date).getUTCDay() + 6) % 7;
  return addCalendarDays(date, -weekday);
}

/** Every bucket start from `from` to `to`, so the charts show empty stretches as zero. */
function bucketStarts(from: string, to: string, bucket: OverviewBucket): string[] {
  const starts: string[] = [];
  for (let d = bucketStart(from, bucket); compareCalendarDates(d, to) <= 0;) {
    starts.push(d);
    d =
      bucket === 'day'
        ? addCalendarDays(d, 1)
        : bucket === 'week'
          ? addCalendarDays(d, 7)
          : addCalendarMonths(d, 1);
  }
  return starts;
}

/**
 * `GET /overview/`: per ship and for the fleet over the period, distance, average speed, fuel per
 * day, CO₂; the attained CII and rating of each ship for the year (year-to-date when not over); a
 * chart series per day, week or month. SQL sums, the domain derives (fleet-overview.ts, cii.ts).
 */
export async function fleetOverview(
  db: DbOrTx,
  actor: Actor,
  query: FleetOverviewQuery,
): Promise<FleetOverview> {
  assertSidebar(actor, [REPORT_OVERVIEW]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const shipIds = query.shipId ? [query.shipId] : shipFilter(actor);
  const year = query.year ?? Number(query.to.slice(0, 4));
  const bucket = overviewBucket(query.from, query.to);
  const period: repo.ReportRange = { shipIds, from: utc(query.from), to: utc(addCalendarDays(query.to, 1)) };
  const yearRange: repo.ReportRange = { shipIds, from: utc(`${year}-01-01`), to: utc(`${year + 1}-01-01`) };

  const scoped = shipIds === null || shipIds.length > 0;
  const [ships, sums, fuel, bucketDistance, bucketFuel, yearDistance, yearFuel] = scoped
    ? await Promise.all([
        repo.selectOverviewShips(db, shipIds),
        repo.selectShipSums(db, period),
        repo.selectShipFuel(db, period),
        repo.selectBucketDistance(db, period, bucket),
        repo.selectBucketFuel(db, period, bucket),
        repo.selectShipDistance(db, yearRange),
        repo.selectShipFuel(db, yearRange),
      ])
    : [[], [], [], [], [], [], []];

  const fuelByShip = fuelBy(fuel.map((r) => ({ key: r.shipId, fuel: r.fuel, tonnes: r.tonnes })));
  const yearFuelByShip = fuelBy(yearFuel.map((r) => ({ key: r.shipId, fuel: r.fuel, tonnes: r.tonnes })));
  const today = new Date().toISOString().slice(0, 10);

  const shipSums: VoyageSums[] = [];
  const shipViews = ships.map((ship) => {
    const s = sums.find((r) => r.shipId === ship.id);
    const shipSum: VoyageSums = s
      ? {
          reports: s.reports,
          distanceNm: s.distanceNm,
          hoursSteaming: s.hoursSteaming,
          elapsedHours: s.elapsedHours,
          fuelByType: fuelByShip.get(ship.id) ?? {},
        }
      : EMPTY_VOYAGE_SUMS;
    shipSums.push(shipSum);
    const cii = shipCiiForYear({
      shipType: ship.shipType,
      dwt: ship.dwt,
      gt: ship.gt,
      year,
      fuelByType: yearFuelByShip.get(ship.id) ?? {},
      distanceNm: yearDistance.find((r) => r.shipId === ship.id)?.distanceNm ?? 0,
      today,
    });
    return {
      shipId: ship.id,
      shipName: ship.name,
      shipType: ship.shipType,
      knownShipType: ciiShipType(ship.shipType),
      dwt: ship.dwt,
      gt: ship.gt,
      totals: voyageTotals(shipSum),
      cii,
    };
  });

  const ratings: Partial<Record<CiiRating, number>> = {};
  for (const view of shipViews)
    if (view.cii.rating) ratings[view.cii.rating] = (ratings[view.cii.rating] ?? 0) + 1;

  const distanceByBucket = new Map(bucketDistance.map((r) => [r.start, r.distanceNm]));
  const fuelByBucket = fuelBy(bucketFuel.map((r) => ({ key: r.start, fuel: r.fuel, tonnes: r.tonnes })));
  const series: OverviewPoint[] = bucketStarts(query.from, query.to, bucket).map((start) => {
    const bucketFuelByType = fuelByBucket.get(start) ?? {};
    const tonnes = Object.values(bucketFuelByType).reduce((n, t) => n + (t ?? 0), 0);
    return {
      start,
      distanceNm: round(distanceByBucket.get(start) ?? 0, 1),
      fuelTonnes: round(tonnes, 3),
      co2Tonnes: co2FromFuel(bucketFuelByType).totalTonnes,
    };
  });

  return {
    from: query.from,
    to: query.to,
    year,
    bucket,
    fleet: { ...voyageTotals(addVoyageSums(shipSums)), ships: ships.length, ratings },
    ships: shipViews,
    series,
  };
}
