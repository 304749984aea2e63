import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { DAY_MS, lockAndForgetDays, selectPackedDays } from './position-day.repo';
import { PACKED_PARAMETER } from './speed-day.repo';

/**
 * The per-10-minute position aggregate `map_position_buckets` (docs/map-server.md "Track"): a speed trick
 * of the history track. Kept up by the conning store's batch write (`refreshPositionBuckets` of the buckets
 * the batch touched, recomputed from raw history, so late or out-of-order fixes and several GPS sources
 * come out exactly as the raw path sees them); map.integration-track.test.ts proves the aggregate path
 * answers what the raw path answers.
 */
export const POSITION_BUCKET_MS = 600_000;

/** One bucket's summary, times in epoch ms. */
export type PositionBucket = {
  bucket: number;
  count: number;
  firstT: number;
  firstLat: number;
  firstLon: number;
  lastT: number;
  lastLat: number;
  lastLon: number;
  medianMs: number | null;
  maxMs: number;
  gapFromT: number | null;
  gapFromLat: number | null;
  gapFromLon: number | null;
  gapToT: number | null;
  gapToLat: number | null;
  gapToLon: number | null;
  /** The other in-bucket gaps (see the table's `extra_gaps`): `[fromT, fromLat, fromLon, toT, toLat, toLon]`. */
  extraGaps: number[][] | null;
};

/** A new track segment starts where two fixes are more than this × the median interval apart. */
export const GAP_FACTOR = 10;

/**
 * The bucket summaries of the raw positions given by `source` (rows `ship_id, ts, val`): the summary of each
 * bucket (`m`), then its other intervals longer than GAP_FACTOR × its own median (`e`, besides the largest,
 * which has its own columns), so two or more gaps inside one bucket all show.
 */
function summarise(source: SQL): SQL {
  return sql`
    with d as (${fixIntervals(source)}),
    m as (${bucketSummary()}),
    e as (
      select d.ship_id, d.bucket, jsonb_agg(jsonb_build_array(
          (extract(epoch from d.pts) * 1000)::float8, d.plat, d.plon,
          (extract(epoch from d.ts) * 1000)::float8, d.lat, d.lon) order by d.ts) as extra_gaps
      from d join m on m.ship_id = d.ship_id and m.bucket = d.bucket
      where d.dt > ${sql.raw(String(GAP_FACTOR))} * m.median_interval_ms and d.ts <> m.gap_to_ts
      group by d.ship_id, d.bucket
    )
    select m.*, e.extra_gaps from m left join e on e.ship_id = m.ship_id and e.bucket = m.bucket`;
}

/** Per bucket: count, first and last fix, median and largest interval, the fixes around the largest. */
function bucketSummary(): SQL {
  return sql`
    select ship_id, bucket, count(*)::int as count,
      min(ts) as first_ts, (array_agg(lat order by ts))[1] as first_lat, (array_agg(lon order by ts))[1] as first_lon,
      max(ts) as last_ts, (array_agg(lat order by ts desc))[1] as last_lat,
      (array_agg(lon order by ts desc))[1] as last_lon,
      (percentile_cont(0.5) within group (order by dt) filter (where dt > 0))::float8 as median_interval_ms,
      coalesce(max(dt), 0)::float8 as max_interval_ms,
      (array_agg(pts order by dt desc nulls last, ts))[1] as gap_from_ts,
      (array_agg(plat order by dt desc nulls last, ts))[1] as gap_from_lat,
      (array_agg(plon order by dt desc nulls last, ts))[1] as gap_from_lon,
      (array_agg(case when dt is null then null else ts end order by dt desc nulls last, ts))[1] as gap_to_ts,
      (array_agg(case when dt is null then null else lat end order by dt desc nulls last, ts))[1] as gap_to_lat,
      (array_agg(case when dt is null then null else lon end order by dt desc nulls last, ts))[1] as gap_to_lon
    from d
    group by ship_id, bucket`;
}

/** Each raw position with its bucket and the interval (ms) from the fix before it in the same bucket. */
function fixIntervals(source: SQL): SQL {
  return sql`
      select ship_id, bucket, ts, lat, lon,
        (extract(epoch from ts - lag(ts) over w) * 1000)::float8 as dt,
        lag(ts) over w as pts, lag(lat) over w as plat, lag(lon) over w as plon
      from (
        select s.ship_id, s.ts, (s.val->>'latitude')::float8 as lat, (s.val->>'longitude')::float8 as lon,
          to_timestamp(floor(extract(epoch from s.ts) / ${sql.raw(String(POSITION_BUCKET_MS / 1000))}) * ${sql.raw(String(POSITION_BUCKET_MS / 1000))}) as bucket
        from (${source}) s
      ) f
      where lat is not null and lon is not null
      window w as (partition by ship_id, bucket order by ts)`;
}

/** Raw positions of one ship in [from, to). */
const rawRange = (shipId: string, from: string, to: string) => sql`
  select ship_id, ts, val from conning_history
  where ship_id = ${shipId} and path = 'navigation.position' and ts >= ${from}::timestamptz and ts < ${to}::timestamptz`;

const COLUMN_NAMES = `ship_id, bucket, count, first_ts, first_lat, first_lon, last_ts, last_lat, last_lon,
  median_interval_ms, max_interval_ms, gap_from_ts, gap_from_lat, gap_from_lon, gap_to_ts, gap_to_lat, gap_to_lon,
  extra_gaps`
  .split(',')
  .map((c) => c.trim());
const COLUMNS = sql.raw(COLUMN_NAMES.join(', '));
const UPDATE = sql.raw(
  [
    'count',
    'first_ts',
    'first_lat',
    'first_lon',
    'last_ts',
    'last_lat',
    'last_lon',
    'median_interval_ms',
    'max_interval_ms',
    'gap_from_ts',
    'gap_from_lat',
    'gap_from_lon',
    'gap_to_ts',
    'gap_to_lat',
    'gap_to_lon',
    'extra_gaps',
  ]
    .map((c) => `${c} = excluded.${c}`)
    .join(', '),
);

/**
 * Recomputes from raw history the buckets of the given ships and bucket starts (epoch ms), in one
 * statement; what the conning store's batch write calls with the buckets its positions fall into. The packs of
 * their days are forgotten first, with those of `days` (ship-days whose packed speed the batch changed).
 */
export async function refreshPositionBuckets(
  db: DbOrTx,
  touched: { shipId: string; bucket: number }[],
  days: { shipId: string; day: number }[] = [],
) {
  await lockAndForgetDays(db, [
    ...touched.map((b) => ({ shipId: b.shipId, day: Math.floor(b.bucket / DAY_MS) * DAY_MS })),
    ...days,
  ]);
  if (touched.length === 0) return;
  const ships = `{${touched.map((b) => b.shipId).join(',')}}`;
  const starts = `{${touched.map((b) => new Date(b.bucket).toISOString()).join(',')}}`;
  await db.execute(sql`
    insert into map_position_buckets (${COLUMNS})
    ${summarise(sql`
      select h.ship_id, h.ts, h.val
      from (select distinct * from unnest(${ships}::uuid[], ${starts}::timestamptz[])) as u(ship_id, bucket)
      join conning_history h on h.ship_id = u.ship_id and h.path = 'navigation.position'
        and h.ts >= u.bucket and h.ts < u.bucket + ${sql.raw(`interval '${POSITION_BUCKET_MS / 1000} seconds'`)}`)}
    on conflict (ship_id, bucket) do update set ${UPDATE}`);
}

/** Recomputes every bucket of a ship's positions in [from, to) (bucket-aligned by the caller or not). */
export async function rebuildPositionBuckets(db: DbOrTx, shipId: string, from: Date, to: Date) {
  const start = new Date(Math.floor(from.getTime() / POSITION_BUCKET_MS) * POSITION_BUCKET_MS);
  const end = new Date(Math.ceil(to.getTime() / POSITION_BUCKET_MS) * POSITION_BUCKET_MS);
  const days: { shipId: string; day: number }[] = [];
  for (let day = Math.floor(start.getTime() / DAY_MS) * DAY_MS; day < end.getTime(); day += DAY_MS)
    days.push({ shipId, day });
  await db.transaction(async (tx) => {
    await lockAndForgetDays(tx, days);
    await tx.execute(sql`
      insert into map_position_buckets (${COLUMNS})
      ${summarise(rawRange(shipId, start.toISOString(), end.toISOString()))}
      on conflict (ship_id, bucket) do update set ${UPDATE}`);
  });
}

/**
 * The stored columns as `selectPositionBuckets` reads them: times as epoch ms (float8, truncated to the ms as the
 * driver's Date would be) instead of six timestamptz per row for the driver to parse into Dates. A small gain: the
 * Node CPU of reading a 30-day track's 4,320 rows went 22.7 → 20.5 ms (2026-11-26, load ~6, near the noise); most
 * of it is the driver's row parsing itself (docs/map-server.md "Measured").
 */
const READ_COLUMNS = sql.raw(
  COLUMN_NAMES.map((c) =>
    c === 'bucket' || c.endsWith('_ts') ? `floor(extract(epoch from ${c}) * 1000)::float8 as ${c}` : c,
  ).join(', '),
);

const epochMs = (v: unknown) =>
  v === null || v === undefined ? null : typeof v === 'number' ? v : new Date(v as string).getTime();
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The `extra_gaps` jsonb (parsed by the driver, or text) as numbers. */
function gapList(v: unknown): number[][] | null {
  if (v === null || v === undefined) return null;
  const list = (typeof v === 'string' ? JSON.parse(v) : v) as unknown[][];
  return list.map((g) => g.map(Number));
}

function toBucket(r: Record<string, unknown>): PositionBucket {
  return {
    bucket: epochMs(r.bucket)!,
    count: Number(r.count),
    firstT: epochMs(r.first_ts)!,
    firstLat: Number(r.first_lat),
    firstLon: Number(r.first_lon),
    lastT: epochMs(r.last_ts)!,
    lastLat: Number(r.last_lat),
    lastLon: Number(r.last_lon),
    medianMs: num(r.median_interval_ms),
    maxMs: Number(r.max_interval_ms),
    gapFromT: epochMs(r.gap_from_ts),
    gapFromLat: num(r.gap_from_lat),
    gapFromLon: num(r.gap_from_lon),
    gapToT: epochMs(r.gap_to_ts),
    gapToLat: num(r.gap_to_lat),
    gapToLon: num(r.gap_to_lon),
    extraGaps: gapList(r.extra_gaps),
  };
}

/**
 * The buckets of a ship's positions in [from, to), in time order: the stored buckets wholly inside the
 * range, and the partial buckets at its two ends summarised from raw history on the fly (≤ 2 × 10 minutes).
 * With `packed` (the track's read), the whole days inside the range that have ended (`now`) come from their
 * packs (position-day.repo.ts) and only the rest from bucket rows; without, every stored bucket is a row read.
 */
export async function selectPositionBuckets(
  db: DbOrTx,
  q: { shipId: string; from: Date; to: Date; packed?: boolean; now?: number },
): Promise<PositionBucket[]> {
  const headEnd = Math.ceil(q.from.getTime() / POSITION_BUCKET_MS) * POSITION_BUCKET_MS;
  const tailStart = Math.max(headEnd, Math.floor(q.to.getTime() / POSITION_BUCKET_MS) * POSITION_BUCKET_MS);
  // The packed days [packFrom, packTo): whole days inside the stored part that have ended.
  const packFrom = Math.ceil(headEnd / DAY_MS) * DAY_MS;
  const packTo = q.packed
    ? Math.max(packFrom, Math.floor(Math.min(tailStart, q.now ?? Date.now()) / DAY_MS) * DAY_MS)
    : packFrom;
  const iso = (ms: number) => new Date(ms).toISOString();
  const edge = (a: number, b: number) =>
    a < b ? db.execute(summarise(rawRange(q.shipId, iso(a), iso(b)))) : Promise.resolve({ rows: [] });
  const stored = (a: number, b: number) =>
    a < b
      ? db.execute(sql`
          select ${READ_COLUMNS} from map_position_buckets
          where ship_id = ${q.shipId} and bucket >= ${iso(a)}::timestamptz and bucket < ${iso(b)}::timestamptz
          order by bucket`)
      : Promise.resolve({ rows: [] });
  const packed = packTo > packFrom;
  const [head, before, days, after, tail] = await Promise.all([
    edge(q.from.getTime(), Math.min(headEnd, q.to.getTime())),
    stored(headEnd, packed ? packFrom : tailStart),
    packed ? selectPackedDays(db, { shipId: q.shipId, from: packFrom, to: packTo }) : [],
    packed ? stored(packTo, tailStart) : Promise.resolve({ rows: [] }),
    edge(Math.max(tailStart, q.from.getTime()), q.to.getTime()),
  ]);
  const rows = [
    ...[head.rows, before.rows].flatMap((r) => (r as Record<string, unknown>[]).map(toBucket)),
    ...days,
    ...[after.rows, tail.rows].flatMap((r) => (r as Record<string, unknown>[]).map(toBucket)),
  ];
  return rows.sort((a, b) => a.firstT - b.firstT);
}

type BatchRow = { shipId: string; sample: { path: string; timestamp: number } };

/**
 * The conning store's history hook: recomputes the buckets the batch's positions (`rows`: its raw history)
 * fall into, in the batch's transaction (one statement per batch), after forgetting the packs of their days and
 * of the days whose packed speed aggregate the batch changed (`aggregated`: every value it aggregated).
 */
export async function recordPositionBuckets(tx: DbOrTx, rows: BatchRow[], aggregated: BatchRow[] = []) {
  const touched = new Map<string, { shipId: string; bucket: number }>();
  for (const { shipId, sample } of rows) {
    if (sample.path !== 'navigation.position') continue;
    const bucket = Math.floor(sample.timestamp / POSITION_BUCKET_MS) * POSITION_BUCKET_MS;
    touched.set(`${shipId}|${bucket}`, { shipId, bucket });
  }
  const days = new Map<string, { shipId: string; day: number }>();
  for (const { shipId, sample } of aggregated) {
    if (sample.path !== PACKED_PARAMETER) continue;
    const day = Math.floor(sample.timestamp / DAY_MS) * DAY_MS;
    days.set(`${shipId}|${day}`, { shipId, day });
  }
  await refreshPositionBuckets(tx, [...touched.values()], [...days.values()]);
}

/**
 * Recomputes every ship's buckets since `since` (what was written before the hook was in place); one index
 * range per ship (ship, path, ts), never a scan of the whole history.
 */
export async function catchUpPositionBuckets(db: DbOrTx, since: Date) {
  const start = new Date(Math.floor(since.getTime() / POSITION_BUCKET_MS) * POSITION_BUCKET_MS);
  const firstDay = new Date(Math.floor(since.getTime() / DAY_MS) * DAY_MS).toISOString();
  await db.transaction(async (tx) => {
    // Every ship's days from `since` to tomorrow (a clock ahead of the database's leaves none out).
    await lockAndForgetDays(
      tx,
      sql`select s.id as ship_id, d.day from ships s cross join generate_series(
        ${firstDay}::timestamptz, date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + interval '1 day',
        interval '1 day') as d(day)`,
    );
    await tx.execute(sql`
      insert into map_position_buckets (${COLUMNS})
      ${summarise(sql`select h.ship_id, h.ts, h.val from ships s
        join conning_history h on h.ship_id = s.id and h.path = 'navigation.position'
          and h.ts >= ${start.toISOString()}::timestamptz`)}
      on conflict (ship_id, bucket) do update set ${UPDATE}`);
  });
}
