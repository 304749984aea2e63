import { sql } from 'drizzle-orm';
import { effectiveValue, type EtaSpeeds } from '@keel/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../access/access.service';
import type { ConningStore } from '../conning/conning-store';
import { assertMapShip } from './map-access';
import { loadSensorSamples } from './map-position';

const MS_TO_KN = 3600 / 1852;
const DAY_MS = 86_400_000;
const r2 = (n: number | null) => (n === null || !Number.isFinite(n) ? null : Math.round(n * 100) / 100);

/**
 * `GET /map/ships/:shipId/eta-speeds`, the speeds of the forecast's ETA modes:
 * - currentKn: the live speed over ground (fresh sensor value), else the last noon report's average speed;
 * - last24hKn: the mean SOG of the last 24 h from the hourly sensor aggregates, else the last noon report's
 *   average speed when that report is under 36 h old;
 * - averageKn: distance / hours steaming over the noon reports of the last 30 days (the ship's average at
 *   sea), else the mean SOG of the last 30 days from the daily sensor aggregates.
 */
export async function etaSpeeds(
  db: Db,
  store: ConningStore,
  actor: Actor,
  shipId: string,
): Promise<EtaSpeeds> {
  await assertMapShip(db, actor, shipId);
  const now = Date.now();
  const since24 = new Date(now - DAY_MS).toISOString();
  const since30 = new Date(now - 30 * DAY_MS).toISOString();
  const [samples, agg, noon] = await Promise.all([
    loadSensorSamples(db, store, [shipId]),
    db.execute(sql`
      select
        (select sum(sum) / nullif(sum(count), 0) from conning_aggregates
          where ship_id = ${shipId} and path = 'navigation.speedOverGround' and resolution = '1h'
            and bucket >= ${since24}::timestamptz)::float8 as day,
        (select sum(sum) / nullif(sum(count), 0) from conning_aggregates
          where ship_id = ${shipId} and path = 'navigation.speedOverGround' and resolution = '1d'
            and bucket >= ${since30}::timestamptz)::float8 as month`),
    db.execute(sql`
      select
        (select sum(distance_nm) / nullif(sum(hours_steaming), 0) from noon_reports
          where ship_id = ${shipId} and report_time >= ${since30}::timestamptz)::float8 as average,
        (select avg_speed_kn from noon_reports where ship_id = ${shipId}
          order by report_time desc limit 1)::float8 as last,
        (select extract(epoch from report_time) * 1000 from noon_reports where ship_id = ${shipId}
          order by report_time desc limit 1)::float8 as last_at`),
  ]);
  const a = agg.rows[0] as { day: number | null; month: number | null };
  const n = noon.rows[0] as { average: number | null; last: number | null; last_at: number | null };
  const sog = effectiveValue(
    (samples.get(shipId) ?? []).filter((s) => s.path === 'navigation.speedOverGround'),
    now,
  );
  const live = sog && !sog.stale && typeof sog.sample.value === 'number' ? sog.sample.value * MS_TO_KN : null;
  const recentNoon = n.last_at !== null && now - Number(n.last_at) < 1.5 * DAY_MS ? n.last : null;
  return {
    currentKn: r2(live ?? n.last),
    last24hKn: r2(a.day !== null ? Number(a.day) * MS_TO_KN : recentNoon),
    averageKn: r2(
      n.average !== null ? Number(n.average) : a.month !== null ? Number(a.month) * MS_TO_KN : null,
    ),
  };
}
