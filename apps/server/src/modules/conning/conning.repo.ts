import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ConningSample, HistoryResolution } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { conningAggregates, conningHistory, conningLatest } from './conning.table';
import { copyHistory, pgClientOf } from './history-copy';

/** Bucket widths of the aggregates, in milliseconds. */
export const RESOLUTION_MS: Record<Exclude<HistoryResolution, 'raw'>, number> = {
  '10s': 10_000,
  '1m': 60_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
};
/**
 * Rows per statement of the batch writes. Each write binds one array per column
 * (`INSERT … SELECT … FROM unnest($1::uuid[], $2::text[], …)`), so a statement's size is set by this,
 * not by PostgreSQL's 65,535-parameter limit; a live batch (1 s or 5,000 rows) is one statement.
 */
const CHUNK = 20_000;
const RESOLUTIONS = Object.entries(RESOLUTION_MS);

/**
 * How a batch write is cut into statements: at most `rows` rows each, `between()` awaited between two of
 * them. PGlite runs each statement on the event loop's thread, so the store cuts its batches small and
 * yields to the loop between them (docs/conning-data.md "Session 16"); PostgreSQL keeps one statement.
 */
export interface StatementPace {
  rows: number;
  between: () => Promise<void>;
}
const ONE_STATEMENT: StatementPace = { rows: CHUNK, between: () => Promise.resolve() };

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * One bound parameter holding a whole JS array (drizzle's `sql` would expand a bare array into a list of
 * parameters). node-postgres and PGlite both send it as an array literal; strings are quoted and escaped
 * per element, `null` is SQL NULL. Timestamps go as ISO strings and jsonb as JSON text, cast in SQL, so
 * both drivers bind exactly the same text.
 */
const array = (values: unknown[]) => sql.param(values);
const iso = (ms: number) => new Date(ms).toISOString();
/** A jsonb value as JSON text (what drizzle's jsonb column sends); `null` stays SQL NULL. */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Every source's latest sample of a ship. */
export async function selectLatest(db: DbOrTx, shipId: string): Promise<ConningSample[]> {
  const rows = await db.select().from(conningLatest).where(eq(conningLatest.shipId, shipId));
  return rows.map((r) => ({
    path: r.path,
    value: r.value as ConningSample['value'],
    timestamp: r.ts.getTime(),
    sourceKey: r.sourceKey,
    source: r.source,
    priority: r.priority,
    intervalMs: r.intervalMs,
    timeoutMs: r.timeoutMs,
  }));
}

type Batch = { shipId: string; sample: ConningSample }[];

/**
 * Raw history: on PostgreSQL inside a transaction, one COPY per batch (history-copy.ts); else (PGlite)
 * one `INSERT … SELECT FROM unnest(arrays)` per batch (routed to the month's partition). Answers which.
 * `copy: false` forces the insert (benchmarks compare the two).
 */
export async function insertHistory(
  db: DbOrTx,
  batch: Batch,
  options: { copy?: boolean; pace?: StatementPace } = {},
): Promise<'copy' | 'unnest'> {
  const client = options.copy === false ? undefined : pgClientOf(db);
  if (client) {
    if (batch.length > 0) await copyHistory(client, batch);
    return 'copy';
  }
  const pace = options.pace ?? ONE_STATEMENT;
  for (const [i, part] of chunks(batch, pace.rows).entries()) {
    if (i > 0) await pace.between();
    const n = part.length;
    const ship = new Array<string>(n);
    const path = new Array<string>(n);
    const ts = new Array<string>(n);
    const sourceKey = new Array<string>(n);
    const num = new Array<number | null>(n);
    const val = new Array<string | null>(n);
    part.forEach(({ shipId, sample: s }, i) => {
      ship[i] = shipId;
      path[i] = s.path;
      ts[i] = iso(s.timestamp);
      sourceKey[i] = s.sourceKey;
      num[i] = typeof s.value === 'number' ? s.value : null;
      val[i] = typeof s.value === 'number' ? null : json(s.value);
    });
    await db.execute(sql`
      insert into ${conningHistory} (ship_id, path, ts, source_key, num, val)
      select ship_id, path, ts, source_key, num, val::jsonb
      from unnest(${array(ship)}::uuid[], ${array(path)}::text[], ${array(ts)}::timestamptz[],
        ${array(sourceKey)}::text[], ${array(num)}::float8[], ${array(val)}::text[])
        as u(ship_id, path, ts, source_key, num, val)`);
  }
  return 'unnest';
}

/**
 * Folds the batch's numbers into the 10 s, minute, hour and day buckets (count, sum, min, max) in JS,
 * then upserts them in one statement: a bucket already stored adds the count and sum and keeps the
 * smaller min and larger max.
 */
export async function upsertAggregates(db: DbOrTx, batch: Batch, pace = ONE_STATEMENT) {
  type Bucket = {
    shipId: string;
    path: string;
    resolution: string;
    /** Bucket start, epoch ms. */
    bucket: number;
    count: number;
    sum: number;
    min: number;
    max: number;
  };
  // Per ship and path (one string key a value), then per resolution and bucket start (number keys).
  const byPath = new Map<string, Map<number, Bucket>[]>();
  const all: Bucket[] = [];
  for (const { shipId, sample: s } of batch) {
    const value = s.value;
    if (typeof value !== 'number') continue;
    const pathKey = `${shipId}|${s.path}`;
    let perResolution = byPath.get(pathKey);
    if (!perResolution) byPath.set(pathKey, (perResolution = RESOLUTIONS.map(() => new Map())));
    for (let r = 0; r < RESOLUTIONS.length; r++) {
      const [resolution, width] = RESOLUTIONS[r]!;
      const bucket = Math.floor(s.timestamp / width) * width;
      const buckets = perResolution[r]!;
      const row = buckets.get(bucket);
      if (row) {
        row.count += 1;
        row.sum += value;
        if (value < row.min) row.min = value;
        if (value > row.max) row.max = value;
      } else {
        const created = {
          shipId,
          path: s.path,
          resolution,
          bucket,
          count: 1,
          sum: value,
          min: value,
          max: value,
        };
        buckets.set(bucket, created);
        all.push(created);
      }
    }
  }
  for (const [i, part] of chunks(all, pace.rows).entries()) {
    if (i > 0) await pace.between();
    const column = <K extends keyof Bucket>(k: K) => array(part.map((b) => b[k]));
    await db.execute(sql`
      insert into ${conningAggregates} as a (ship_id, path, resolution, bucket, count, sum, min, max)
      select * from unnest(${column('shipId')}::uuid[], ${column('path')}::text[],
        ${column('resolution')}::text[], ${array(part.map((b) => iso(b.bucket)))}::timestamptz[],
        ${column('count')}::int4[], ${column('sum')}::float8[], ${column('min')}::float8[],
        ${column('max')}::float8[])
      on conflict (ship_id, path, resolution, bucket) do update set
        count = a.count + excluded.count, sum = a.sum + excluded.sum,
        min = least(a.min, excluded.min), max = greatest(a.max, excluded.max)`);
  }
}

/**
 * The newest sample of each ship, path and source in a batch (a later one wins a tie; the first one's
 * place is kept).
 */
export function newestPerSource<T extends { shipId: string; sample: ConningSample }>(batch: T[]): T[] {
  const newest = new Map<string, T>();
  for (const item of batch) {
    const key = `${item.shipId}|${item.sample.path}|${item.sample.sourceKey}`;
    const known = newest.get(key);
    if (!known || known.sample.timestamp <= item.sample.timestamp) newest.set(key, item);
  }
  return [...newest.values()];
}

/**
 * The newest sample per ship, path and source of the batch, upserted in one statement; a stored row
 * newer than the batch's keeps its place (an older sample never wins). A batch that may hold several
 * samples of one ship, path and source must go through `newestPerSource` first (the store does).
 */
export async function upsertLatest(db: DbOrTx, newest: Batch, pace = ONE_STATEMENT) {
  for (const [i, part] of chunks(newest, pace.rows).entries()) {
    if (i > 0) await pace.between();
    const column = <T>(pick: (s: ConningSample, shipId: string) => T) =>
      array(part.map(({ shipId, sample }) => pick(sample, shipId)));
    await db.execute(sql`
      insert into ${conningLatest} as l
        (ship_id, path, source_key, source, value, ts, interval_ms, timeout_ms, priority)
      select ship_id, path, source_key, source, value::jsonb, ts, interval_ms, timeout_ms, priority
      from unnest(${column((_, shipId) => shipId)}::uuid[], ${column((s) => s.path)}::text[],
        ${column((s) => s.sourceKey)}::text[], ${column((s) => s.source)}::text[],
        ${column((s) => json(s.value))}::text[], ${column((s) => iso(s.timestamp))}::timestamptz[],
        ${column((s) => s.intervalMs)}::int4[], ${column((s) => s.timeoutMs ?? null)}::int4[],
        ${column((s) => s.priority)}::int4[])
        as u(ship_id, path, source_key, source, value, ts, interval_ms, timeout_ms, priority)
      on conflict (ship_id, path, source_key) do update set
        source = excluded.source, value = excluded.value, ts = excluded.ts,
        interval_ms = excluded.interval_ms, timeout_ms = excluded.timeout_ms, priority = excluded.priority
      where excluded.ts >= l.ts`);
  }
}

/** `pg_notify(channel, payload)` inside the caller's transaction (sent at commit). */
export async function notify(db: DbOrTx, channel: string, payload: string) {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Several `pg_notify` on one channel in one statement, in order (sent at commit). */
export async function notifyAll(db: DbOrTx, channel: string, payloads: string[]) {
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${channel}, p) from unnest(${array(payloads)}::text[]) with ordinality as u(p, i) order by i`,
  );
}

/** Raw samples of the paths in a range, by path then time, paged. */
export async function selectRawHistory(
  db: DbOrTx,
  q: { shipId: string; paths: string[]; from: Date; to: Date; offset: number; limit: number },
) {
  const where = and(
    eq(conningHistory.shipId, q.shipId),
    inArray(conningHistory.path, q.paths),
    gte(conningHistory.ts, q.from),
    lt(conningHistory.ts, q.to),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(conningHistory)
      .where(where)
      .orderBy(asc(conningHistory.path), asc(conningHistory.ts))
      .offset(q.offset)
      .limit(q.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(conningHistory)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Buckets of the paths at one resolution in a range, by path then time, paged. */
export async function selectAggregates(
  db: DbOrTx,
  q: {
    shipId: string;
    paths: string[];
    resolution: string;
    from: Date;
    to: Date;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(conningAggregates.shipId, q.shipId),
    inArray(conningAggregates.path, q.paths),
    eq(conningAggregates.resolution, q.resolution),
    gte(conningAggregates.bucket, q.from),
    lt(conningAggregates.bucket, q.to),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(conningAggregates)
      .where(where)
      .orderBy(asc(conningAggregates.path), asc(conningAggregates.bucket))
      .offset(q.offset)
      .limit(q.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(conningAggregates)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
