import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ships } from '../fleet/ship.table';
import { users } from '../users/user.table';
import { conningAggregates, conningExportChunks, conningExportJobs } from './conning.table';

/** A job row with its ship's and creator's names. */
export type ExportJobRow = typeof conningExportJobs.$inferSelect & {
  shipName: string;
  createdByName: string | null;
};

/** A claim not renewed for this long is taken over by another worker (its process died). */
export const CLAIM_TIMEOUT_S = 60;
/** A job is given up (FAILED) after this many claims. */
export const MAX_ATTEMPTS = 3;

function base(db: DbOrTx) {
  return db
    .select({
      job: conningExportJobs,
      shipName: ships.name,
      createdByName: users.name,
    })
    .from(conningExportJobs)
    .innerJoin(ships, eq(ships.id, conningExportJobs.shipId))
    .leftJoin(users, eq(users.id, conningExportJobs.createdBy));
}

const flat = (r: {
  job: typeof conningExportJobs.$inferSelect;
  shipName: string;
  createdByName: string | null;
}) => ({
  ...r.job,
  shipName: r.shipName,
  createdByName: r.createdByName,
});

/** One job, or undefined. */
export async function findJob(db: DbOrTx, id: string): Promise<ExportJobRow | undefined> {
  const [row] = await base(db).where(eq(conningExportJobs.id, id));
  return row ? flat(row) : undefined;
}

/** A page of jobs, newest first, limited to `shipIds` unless null (admins). */
export async function listJobs(
  db: DbOrTx,
  filter: { shipIds: string[] | null; shipId?: string; state?: string },
  page: { offset: number; limit: number; sortField: 'createdAt' | 'state'; desc: boolean },
) {
  const conditions: SQL[] = [];
  if (filter.shipIds)
    conditions.push(
      inArray(
        conningExportJobs.shipId,
        filter.shipIds.length ? filter.shipIds : ['00000000-0000-0000-0000-000000000000'],
      ),
    );
  if (filter.shipId) conditions.push(eq(conningExportJobs.shipId, filter.shipId));
  if (filter.state) conditions.push(eq(conningExportJobs.state, filter.state));
  const where = conditions.length ? and(...conditions) : undefined;
  const column = conningExportJobs[page.sortField];
  const rows = await base(db)
    .where(where)
    .orderBy(page.desc ? desc(column) : asc(column), desc(conningExportJobs.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(conningExportJobs).where(where);
  return { rows: rows.map(flat), total: total?.n ?? 0 };
}

/**
 * Claims the oldest job waiting (PENDING, or WORKING with a claim silent for {@link CLAIM_TIMEOUT_S})
 * for `worker`: one statement, `FOR UPDATE SKIP LOCKED`, so two workers never take the same job.
 */
export async function claimJob(db: DbOrTx, worker: string) {
  const result = await db.execute<{ id: string }>(sql`
    update conning_export_jobs
       set state = 'WORKING', worker = ${worker}, heartbeat_at = now(),
           started_at = coalesce(started_at, now()), attempts = attempts + 1, progress = 0, rows = 0
     where id = (
       select id from conning_export_jobs
        where state = 'PENDING'
           or (state = 'WORKING' and heartbeat_at < now() - make_interval(secs => ${CLAIM_TIMEOUT_S}))
        order by created_at, id
        limit 1
        for update skip locked)
    returning id`);
  const id = result.rows[0]?.id;
  return id ? findJob(db, id) : undefined;
}

/** Renews `worker`'s claim and records progress; false when the claim was lost (taken over). */
export async function heartbeat(db: DbOrTx, id: string, worker: string, progress: number, rows: number) {
  const done = await db
    .update(conningExportJobs)
    .set({ heartbeatAt: sql`now()`, progress, rows })
    .where(
      and(
        eq(conningExportJobs.id, id),
        eq(conningExportJobs.worker, worker),
        eq(conningExportJobs.state, 'WORKING'),
      ),
    )
    .returning({ id: conningExportJobs.id });
  return done.length === 1;
}

/** Ends `worker`'s claim: DONE with the file's facts, or back to PENDING / FAILED after an error. */
export async function finishJob(
  db: DbOrTx,
  id: string,
  worker: string,
  outcome:
    | { state: 'DONE'; rows: number; fileName: string; fileSize: number }
    | { state: 'PENDING' | 'FAILED'; error: string | null },
) {
  const set =
    outcome.state === 'DONE'
      ? {
          state: 'DONE',
          progress: 1,
          rows: outcome.rows,
          fileName: outcome.fileName,
          fileSize: outcome.fileSize,
          error: null,
          finishedAt: new Date(),
        }
      : {
          state: outcome.state,
          error: outcome.error,
          ...(outcome.state === 'FAILED' ? { finishedAt: new Date() } : {}),
        };
  const done = await db
    .update(conningExportJobs)
    .set({ ...set, worker: null })
    .where(and(eq(conningExportJobs.id, id), eq(conningExportJobs.worker, worker)))
    .returning({ id: conningExportJobs.id });
  return done.length === 1;
}

/** Gives a claimed job back untouched (the server is stopping): PENDING, the attempt not counted. */
export async function giveBack(db: DbOrTx, id: string, worker: string) {
  await db
    .update(conningExportJobs)
    .set({ state: 'PENDING', worker: null, attempts: sql`greatest(${conningExportJobs.attempts} - 1, 0)` })
    .where(and(eq(conningExportJobs.id, id), eq(conningExportJobs.worker, worker)));
}

/** Gives every WORKING job back (PGlite: one process, so after a restart nobody else holds one). */
export async function releaseAllClaims(db: DbOrTx) {
  await db
    .update(conningExportJobs)
    .set({ state: 'PENDING', worker: null })
    .where(eq(conningExportJobs.state, 'WORKING'));
}

/** Removes a job's file chunks (before a new attempt writes them again). */
export async function deleteChunks(db: DbOrTx, jobId: string) {
  await db.delete(conningExportChunks).where(eq(conningExportChunks.jobId, jobId));
}

/** Stores one chunk of a job's file. */
export async function insertChunk(db: DbOrTx, jobId: string, seq: number, data: Buffer) {
  await db.insert(conningExportChunks).values({ jobId, seq, data });
}

/** One chunk of a job's file, or undefined past the last. */
export async function selectChunk(db: DbOrTx, jobId: string, seq: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: conningExportChunks.data })
    .from(conningExportChunks)
    .where(and(eq(conningExportChunks.jobId, jobId), eq(conningExportChunks.seq, seq)));
  return row?.data;
}

/** The mean of each bucket of `paths` at `resolution` in [from, to), by bucket. */
export async function selectBucketMeans(
  db: DbOrTx,
  q: { shipId: string; paths: string[]; resolution: string; from: Date; to: Date },
) {
  if (q.paths.length === 0) return [];
  return db
    .select({
      path: conningAggregates.path,
      bucket: conningAggregates.bucket,
      mean: sql<number>`${conningAggregates.sum} / ${conningAggregates.count}`.mapWith(Number),
    })
    .from(conningAggregates)
    .where(
      and(
        eq(conningAggregates.shipId, q.shipId),
        inArray(conningAggregates.path, q.paths),
        eq(conningAggregates.resolution, q.resolution),
        gte(conningAggregates.bucket, q.from),
        lt(conningAggregates.bucket, q.to),
      ),
    )
    .orderBy(asc(conningAggregates.bucket));
}

/**
 * The means of one export window (export-writer.ts), packed as binary, big endian, i-th entry of each:
 * the bucket (`timestamptz_send`: int64 µs since 2000-01-01), the path (int16, 1-based index into the
 * queried `paths`), the mean (float64, sum / count).
 */
export interface PackedMeans {
  t: Uint8Array;
  k: Uint8Array;
  v: Uint8Array;
}

/**
 * The means of `paths` at `resolution` in [from, to), in no particular order, as one row of three
 * `string_agg`s of the values' binary send forms: an export window at ten seconds is one row instead of
 * 28,800 row objects, no number goes through text, and the database neither sorts nor groups (one index
 * range scan per path, LATERAL). docs/conning-exports.md "Speed"; same values as
 * {@link selectBucketMeans} (export.integration.test.ts, export.postgres.test.ts).
 */
export async function selectPackedMeans(
  db: DbOrTx,
  q: { shipId: string; paths: string[]; resolution: string; from: Date; to: Date },
): Promise<PackedMeans | undefined> {
  if (q.paths.length === 0) return undefined;
  const result = await db.execute<{ t: Uint8Array | null; k: Uint8Array | null; v: Uint8Array | null }>(sql`
    select string_agg(timestamptz_send(a.bucket), ''::bytea) as t,
           string_agg(int2send(p.k::int2), ''::bytea) as k,
           string_agg(float8send(a.sum / a.count), ''::bytea) as v
      from unnest(${sql.param(q.paths)}::text[]) with ordinality as p(path, k)
     cross join lateral (
       select bucket, sum, count from conning_aggregates a
        where a.ship_id = ${q.shipId} and a.path = p.path and a.resolution = ${q.resolution}
          and a.bucket >= ${q.from.toISOString()} and a.bucket < ${q.to.toISOString()}) a`);
  const row = result.rows[0];
  return row?.t && row.k && row.v ? { t: row.t, k: row.k, v: row.v } : undefined;
}

/** The last position of each `stepMs` bucket in [from, to) (raw history), by bucket. */
export async function selectBucketPositions(
  db: DbOrTx,
  q: { shipId: string; from: Date; to: Date; stepMs: number },
) {
  const result = await db.execute<{ bucket: string | number; val: unknown }>(sql`
    select distinct on (bucket) bucket, val from (
      select (floor(extract(epoch from ts) * 1000 / ${q.stepMs}) * ${q.stepMs})::bigint as bucket, ts, val
        from conning_history
       where ship_id = ${q.shipId} and path = 'navigation.position'
         and ts >= ${q.from.toISOString()} and ts < ${q.to.toISOString()}
    ) s
    order by bucket, ts desc`);
  return result.rows.map((r) => ({ bucket: Number(r.bucket), val: r.val }));
}

/** Raw positions in [from, to), oldest first (the noon rows pick the nearest to 12:00). */
export async function selectPositions(db: DbOrTx, q: { shipId: string; from: Date; to: Date }) {
  const result = await db.execute<{ ts: string | Date; val: unknown }>(sql`
    select ts, val from conning_history
     where ship_id = ${q.shipId} and path = 'navigation.position'
       and ts >= ${q.from.toISOString()} and ts < ${q.to.toISOString()}
     order by ts`);
  return result.rows.map((r) => ({ t: new Date(r.ts).getTime(), val: r.val }));
}

/** Count, min, mean and max of each path over [from, to) from the 10-second buckets. */
export async function selectStatistics(
  db: DbOrTx,
  q: { shipId: string; paths: string[]; from: Date; to: Date },
) {
  return db
    .select({
      path: conningAggregates.path,
      count: sql<number>`sum(${conningAggregates.count})`.mapWith(Number),
      min: sql<number>`min(${conningAggregates.min})`.mapWith(Number),
      max: sql<number>`max(${conningAggregates.max})`.mapWith(Number),
      mean: sql<number>`sum(${conningAggregates.sum}) / sum(${conningAggregates.count})`.mapWith(Number),
    })
    .from(conningAggregates)
    .where(
      and(
        eq(conningAggregates.shipId, q.shipId),
        inArray(conningAggregates.path, q.paths),
        eq(conningAggregates.resolution, '10s'),
        gte(conningAggregates.bucket, q.from),
        lt(conningAggregates.bucket, q.to),
      ),
    )
    .groupBy(conningAggregates.path);
}

/**
 * Expires DONE jobs finished before `before`: state EXPIRED and their file chunks deleted, in one
 * transaction (also the leftover chunks of FAILED jobs of the same age). Returns the expired ids.
 */
export async function expireJobs(db: DbOrTx, before: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(conningExportJobs)
      .set({ state: 'EXPIRED' })
      .where(and(eq(conningExportJobs.state, 'DONE'), lt(conningExportJobs.finishedAt, before)))
      .returning({ id: conningExportJobs.id });
    const failed = await tx
      .select({ id: conningExportJobs.id })
      .from(conningExportJobs)
      .where(and(eq(conningExportJobs.state, 'FAILED'), lt(conningExportJobs.finishedAt, before)));
    const ids = [...expired, ...failed].map((r) => r.id);
    if (ids.length) await tx.delete(conningExportChunks).where(inArray(conningExportChunks.jobId, ids));
    return expired.map((r) => r.id);
  });
}

/** Deletes a job that is not being written (its chunks go with it); false when none was deleted. */
export async function deleteJob(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(conningExportJobs)
    .where(and(eq(conningExportJobs.id, id), sql`${conningExportJobs.state} <> 'WORKING'`))
    .returning({ id: conningExportJobs.id });
  return rows.length === 1;
}
