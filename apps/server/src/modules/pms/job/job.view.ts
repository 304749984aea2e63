import {
  dueStatusOn,
  effectiveJobState,
  type DurationUnit,
  type Job,
  type JobCompletion,
  type JobDetail,
  type JobPostponement,
  type JobState,
  type PostponementState,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import type { HoursContext } from './job-due.service';
import type { JobListRow } from './job-list.repo';
import {
  completionsOf,
  postponementsOf,
  type CompletionRow,
  type JobRow,
  type PostponementRow,
} from './job.repo';

/** A stored job in the API's shape, its due status and shown state derived for `today`. */
export function toJobView(row: JobRow, today: string, hours: HoursContext | null = null): Job {
  const due = dueStatusOn(row, today);
  const recurring = row.intervalValue !== null || row.intervalHours !== null;
  const currentHours = hours?.latestReading?.hours ?? null;
  return {
    id: row.id,
    version: row.version,
    componentId: row.componentId,
    componentName: row.componentName,
    componentCode: row.componentCode,
    shipId: row.shipId,
    shipName: row.shipName,
    title: row.title,
    instructions: row.instructions,
    intervalValue: row.intervalValue,
    intervalUnit: row.intervalUnit as DurationUnit | null,
    intervalHours: row.intervalHours,
    toleranceDays: row.toleranceDays,
    toleranceHours: row.toleranceHours,
    responsibleRank: row.responsibleRank,
    critical: row.critical,
    requiredParts: row.requiredParts,
    storedState: row.state as JobState,
    state: row.shipId
      ? effectiveJobState(row.state as JobState, due.status, recurring)
      : (row.state as JobState),
    lastDoneOn: row.lastDoneOn,
    lastDoneHours: row.lastDoneHours,
    nextDueOn: row.nextDueOn,
    nextDueHours: row.nextDueHours,
    dueOn: row.dueOn,
    dueStatus: row.shipId ? due.status : 'NO_DUE',
    daysLeft: row.shipId ? due.daysLeft : null,
    hoursLeft: row.nextDueHours !== null && currentHours !== null ? row.nextDueHours - currentHours : null,
    currentHours,
    pendingPostponementId: row.pendingPostponementId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A due-list row (already in the API's shape, `listJobs` of the repo) with what depends on today: the
 * due status, days left and the shown state, as {@link toJobView} derives them for a list (no counter
 * read: hours left and current hours are null). Written field by field, not as `{ overdueAfter, ...row }`
 * and `{ ...row }`: the two copies of a driver row per job were the due list's largest allocation and made
 * slow-mode objects for the serializer (docs/pms-jobs.md "Per-request overhead").
 */
export function listedJobView(row: JobListRow, today: string): Job {
  const due = dueStatusOn(
    { dueOn: row.dueOn, overdueAfter: row.overdueAfter, toleranceDays: row.toleranceDays },
    today,
  );
  const recurring = row.intervalValue !== null || row.intervalHours !== null;
  return {
    id: row.id,
    version: row.version,
    componentId: row.componentId,
    componentName: row.componentName,
    componentCode: row.componentCode,
    shipId: row.shipId,
    shipName: row.shipName,
    title: row.title,
    instructions: row.instructions,
    intervalValue: row.intervalValue,
    intervalUnit: row.intervalUnit,
    intervalHours: row.intervalHours,
    toleranceDays: row.toleranceDays,
    toleranceHours: row.toleranceHours,
    responsibleRank: row.responsibleRank,
    critical: row.critical,
    requiredParts: row.requiredParts,
    storedState: row.storedState,
    state: row.shipId ? effectiveJobState(row.storedState, due.status, recurring) : row.storedState,
    lastDoneOn: row.lastDoneOn,
    lastDoneHours: row.lastDoneHours,
    nextDueOn: row.nextDueOn,
    nextDueHours: row.nextDueHours,
    dueOn: row.dueOn,
    dueStatus: row.shipId ? due.status : 'NO_DUE',
    daysLeft: row.shipId ? due.daysLeft : null,
    hoursLeft: null,
    currentHours: null,
    pendingPostponementId: row.pendingPostponementId,
    updatedAt: row.updatedAt,
  };
}

function completionView(c: CompletionRow): JobCompletion {
  return {
    id: c.id,
    doneOn: c.doneOn,
    hoursAtCompletion: c.hoursAtCompletion,
    workDone: c.workDone,
    doneByName: c.doneByName,
    recordedByName: c.recordedByName,
    partsUsed: c.partsUsed,
    early: c.early,
    late: c.late,
    dueOnBefore: c.dueOnBefore,
    nextDueOn: c.nextDueOn,
    nextDueHours: c.nextDueHours,
    createdAt: c.createdAt.toISOString(),
  };
}

function postponementView(p: PostponementRow): JobPostponement {
  return {
    id: p.id,
    version: p.version,
    state: p.state as PostponementState,
    fromDueOn: p.fromDueOn,
    newDueOn: p.newDueOn,
    reason: p.reason,
    requestedByName: p.requestedByName,
    requestedAt: p.createdAt.toISOString(),
    decidedByName: p.decidedByName,
    decidedAt: p.decidedAt ? p.decidedAt.toISOString() : null,
    decisionNote: p.decisionNote,
  };
}

/** The job with its history (every completion and postponement, newest first). */
export async function jobDetailOf(
  db: DbOrTx,
  row: JobRow,
  today: string,
  hours: HoursContext,
): Promise<JobDetail> {
  // One after the other: `db` may be a transaction (one connection, no overlapping queries).
  const completions = await completionsOf(db, row.id);
  const postponements = await postponementsOf(db, row.id);
  return {
    ...toJobView(row, today, hours),
    templateDeleted: row.shipId !== null && row.sourceTemplateId === null && row.templateVersion !== null,
    completions: completions.map(completionView),
    postponements: postponements.map(postponementView),
  };
}
