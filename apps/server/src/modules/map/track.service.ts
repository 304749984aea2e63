import { sql } from 'drizzle-orm';
import {
  describePath,
  downsampleSegments,
  type TrackFix,
  type TrackQuery,
  type TrackResponse,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { Actor } from '../access/access.service';
import type { ConningStore } from '../conning/conning-store';
import { assertMapShip } from './map-access';
import { DAY_MS } from './position-day.repo';
import { MINUTE_MS, PACKED_PARAMETER, selectSpeedDays, slotCount, slotSum } from './speed-day.repo';
import { AGGREGATE_AFTER_MS, GAP_FACTOR, selectBucketTrackFixes, type FixRow } from './track-buckets';

export { GAP_FACTOR };

/** Bucket widths of the conning aggregates (docs/conning-data.md "Storage"), in milliseconds. */
const RESOLUTION_MS: Record<string, number> = {
  '10s': 10_000,
  '1m': 60_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
};

/** The database keeps about this many fixes per point of the answer (the first of each time bucket). */
export const PRESELECT_FACTOR = 4;

/** The unit a parameter is shown in and the conversion from its SI value. */
export function displayUnit(path: string): { unit: string; convert: (si: number) => number } {
  const si = describePath(path)?.unit ?? '';
  switch (si) {
    case 'm/s':
      return { unit: 'kn', convert: (v) => (v * 3600) / 1852 };
    case 'rad':
      return { unit: 'deg', convert: (v) => ((((v * 180) / Math.PI) % 360) + 360) % 360 };
    case 'rad/s':
      return { unit: 'deg/min', convert: (v) => (v * 180 * 60) / Math.PI };
    case 'K':
      return { unit: '°C', convert: (v) => v - 273.15 };
    case 'Pa':
      return { unit: 'hPa', convert: (v) => v / 100 };
    case 'ratio':
      return { unit: '%', convert: (v) => v * 100 };
    case 'Hz':
      return { unit: 'rpm', convert: (v) => v * 60 };
    case 'W':
      return { unit: 'kW', convert: (v) => v / 1000 };
    default:
      return { unit: si, convert: (v) => v };
  }
}

/**
 * The fixes the answer is chosen from, in one statement: every fix's interval to its neighbours, the
 * median interval, and then only the fixes that start or end a segment (interval > 10 × median) or are
 * the first of their time bucket of `bucketMs`. The index (ship, path, ts) feeds the window in order.
 */
export async function selectTrackFixes(
  db: DbOrTx,
  q: { shipId: string; from: Date; to: Date; bucketMs: number },
): Promise<FixRow[]> {
  const result = await db.execute(sql`
    with p as (
      select (extract(epoch from ts) * 1000)::float8 as t, val
      from conning_history
      where ship_id = ${q.shipId} and path = 'navigation.position'
        and ts >= ${q.from.toISOString()}::timestamptz and ts < ${q.to.toISOString()}::timestamptz
    ), d as (
      select t, val, t - lag(t) over (order by t) as dt, lead(t) over (order by t) - t as dn from p
    ), m as (
      select coalesce(percentile_cont(0.5) within group (order by dt) filter (where dt > 0), 0)::float8 as med,
             count(*)::int as n
      from d
    )
    select d.t, (d.val->>'latitude')::float8 as lat, (d.val->>'longitude')::float8 as lon,
           (m.med > 0 and d.dt > ${GAP_FACTOR} * m.med) as gap, m.n
    from d cross join m
    where d.dt is null or d.dn is null
       or (m.med > 0 and (d.dt > ${GAP_FACTOR} * m.med or d.dn > ${GAP_FACTOR} * m.med))
       or floor(d.t / ${q.bucketMs}) <> floor((d.t - d.dt) / ${q.bucketMs})
    order by d.t`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    t: Number(r.t),
    lat: Number(r.lat),
    lon: Number(r.lon),
    gap: r.gap === true,
    n: Number(r.n),
  }));
}

/**
 * The parameter's mean per time bucket (key = floor(t / bucketMs)), from the conning aggregates of the
 * widest resolution not wider than the bucket (raw history when the bucket is under 10 s).
 */
export async function selectParameterBuckets(
  db: DbOrTx,
  q: { shipId: string; path: string; from: Date; to: Date; bucketMs: number },
): Promise<Map<number, number>> {
  const resolutions = (Object.entries(RESOLUTION_MS) as [string, number][])
    .filter(([, w]) => w <= q.bucketMs)
    .sort((a, b) => b[1] - a[1]);
  const from = q.from.toISOString();
  const to = q.to.toISOString();
  const result = resolutions[0]
    ? await db.execute(sql`
        select floor(extract(epoch from bucket) * 1000 / ${q.bucketMs})::float8 as k,
               (sum(sum) / nullif(sum(count), 0))::float8 as v
        from conning_aggregates
        where ship_id = ${q.shipId} and path = ${q.path} and resolution = ${resolutions[0][0]}
          and bucket >= ${from}::timestamptz and bucket < ${to}::timestamptz
        group by 1`)
    : await db.execute(sql`
        select floor(extract(epoch from ts) * 1000 / ${q.bucketMs})::float8 as k, avg(num)::float8 as v
        from conning_history
        where ship_id = ${q.shipId} and path = ${q.path} and num is not null
          and ts >= ${from}::timestamptz and ts < ${to}::timestamptz
        group by 1`);
  const out = new Map<number, number>();
  for (const r of result.rows as Record<string, unknown>[])
    if (r.v !== null && r.v !== undefined) out.set(Number(r.k), Number(r.v));
  return out;
}

/**
 * The parameter's mean over each time bucket of `keys` only (key = floor(t / bucketMs), clipped to [from, to)):
 * the same values as {@link selectParameterBuckets} for those keys, read from the aggregate of the widest
 * resolution not wider than the bucket, one index range per key (≤ bucketMs / width + 1 rows each) instead of
 * every aggregate row of the range — the track asks for the ≤ maxPoints fixes it keeps, a quarter or less of
 * the range's buckets (docs/map-server.md "Track"). The LIMIT never cuts (a bucket holds at most that many
 * aggregate rows: one per resolution step, the primary key) but gives the planner the per-key row count, which
 * it otherwise guesses in thousands — and then compiles the statement with JIT, slower than the whole read.
 * Buckets under 10 s read raw history for the whole (short) range.
 */
export async function selectParameterValues(
  db: DbOrTx,
  q: { shipId: string; path: string; from: Date; to: Date; bucketMs: number; keys: Iterable<number> },
): Promise<Map<number, number>> {
  const keys = [...new Set(q.keys)].sort((a, b) => a - b);
  if (keys.length === 0) return new Map();
  const resolution = (Object.entries(RESOLUTION_MS) as [string, number][])
    .filter(([, w]) => w <= q.bucketMs)
    .sort((a, b) => b[1] - a[1])[0];
  if (!resolution) {
    const all = await selectParameterBuckets(db, q);
    return new Map(keys.flatMap((k) => (all.has(k) ? [[k, all.get(k)!] as const] : [])));
  }
  const from = q.from.toISOString();
  const to = q.to.toISOString();
  const perKey = Math.ceil(q.bucketMs / resolution[1]) + 1;
  const result = await db.execute(sql`
    select u.k, (sum(a.sum) / nullif(sum(a.count), 0))::float8 as v
    from unnest(${sql.param(keys)}::float8[]) as u(k)
    cross join lateral (
      select sum, count from conning_aggregates
      where ship_id = ${q.shipId} and path = ${q.path} and resolution = ${resolution[0]}
        and bucket >= greatest(${from}::timestamptz, to_timestamp(u.k * ${sql.raw(String(q.bucketMs))} / 1000.0))
        and bucket < least(${to}::timestamptz, to_timestamp((u.k + 1) * ${sql.raw(String(q.bucketMs))} / 1000.0))
      limit ${sql.raw(String(perKey))}
    ) a
    group by u.k`);
  const out = new Map<number, number>();
  for (const r of result.rows as Record<string, unknown>[])
    if (r.v !== null && r.v !== undefined) out.set(Number(r.k), Number(r.v));
  return out;
}

/**
 * {@link selectParameterValues} with the packed speeds (speed-day.repo.ts, docs/map-server.md "Packed speeds"):
 * with `packed`, for speed over ground and buckets read from the 1-minute aggregate, each key whose minute rows
 * all lie in ended days (`now`) is summed from its days' packs — the same rows (a minute counts when its start
 * lies in the key's clipped bucket), added in the same (time) order and divided as the statement does, so the
 * mean is the same float8 — and only the other keys (today's, or every key of another parameter or resolution)
 * go through the statement.
 */
export async function selectTrackValues(
  db: DbOrTx,
  q: {
    shipId: string;
    path: string;
    from: Date;
    to: Date;
    bucketMs: number;
    keys: Iterable<number>;
    packed?: boolean;
    now?: number;
  },
): Promise<Map<number, number>> {
  const minute = q.bucketMs >= MINUTE_MS && q.bucketMs < RESOLUTION_MS['1h']!;
  if (!q.packed || q.path !== PACKED_PARAMETER || !minute) return selectParameterValues(db, q);
  const now = q.now ?? Date.now();
  const from = q.from.getTime();
  const to = q.to.getTime();
  const dayOf = (t: number) => Math.floor(t / DAY_MS) * DAY_MS;
  // Each key's minute rows [first, end): the starts t (whole minutes) with max(from, k·B) ≤ t < min(to, (k+1)·B).
  const spans: { k: number; first: number; end: number }[] = [];
  const rest: number[] = [];
  const days = new Set<number>();
  for (const k of new Set(q.keys)) {
    const first = Math.ceil(Math.max(from, k * q.bucketMs) / MINUTE_MS) * MINUTE_MS;
    const end = Math.min(to, (k + 1) * q.bucketMs);
    if (first >= end) continue; // no minute row: no value, as the statement answers
    const last = dayOf(Math.ceil(end / MINUTE_MS) * MINUTE_MS - MINUTE_MS);
    if (last + DAY_MS > now) {
      rest.push(k);
      continue;
    }
    spans.push({ k, first, end });
    for (let day = dayOf(first); day <= last; day += DAY_MS) days.add(day);
  }
  const [packs, statement] = await Promise.all([
    selectSpeedDays(db, { shipId: q.shipId, days: [...days] }),
    rest.length > 0 ? selectParameterValues(db, { ...q, keys: rest }) : new Map<number, number>(),
  ]);
  const out = new Map<number, number>();
  for (const { k, first, end } of spans) {
    let sum = 0;
    let count = 0;
    for (let t = first; t < end; t += MINUTE_MS) {
      const day = dayOf(t);
      const pack = packs.get(day);
      if (!pack) continue;
      const slot = (t - day) / MINUTE_MS;
      const c = slotCount(pack, slot);
      if (c === 0) continue;
      // PostgreSQL's sum(float8) starts from the first value, then adds in order.
      sum = count === 0 ? slotSum(pack, slot) : sum + slotSum(pack, slot);
      count += c;
    }
    if (count > 0) out.set(k, sum / count);
  }
  for (const [k, v] of statement) out.set(k, v);
  return out;
}

/**
 * `GET /map/ships/:shipId/track`: the ship's positions in the range, split at gaps, down-sampled to at most
 * `maxPoints` (preselection in the database, then LTTB), each fix with the parameter's value (its mean over
 * the fix's time bucket, in the display unit) or null. Ranges over two days read the per-10-minute position
 * aggregate (track-buckets.ts), shorter ones raw history — and the aggregate when raw history has none and
 * the range starts before raw history is kept (`rawRetentionDays`, the conning retention: retired there).
 * `source` forces one (the tests compare them; `buckets`: the aggregate without the packed days).
 */
export async function getTrack(
  db: Db,
  store: ConningStore | null,
  actor: Actor,
  shipId: string,
  q: TrackQuery,
  source: 'auto' | 'raw' | 'aggregate' | 'buckets' = 'auto',
  rawRetentionDays: number | null = null,
): Promise<TrackResponse> {
  await assertMapShip(db, actor, shipId);
  const described = describePath(q.parameter);
  if (!described || q.parameter === 'navigation.position')
    throw badRequest('parameter', 'must be a numeric sensor path of the conning catalogue');
  await store?.flush();
  const from = new Date(q.from);
  const to = new Date(q.to);
  const bucketMs = Math.max(
    1,
    Math.floor((to.getTime() - from.getTime()) / (q.maxPoints * PRESELECT_FACTOR)),
  );
  const aggregate =
    source === 'aggregate' ||
    source === 'buckets' ||
    (source === 'auto' && to.getTime() - from.getTime() > AGGREGATE_AFTER_MS);
  // Ended days of the aggregate come packed (one row a day), unless `buckets` asks for the plain rows.
  const packed = source !== 'buckets';
  const read = aggregate
    ? await selectBucketTrackFixes(db, { shipId, from, to, packed })
    : await selectTrackFixes(db, { shipId, from, to, bucketMs });
  // A short range older than raw history is kept: its raw fixes may be retired, the aggregate keeps them.
  const rawRetired = rawRetentionDays !== null && from.getTime() < Date.now() - rawRetentionDays * 86_400_000;
  const rows =
    !aggregate && source === 'auto' && read.length === 0 && rawRetired
      ? await selectBucketTrackFixes(db, { shipId, from, to, packed })
      : read;
  const { unit, convert } = displayUnit(q.parameter);
  const segments: TrackFix[][] = [];
  let current: TrackFix[] = [];
  let lastT = Number.NaN;
  for (const r of rows) {
    if (r.t === lastT || !Number.isFinite(r.lat) || !Number.isFinite(r.lon)) continue;
    lastT = r.t;
    if (r.gap && current.length > 0) {
      segments.push(current);
      current = [];
    }
    current.push([r.t, r.lat, r.lon, null]);
  }
  if (current.length > 0) segments.push(current);
  // LTTB keeps fixes by position only: the values are read for the kept fixes' buckets alone.
  const kept = downsampleSegments(segments, q.maxPoints);
  // Speed over ground (the default) from the packed speeds of ended days, unless `buckets` asks for the plain read.
  const values = await selectTrackValues(db, {
    shipId,
    path: q.parameter,
    from,
    to,
    bucketMs,
    keys: kept.flatMap((segment) => segment.map((f) => Math.floor(f[0] / bucketMs))),
    packed,
  });
  return {
    shipId,
    parameter: q.parameter,
    unit,
    total: rows[0]?.n ?? 0,
    segments: kept.map((segment) =>
      segment.map(([t, lat, lon]): TrackFix => {
        const v = values.get(Math.floor(t / bucketMs));
        return [t, lat, lon, v === undefined ? null : Math.round(convert(v) * 1000) / 1000];
      }),
    ),
  };
}
