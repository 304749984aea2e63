import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { JobPart } from '@keel/domain';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { pmsCatalogues } from '../catalogue/catalogue.table';
import { pmsComponents } from '../component/component.table';

/**
 * A planned-maintenance job on a component (DOMAIN "Planned maintenance"): a ship's job (`ship_id`) or
 * a catalogue template (`catalogue_id`) of the same shape, so applying a catalogue copies it as is.
 * `due_on` (whichever first of the calendar and the expected hours date) and `overdue_after` (the last
 * day inside tolerance) are kept on the row for the due list and counts; they are rewritten on every
 * completion, postponement, edit and counter reading (`dueIndexDates`, docs/pms-jobs.md).
 */
export const pmsJobs = pgTable(
  'pms_jobs',
  {
    ...recordColumns(),
    componentId: uuid('component_id')
      .notNull()
      .references(() => pmsComponents.id, { onDelete: 'cascade' }),
    shipId: uuid('ship_id').references(() => ships.id, { onDelete: 'restrict' }),
    catalogueId: uuid('catalogue_id').references(() => pmsCatalogues.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    intervalValue: integer('interval_value'),
    /** days | weeks | months (DURATION_UNITS). */
    intervalUnit: text('interval_unit'),
    intervalHours: integer('interval_hours'),
    toleranceDays: integer('tolerance_days').notNull().default(0),
    toleranceHours: integer('tolerance_hours').notNull().default(0),
    /** Crew rank 1–10 (spec §3). */
    responsibleRank: smallint('responsible_rank').notNull(),
    critical: boolean('critical').notNull().default(false),
    requiredParts: jsonb('required_parts').$type<JobPart[]>().notNull().default([]),
    /** PENDING | WORKING | DONE (JOB_STATES); the shown state is derived by `effectiveJobState`. */
    state: text('state').notNull().default('PENDING'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    lastDoneOn: date('last_done_on', { mode: 'string' }),
    lastDoneHours: integer('last_done_hours'),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    nextDueHours: integer('next_due_hours'),
    dueOn: date('due_on', { mode: 'string' }),
    overdueAfter: date('overdue_after', { mode: 'string' }),
    /** The catalogue job this ship job was copied from. */
    sourceTemplateId: uuid('source_template_id').references((): AnyPgColumn => pmsJobs.id, {
      onDelete: 'set null',
    }),
    /** The template's version this copy was made from or last pushed to (a push updates newer ones). */
    templateVersion: integer('template_version'),
  },
  (t) => [
    index('pms_jobs_component_idx').on(t.componentId),
    // The fleet due list reads it in order and counts from it alone (ship_id is in it: index-only).
    index('pms_jobs_due_idx')
      .on(t.dueOn, t.id, t.shipId)
      .where(sql`${t.shipId} IS NOT NULL`),
    index('pms_jobs_ship_due_idx').on(t.shipId, t.dueOn, t.id),
    // The due list by responsible rank (a crew member's own jobs; critical read from the index too).
    index('pms_jobs_rank_due_idx')
      .on(t.responsibleRank, t.dueOn, t.id, t.shipId, t.critical)
      .where(sql`${t.shipId} IS NOT NULL`),
    // Rank + critical (the due list's "critical, rank 8, 90 days"): both equalities before the date, so
    // the page and the capped count read only matching entries in due order (docs/pms-jobs.md "Speed").
    index('pms_jobs_rank_critical_due_idx')
      .on(t.responsibleRank, t.critical, t.dueOn, t.id, t.shipId)
      .where(sql`${t.shipId} IS NOT NULL`),
    index('pms_jobs_ship_overdue_idx').on(t.shipId, t.overdueAfter),
    check('pms_jobs_owner_check', sql`(${t.shipId} IS NULL) <> (${t.catalogueId} IS NULL)`),
    check('pms_jobs_rank_check', sql`${t.responsibleRank} BETWEEN 1 AND 10`),
    check('pms_jobs_state_check', sql`${t.state} IN ('PENDING', 'WORKING', 'DONE')`),
    check(
      'pms_jobs_interval_check',
      sql`(${t.intervalValue} IS NULL) = (${t.intervalUnit} IS NULL) AND (${t.intervalValue} IS NOT NULL OR ${t.intervalHours} IS NOT NULL)`,
    ),
  ],
);

/** One completion of a job: when, at which counter reading, what was done, by whom, with which parts. */
export const pmsJobCompletions = pgTable(
  'pms_job_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => pmsJobs.id, { onDelete: 'cascade' }),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'restrict' }),
    doneOn: date('done_on', { mode: 'string' }).notNull(),
    hoursAtCompletion: integer('hours_at_completion'),
    workDone: text('work_done').notNull(),
    doneByName: text('done_by_name').notNull(),
    recordedById: uuid('recorded_by_id'),
    recordedByName: text('recorded_by_name').notNull(),
    partsUsed: jsonb('parts_used').$type<JobPart[]>().notNull().default([]),
    early: boolean('early').notNull().default(false),
    late: boolean('late').notNull().default(false),
    dueOnBefore: date('due_on_before', { mode: 'string' }),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    nextDueHours: integer('next_due_hours'),
  },
  (t) => [
    index('pms_job_completions_job_idx').on(t.jobId, t.doneOn),
    index('pms_job_completions_ship_done_idx').on(t.shipId, t.doneOn),
  ],
);

/** A request to move a job's calendar due date; an office user approves or rejects it. */
export const pmsJobPostponements = pgTable(
  'pms_job_postponements',
  {
    ...recordColumns(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => pmsJobs.id, { onDelete: 'cascade' }),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'restrict' }),
    /** REQUESTED | APPROVED | REJECTED. */
    state: text('state').notNull().default('REQUESTED'),
    fromDueOn: date('from_due_on', { mode: 'string' }).notNull(),
    newDueOn: date('new_due_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    requestedById: uuid('requested_by_id'),
    requestedByName: text('requested_by_name').notNull(),
    decidedById: uuid('decided_by_id'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    index('pms_job_postponements_job_idx').on(t.jobId, t.createdAt),
    uniqueIndex('pms_job_postponements_open_key')
      .on(t.jobId)
      .where(sql`${t.state} = 'REQUESTED'`),
    index('pms_job_postponements_ship_open_idx')
      .on(t.shipId)
      .where(sql`${t.state} = 'REQUESTED'`),
    check('pms_job_postponements_state_check', sql`${t.state} IN ('REQUESTED', 'APPROVED', 'REJECTED')`),
  ],
);
