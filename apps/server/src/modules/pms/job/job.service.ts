import {
  addDays,
  JOB_SORT_FIELDS,
  type CreateJob,
  type Job,
  type JobDetail,
  type JobListQuery,
  type UpdateJob,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import {
  assertCan,
  assertShipInScope,
  assertSidebar,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { dueColumnsOf, firstDue, hoursContextOf, todayIso } from './job-due.service';
import { componentOwner } from './job-hours.repo';
import type { JobTableRow } from './job-template.repo';
import * as listRepo from './job-list.repo';
import * as repo from './job.repo';
import { jobDetailOf, listedJobView } from './job.view';

/** The sidebar permission of the job pages (spec §6). */
export const JOBS = 'PMS.jobs' as const;
/** The sidebar permission of catalogues (job templates live there). */
export const CATALOGUES = 'PMS.catalogues' as const;

/** What the caller wants to do with a job: read it or change it. */
export type JobAccess = 'read' | 'change';

/**
 * Checks the actor against a job's owner: a ship job needs PMS.jobs, the ship in scope (a master only
 * his ship) and job_read or job_management on it (job_management to change); a catalogue template needs
 * PMS.catalogues, and component_management on some ship to change.
 */
export function assertJobAccess(actor: Actor, owner: { shipId: string | null }, access: JobAccess): void {
  if (owner.shipId === null) {
    assertSidebar(actor, [CATALOGUES]);
    if (access === 'change') assertCan(actor, ['component_management']);
    return;
  }
  assertSidebar(actor, [JOBS]);
  assertShipInScope(actor, owner.shipId);
  if (access === 'read')
    assertCan(actor, ['job_read', 'job_management'], { shipId: owner.shipId, mode: 'or' });
  else assertCan(actor, ['job_management'], { shipId: owner.shipId });
}

/** Loads a job the actor may read or change: 404 unknown, 403 out of scope or without the action. */
export async function loadJob(db: DbOrTx, actor: Actor, id: string, access: JobAccess): Promise<repo.JobRow> {
  const row = await repo.findJob(db, id);
  if (!row) throw notFound('Job');
  assertJobAccess(actor, row, access);
  return row;
}

/** The job with its history, for the job page. */
export async function jobDetail(db: DbOrTx, id: string): Promise<JobDetail> {
  const row = await repo.findJob(db, id);
  if (!row) throw notFound('Job');
  return jobDetailOf(db, row, todayIso(), await hoursContextOf(db, row.componentId));
}

/** `GET /pms/jobs/:id`. */
export async function getJob(db: Db, actor: Actor, id: string): Promise<JobDetail> {
  const row = await loadJob(db, actor, id, 'read');
  return jobDetailOf(db, row, todayIso(), await hoursContextOf(db, row.componentId));
}

/**
 * `GET /pms/jobs`: the fleet-wide due list (or one ship's or one component's jobs), limited to the
 * actor's ships where they hold job_read or job_management; soonest due first.
 */
export async function listJobs(db: Db, actor: Actor, query: JobListQuery) {
  const sort = sortOf(query.sort, JOB_SORT_FIELDS, 'dueOn');
  let shipIds: string[] | null = null;
  if (query.componentId) {
    const owner = await componentOwner(db, query.componentId);
    if (!owner) throw badRequest('componentId', 'no such component');
    assertJobAccess(actor, owner, 'read');
  } else {
    assertSidebar(actor, [JOBS]);
    if (query.shipId) assertJobAccess(actor, { shipId: query.shipId }, 'read');
    const scope = shipFilter(actor);
    shipIds = scope
      ? scope.filter((shipId) =>
          ['job_read', 'job_management'].some((a) => actor.access.actionsByShip.get(shipId)?.has(a as never)),
        )
      : null;
  }
  const today = todayIso();
  const { rows, total, capped } = await listRepo.listJobs(
    db,
    {
      // One ship asked for and checked above: the scope list adds nothing but work to the statement.
      shipIds: query.shipId ? null : shipIds,
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.componentId ? { componentId: query.componentId } : {}),
      ...(query.rank !== undefined ? { rank: query.rank } : {}),
      ...(query.critical !== undefined ? { critical: query.critical } : {}),
      ...(query.dueWithinDays !== undefined ? { dueBy: addDays(today, query.dueWithinDays) } : {}),
      ...(query.overdue ? { overdueOn: today } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
      ...(query.unlinked ? { unlinked: true } : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  const data: Job[] = rows.map((r) => listedJobView(r, today));
  return { data, page: { total, totalCapped: capped, offset: query.offset, limit: query.limit } };
}

function fieldsOf(body: CreateJob | UpdateJob) {
  return {
    title: body.title,
    instructions: body.instructions,
    intervalValue: body.intervalValue,
    intervalUnit: body.intervalUnit,
    intervalHours: body.intervalHours,
    toleranceDays: body.toleranceDays,
    toleranceHours: body.toleranceHours,
    responsibleRank: body.responsibleRank,
    critical: body.critical,
    requiredParts: body.requiredParts,
  };
}

/** `POST /pms/jobs`: a job on a ship's component (job_management) or a catalogue template. */
export async function createJob(db: Db, actor: Actor, body: CreateJob): Promise<JobDetail> {
  const owner = await componentOwner(db, body.componentId);
  if (!owner) throw badRequest('componentId', 'no such component');
  assertJobAccess(actor, owner, 'change');
  return db.transaction(async (tx) => {
    const hours = await hoursContextOf(tx, body.componentId);
    const due = owner.shipId
      ? firstDue(body, body, hours, todayIso())
      : { nextDueOn: null, nextDueHours: null };
    const fields = fieldsOf(body);
    const id = await repo.insertJob(tx, {
      ...fields,
      componentId: body.componentId,
      shipId: owner.shipId,
      catalogueId: owner.catalogueId,
      state: 'PENDING',
      ...due,
      ...(owner.shipId ? dueColumnsOf({ ...fields, ...due }, hours) : {}),
    });
    const detail = await jobDetail(tx, id);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'pms_job',
      entityId: id,
      shipId: owner.shipId,
      after: { ...fields, componentId: body.componentId, ...due },
    });
    return detail;
  });
}

/**
 * `PATCH /pms/jobs/:id`: edits a job's fields (version → 409 when stale). A changed interval or
 * tolerance recomputes the next due point from the last completion (or keeps the given one).
 */
export async function updateJob(db: Db, actor: Actor, id: string, body: UpdateJob): Promise<JobDetail> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockJob(tx, id))) throw notFound('Job');
    const row = await loadJob(tx, actor, id, 'change');
    if (row.version !== body.version) throw staleVersion('Job');
    const fields = fieldsOf(body);
    const values = await editedValues(tx, row, fields, body);
    if (!(await repo.updateJob(tx, id, body.version, values))) throw staleVersion('Job');
    const before = pick(row);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'pms_job',
      entityId: id,
      shipId: row.shipId,
      before,
      after: { ...fields, nextDueOn: values.nextDueOn, nextDueHours: values.nextDueHours },
    });
    return jobDetail(tx, id);
  });
}

/** The fields a job edit (or a template push) writes. */
export type JobFields = ReturnType<typeof fieldsOf>;

/**
 * The row values of an edited job: its fields and, on a ship, its due point — recomputed from the last
 * completion when the interval changed, else kept (or the one given).
 */
export async function editedValues(
  tx: DbOrTx,
  row: JobTableRow,
  fields: JobFields,
  given: { nextDueOn?: string | null; nextDueHours?: number | null } = {},
) {
  const hours = await hoursContextOf(tx, row.componentId);
  const base = row.lastDoneOn ?? todayIso();
  const changed = intervalChanged(row, fields);
  const due = row.shipId
    ? firstDue(
        fields,
        {
          nextDueOn: given.nextDueOn !== undefined ? given.nextDueOn : changed ? undefined : row.nextDueOn,
          nextDueHours:
            given.nextDueHours !== undefined
              ? given.nextDueHours
              : changed && row.lastDoneHours !== null && fields.intervalHours !== null
                ? row.lastDoneHours + fields.intervalHours
                : row.nextDueHours,
        },
        hours,
        base,
      )
    : { nextDueOn: null, nextDueHours: null };
  return { ...fields, ...due, ...(row.shipId ? dueColumnsOf({ ...fields, ...due }, hours) : {}) };
}

function intervalChanged(row: JobTableRow, f: JobFields): boolean {
  return (
    row.intervalValue !== f.intervalValue ||
    row.intervalUnit !== f.intervalUnit ||
    row.intervalHours !== f.intervalHours
  );
}

function pick(row: repo.JobRow) {
  const { title, instructions, intervalValue, intervalUnit, intervalHours, toleranceDays, toleranceHours } =
    row;
  return {
    title,
    instructions,
    intervalValue,
    intervalUnit,
    intervalHours,
    toleranceDays,
    toleranceHours,
    responsibleRank: row.responsibleRank,
    critical: row.critical,
    requiredParts: row.requiredParts,
    nextDueOn: row.nextDueOn,
    nextDueHours: row.nextDueHours,
  };
}
