import { Readable } from 'node:stream';
import {
  exportExpiresAt,
  parseSort,
  type CreateExportJob,
  type ExportJob,
  type ExportJobListQuery,
  type StatisticsQuery,
} from '@keel/domain';
import type { Db } from '../../db/client';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { assertShipInScope, assertSidebar, shipFilter, type Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { CONNING_API, assertCanReadShip, assertShipExists } from './conning.service';
import type { ConningRuntime } from './conning-runtime';
import { conningExportJobs } from './conning.table';
import * as repo from './export.repo';

const ENTITY = 'conning_export';
const SORT_FIELDS = ['createdAt', 'state'] as const;

/**
 * The API's view of a job. A DONE job past its expiry reads EXPIRED even before the sweep
 * (`expireExportJobs`, every 15 minutes) has deleted its file.
 */
function toView(row: repo.ExportJobRow, retentionDays: number): ExportJob {
  const expiresAt = exportExpiresAt(row, retentionDays);
  const expired = expiresAt !== null && expiresAt.getTime() <= Date.now();
  return {
    id: row.id,
    shipId: row.shipId,
    shipName: row.shipName,
    paths: row.paths,
    from: row.fromTs.toISOString(),
    to: row.toTs.toISOString(),
    frequency: row.frequency as ExportJob['frequency'],
    format: row.format as ExportJob['format'],
    state: expired ? 'EXPIRED' : (row.state as ExportJob['state']),
    progress: row.progress,
    rows: row.rows,
    fileName: row.fileName,
    fileSize: row.fileSize,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: expired ? null : (expiresAt?.toISOString() ?? null),
  };
}

/** Loads a job the actor may read (`Conning.API` and the ship's scope), or 404. */
async function loadForActor(db: Db, actor: Actor, id: string) {
  assertSidebar(actor, [CONNING_API]);
  const row = await repo.findJob(db, id);
  if (!row) throw notFound('Export job');
  assertShipInScope(actor, row.shipId);
  return row;
}

/** `POST /conning/exports`: a PENDING job (audited); a worker of any instance picks it up. */
export async function createExportJob(db: Db, runtime: ConningRuntime, actor: Actor, body: CreateExportJob) {
  assertSidebar(actor, [CONNING_API]);
  assertShipInScope(actor, body.shipId);
  await assertShipExists(db, body.shipId);
  // Values received here a moment ago are in the history before the job reads it.
  await runtime.store.flush();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conningExportJobs)
      .values({
        shipId: body.shipId,
        paths: body.paths,
        fromTs: new Date(body.from),
        toTs: new Date(body.to),
        frequency: body.frequency,
        format: body.format,
        createdBy: actor.id,
      })
      .returning({ id: conningExportJobs.id });
    if (!row) throw new HttpError(500, 'export job not saved');
    await recordAudit(tx, actor, {
      action: 'create',
      entity: ENTITY,
      entityId: row.id,
      shipId: body.shipId,
      after: body,
    });
    return row.id;
  });
  runtime.exports.kick();
  return getExportJob(db, actor, id, runtime.exportRetentionDays);
}

/** `GET /conning/exports/:id`. */
export async function getExportJob(db: Db, actor: Actor, id: string, retentionDays: number) {
  return toView(await loadForActor(db, actor, id), retentionDays);
}

/**
 * `DELETE /conning/exports/:id`: removes a job and its file (audited); 409 while a worker writes it.
 * Anyone who may read the job may delete it.
 */
export async function deleteExportJob(db: Db, actor: Actor, id: string, retentionDays: number) {
  const job = await loadForActor(db, actor, id);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteJob(tx, id)))
      throw conflict('The export is being written: delete it once it is DONE or FAILED');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      shipId: job.shipId,
      before: toView(job, retentionDays),
    });
  });
}

/** Expires the DONE jobs older than the retention and deletes their files; returns how many. */
export async function expireExportJobs(db: Db, retentionDays: number, now = Date.now()) {
  return (await repo.expireJobs(db, new Date(now - retentionDays * 86_400_000))).length;
}

/** `GET /conning/exports`: the actor's ships' jobs, newest first, paged. */
export async function listExportJobs(db: Db, actor: Actor, q: ExportJobListQuery, retentionDays: number) {
  assertSidebar(actor, [CONNING_API]);
  const sort = q.sort
    ? parseSort(q.sort, SORT_FIELDS, 'createdAt')
    : { field: 'createdAt' as const, desc: true };
  const { rows, total } = await repo.listJobs(
    db,
    {
      shipIds: shipFilter(actor),
      ...(q.shipId ? { shipId: q.shipId } : {}),
      ...(q.state ? { state: q.state } : {}),
    },
    { offset: q.offset, limit: q.limit, sortField: sort.field, desc: sort.desc },
  );
  return {
    data: rows.map((r) => toView(r, retentionDays)),
    page: { total, offset: q.offset, limit: q.limit },
  };
}

/** MIME type of each export format. */
export const EXPORT_MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * `GET /conning/exports/:id/file`: a DONE job's file, streamed from its chunks one at a time
 * (409 while the job is not DONE, 410 once it expired).
 */
export async function openExportFile(db: Db, actor: Actor, id: string, retentionDays: number) {
  const job = await loadForActor(db, actor, id);
  if (toView(job, retentionDays).state === 'EXPIRED')
    throw new HttpError(410, 'The export expired and its file was deleted: run it again');
  if (job.state !== 'DONE' || !job.fileName)
    throw conflict(`The export is ${job.state}: its file can be downloaded once it is DONE`);
  let seq = 0;
  const stream = new Readable({
    read() {
      repo.selectChunk(db, id, seq++).then(
        (chunk) => this.push(chunk ?? null),
        (error: unknown) => this.destroy(error as Error),
      );
    },
  });
  return {
    stream,
    fileName: job.fileName,
    size: job.fileSize,
    mime: EXPORT_MIME[job.format as keyof typeof EXPORT_MIME] ?? 'application/octet-stream',
  };
}

/** `GET /conning/ships/:shipId/statistics`: count, min, mean and max per path (SI units). */
export async function getStatistics(
  db: Db,
  runtime: ConningRuntime,
  actor: Actor,
  shipId: string,
  q: StatisticsQuery,
) {
  await assertCanReadShip(db, actor, shipId);
  await runtime.store.flush();
  const rows = await repo.selectStatistics(db, {
    shipId,
    paths: q.paths,
    from: new Date(q.from),
    to: new Date(q.to),
  });
  const byPath = new Map(rows.map((r) => [r.path, r]));
  return q.paths.map((path) => {
    const r = byPath.get(path);
    return r && r.count > 0
      ? { path, count: r.count, min: r.min, mean: r.mean, max: r.max }
      : { path, count: 0, min: null, mean: null, max: null };
  });
}
