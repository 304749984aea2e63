import {
  applyJobEvent,
  checkPostponementRequest,
  completionTiming,
  daysBetween,
  dueStatusOn,
  effectiveJobState,
  nextDueAfterCompletion,
  postponementDecisionRefusal,
  type CompleteJob,
  type DecidePostponement,
  type DurationUnit,
  type JobDetail,
  type JobState,
  type RequestPostponement,
} from '@keel/domain';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict, forbidden, notFound, staleVersion } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { dueColumnsOf, hoursContextOf, todayIso } from './job-due.service';
import { holdsOfficeJobManagement } from './job-hours.repo';
import { noticeJob } from './job-notices';
import { takePartsFromStock } from './job-parts';
import * as repo from './job.repo';
import { jobDetail, loadJob } from './job.service';

/** Locks and loads a ship job for a change: 404, 403 (scope, job_management), 409 stale or template. */
async function lockShipJob(
  tx: Tx,
  actor: Actor,
  id: string,
  version: number,
): Promise<repo.JobRow & { shipId: string }> {
  if (!(await repo.lockJob(tx, id))) throw notFound('Job');
  const row = await loadJob(tx, actor, id, 'change');
  if (row.shipId === null)
    throw conflict('A catalogue job is a template: apply it to a ship to carry it out');
  if (row.version !== version) throw staleVersion('Job');
  return row as repo.JobRow & { shipId: string };
}

function shownState(row: repo.JobRow, today: string): JobState {
  const due = dueStatusOn(row, today);
  return effectiveJobState(
    row.state as JobState,
    due.status,
    row.intervalValue !== null || row.intervalHours !== null,
  );
}

/** `POST /pms/jobs/:id/start` (job_management): PENDING → WORKING. */
export function startJob(db: Db, actor: Actor, id: string, version: number): Promise<JobDetail> {
  return db.transaction(async (tx) => {
    const row = await lockShipJob(tx, actor, id, version);
    const from = shownState(row, todayIso());
    const result = applyJobEvent(from, 'start');
    if (!result.ok) throw conflict(`${row.title}: ${result.message}`);
    if (!(await repo.updateJob(tx, id, version, { state: result.to, startedAt: new Date() })))
      throw staleVersion('Job');
    await recordAudit(tx, actor, {
      action: 'start',
      entity: 'pms_job',
      entityId: id,
      shipId: row.shipId,
      before: { state: from },
      after: { state: result.to },
    });
    return jobDetail(tx, id);
  });
}

/**
 * `POST /pms/jobs/:id/complete` (job_management): records the completion and sets the next due point
 * from the **actual** completion date and counter reading. Overdue never blocks it. Parts used that are
 * stock parts are taken from the ship's stock in the same transaction (never below zero: 409).
 */
export function completeJob(db: Db, actor: Actor, id: string, body: CompleteJob): Promise<JobDetail> {
  return db.transaction(async (tx) => {
    const row = await lockShipJob(tx, actor, id, body.version);
    const today = todayIso();
    const from = shownState(row, today);
    const result = applyJobEvent(from, 'complete');
    if (!result.ok) throw conflict(`${row.title}: ${result.message}`);
    if (daysBetween(today, body.doneOn) > 0) throw badRequest('doneOn', 'cannot be in the future');
    if (row.lastDoneOn && daysBetween(row.lastDoneOn, body.doneOn) < 0)
      throw badRequest('doneOn', `must not be before the last completion (${row.lastDoneOn})`);
    if (row.intervalHours !== null && body.hoursAtCompletion === null)
      throw badRequest('hoursAtCompletion', 'is required for a job on running hours');
    if (
      body.hoursAtCompletion !== null &&
      row.lastDoneHours !== null &&
      body.hoursAtCompletion < row.lastDoneHours
    )
      throw badRequest('hoursAtCompletion', `must not be below the last completion's ${row.lastDoneHours} h`);
    const interval = {
      intervalValue: row.intervalValue,
      intervalUnit: row.intervalUnit as DurationUnit | null,
      intervalHours: row.intervalHours,
    };
    const next = nextDueAfterCompletion(interval, {
      doneOn: body.doneOn,
      hoursAtCompletion: body.hoursAtCompletion,
    });
    const timing = completionTiming(row, body.doneOn, body.hoursAtCompletion);
    const hours = await hoursContextOf(tx, row.componentId);
    const dueColumns = dueColumnsOf({ ...row, ...next }, hours);
    const doneByName = body.doneByName?.trim() || actor.name;
    const completionId = await repo.insertCompletion(tx, {
      jobId: id,
      shipId: row.shipId,
      doneOn: body.doneOn,
      hoursAtCompletion: body.hoursAtCompletion,
      workDone: body.workDone,
      doneByName,
      recordedById: actor.id,
      recordedByName: actor.name,
      partsUsed: body.partsUsed,
      early: timing.early,
      late: timing.late,
      dueOnBefore: row.dueOn,
      ...next,
    });
    await takePartsFromStock(tx, actor, row.shipId, body.partsUsed, {
      jobId: id,
      completionId,
      title: row.title,
    });
    const values = {
      state: result.to,
      startedAt: null,
      lastDoneOn: body.doneOn,
      lastDoneHours: body.hoursAtCompletion,
      ...next,
      ...dueColumns,
    };
    if (!(await repo.updateJob(tx, id, body.version, values))) throw staleVersion('Job');
    await recordAudit(tx, actor, {
      action: 'complete',
      entity: 'pms_job',
      entityId: id,
      shipId: row.shipId,
      before: { state: from, nextDueOn: row.nextDueOn, nextDueHours: row.nextDueHours },
      after: {
        state: result.to,
        doneOn: body.doneOn,
        hoursAtCompletion: body.hoursAtCompletion,
        doneByName,
        partsUsed: body.partsUsed,
        ...next,
        ...timing,
      },
    });
    return jobDetail(tx, id);
  });
}

/** `POST /pms/jobs/:id/postponements` (job_management): asks to move the calendar due date. */
export function requestPostponement(
  db: Db,
  actor: Actor,
  id: string,
  body: RequestPostponement,
): Promise<JobDetail> {
  return db.transaction(async (tx) => {
    const row = await lockShipJob(tx, actor, id, body.version);
    const check = checkPostponementRequest({
      reason: body.reason,
      currentDueOn: row.nextDueOn,
      newDueOn: body.newDueOn,
      openRequest: row.pendingPostponementId !== null,
    });
    if (!check.ok) {
      if (check.field === 'newDueOn' && row.pendingPostponementId) throw conflict(check.message);
      throw badRequest(check.field, check.message);
    }
    const postponementId = await repo.insertPostponement(tx, {
      jobId: id,
      shipId: row.shipId,
      fromDueOn: row.nextDueOn!,
      newDueOn: body.newDueOn,
      reason: body.reason,
      requestedById: actor.id,
      requestedByName: actor.name,
    });
    // The job's version moves so another screen holding the old one reloads it.
    if (!(await repo.updateJob(tx, id, body.version, {}))) throw staleVersion('Job');
    await recordAudit(tx, actor, {
      action: 'request_postponement',
      entity: 'pms_job',
      entityId: id,
      shipId: row.shipId,
      after: { postponementId, fromDueOn: row.nextDueOn, newDueOn: body.newDueOn, reason: body.reason },
    });
    await noticeJob(tx, actor, 'postponement_requested', row, body.reason);
    return jobDetail(tx, id);
  });
}

/**
 * `POST /pms/jobs/:id/postponements/:postponementId/approve|reject`: an office user with job_management
 * on the ship (a role given on every ship, or an administrator), not the requester. Approval moves the
 * calendar due date to the requested one.
 */
export function decidePostponement(
  db: Db,
  actor: Actor,
  id: string,
  postponementId: string,
  decision: 'approve' | 'reject',
  body: DecidePostponement,
): Promise<JobDetail> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockJob(tx, id))) throw notFound('Job');
    const row = await loadJob(tx, actor, id, 'change');
    const postponement = await repo.lockPostponement(tx, postponementId);
    if (!postponement || postponement.jobId !== id) throw notFound('Postponement');
    if (postponement.version !== body.version) throw staleVersion('Postponement');
    const office = actor.isAdmin || (await holdsOfficeJobManagement(tx, actor.id));
    const refusal = postponementDecisionRefusal({
      state: postponement.state as 'REQUESTED',
      deciderId: actor.id,
      requesterId: postponement.requestedById,
      deciderIsOffice: office,
    });
    if (refusal) throw postponement.state !== 'REQUESTED' ? conflict(refusal) : forbidden(refusal);
    const state = decision === 'approve' ? 'APPROVED' : 'REJECTED';
    const ok = await repo.decidePostponement(tx, postponementId, body.version, {
      state,
      decidedById: actor.id,
      decidedByName: actor.name,
      decidedAt: new Date(),
      decisionNote: body.note ?? null,
    });
    if (!ok) throw staleVersion('Postponement');
    let jobValues = {};
    if (decision === 'approve') {
      const hours = await hoursContextOf(tx, row.componentId);
      const moved = { ...row, nextDueOn: postponement.newDueOn };
      jobValues = { nextDueOn: postponement.newDueOn, ...dueColumnsOf(moved, hours) };
    }
    if (!(await repo.updateJob(tx, id, row.version, jobValues))) throw staleVersion('Job');
    await recordAudit(tx, actor, {
      action: decision === 'approve' ? 'approve_postponement' : 'reject_postponement',
      entity: 'pms_job',
      entityId: id,
      shipId: row.shipId,
      before: { nextDueOn: row.nextDueOn },
      after: {
        postponementId,
        state,
        nextDueOn: decision === 'approve' ? postponement.newDueOn : row.nextDueOn,
        note: body.note ?? null,
      },
    });
    await noticeJob(
      tx,
      actor,
      decision === 'approve' ? 'postponement_approved' : 'postponement_rejected',
      row,
      body.note,
      postponement.requestedById,
    );
    return jobDetail(tx, id);
  });
}
