import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ConningSample, HistoryResolution } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { conningAggregates, conningHistory, conningLatest } from './conning.table';

/** Bucket widths of the aggregates, in milliseconds. */
export const RESOLUTION_MS: Record<Exclude<HistoryResolution, 'raw'>, number> = {
  '10s': 10_000,
  '1m': 60_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
};
const CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

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

/** Raw history, multi-row inserts of up to 1000 rows. */
export async function insertHistory(db: DbOrTx, batch: Batch) {
  const rows = batch.map(({ shipId, sample: s }) => ({
    shipId,
    path: s.path,
    ts: new Date(s.timestamp),
    sourceKey: s.sourceKey,
    num: typeof s.value === 'number' ? s.value : null,
    val: typeof s.value === 'number' ? null : s.value,
  }));
  for (const part of chunks(rows)) await db.insert(conningHistory).values(part);
}

/** Folds the batch's numbers into the 10 s, minute, hour and day buckets (count, sum, min, max). */
export async function upsertAggregates(db: DbOrTx, batch: Batch) {
  const buckets = new Map<string, typeof conningAggregates.$inferInsert>();
  for (const { shipId, sample: s } of batch) {
    if (typeof s.value !== 'number') continue;
    for (const [resolution, width] of Object.entries(RESOLUTION_MS)) {
      const bucket = Math.floor(s.timestamp / width) * width;
      const key = `${shipId}|${s.path}|${resolution}|${bucket}`;
      const row = buckets.get(key);
      if (row) {
        row.count += 1;
        row.sum += s.value;
        row.min = Math.min(row.min, s.value);
        row.max = Math.max(row.max, s.value);
      } else
        buckets.set(key, {
          shipId,
          path: s.path,
          resolution,
          bucket: new Date(bucket),
          count: 1,
          sum: s.value,
          min: s.value,
          max: s.value,
        });
    }
  }
  for (const part of chunks([...buckets.values()]))
    await db
      .insert(conningAggregates)
      .values(part)
      .onConflictDoUpdate({
        target: [
          conningAggregates.shipId,
          conningAggregates.path,
          conningAggregates.resolution,
          conningAggregates.bucket,
        ],
        set: {
          count: sql`${conningAggregates.count} + excluded.count`,
          sum: sql`${conningAggregates.sum} + excluded.sum`,
          min: sql`least(${conningAggregates.min}, excluded.min)`,
          max: sql`greatest(${conningAggregates.max}, excluded.max)`,
        },
      });
}

/** The newest sample per ship, path and source of the batch, upserted (an older one never wins). */
export async function upsertLatest(db: DbOrTx, batch: Batch) {
  const newest = new Map<string, { shipId: string; sample: ConningSample }>();
  for (const item of batch) {
    const key = `${item.shipId}|${item.sample.path}|${item.sample.sourceKey}`;
    const known = newest.get(key);
    if (!known || known.sample.timestamp <= item.sample.timestamp) newest.set(key, item);
  }
  const rows = [...newest.values()].map(({ shipId, sample: s }) => ({
    shipId,
    path: s.path,
    sourceKey: s.sourceKey,
    source: s.source,
    value: s.value,
    ts: new Date(s.timestamp),
    intervalMs: s.intervalMs,
    timeoutMs: s.timeoutMs ?? null,
    priority: s.priority,
  }));
  for (const part of chunks(rows))
    await db
      .insert(conningLatest)
      .values(part)
      .onConflictDoUpdate({
        target: [conningLatest.shipId, conningLatest.path, conningLatest.sourceKey],
        set: {
          source: sql`excluded.source`,
          value: sql`excluded.value`,
          ts: sql`excluded.ts`,
          intervalMs: sql`excluded.interval_ms`,
          timeoutMs: sql`excluded.timeout_ms`,
          priority: sql`excluded.priority`,
        },
        setWhere: sql`excluded.ts >= ${conningLatest.ts}`,
      });
}

/** `pg_notify(channel, payload)` inside the caller's transaction (sent at commit). */
export async function notify(db: DbOrTx, channel: string, payload: string) {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
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
