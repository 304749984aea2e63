import { and, eq, isNotNull } from 'drizzle-orm';
import { addDays, addInterval, nextDueAfterCompletion } from '@keel/domain';
import type { Tx } from '../client';
import { pmsCatalogues } from '../../modules/pms/catalogue/catalogue.table';
import { pmsComponents } from '../../modules/pms/component/component.table';
import { dueColumnsOf, hoursContextOf, todayIso } from '../../modules/pms/job/job-due.service';
import { pmsJobCompletions, pmsJobPostponements, pmsJobs } from '../../modules/pms/job/job.table';
import { users } from '../../modules/users/user.table';
import { ships } from '../../modules/fleet/ship.table';
import { DEMO_JOBS, DEMO_PROGRESS, type DemoJob } from './pms-jobs.seed-data';

const CREW = ['A. Santos (2/E)', 'R. Dela Cruz (3/E)', 'M. Kowalski (C/O)', 'J. Reyes (4/E)'];

function templateRow(job: DemoJob, componentId: string, catalogueId: string) {
  return {
    componentId,
    catalogueId,
    title: job.title,
    instructions: job.instructions,
    intervalValue: job.every?.[0] ?? null,
    intervalUnit: job.every?.[1] ?? null,
    intervalHours: job.hours ?? null,
    toleranceDays: job.toleranceDays ?? 0,
    toleranceHours: job.toleranceHours ?? 0,
    responsibleRank: job.rank,
    critical: job.critical ?? false,
  };
}

/** Days an interval spans (months as 30.4 days), to place a demo job's last completion. */
function intervalDays(job: DemoJob): number {
  if (!job.every) return 0;
  const [n, unit] = job.every;
  return unit === 'days' ? n : unit === 'weeks' ? n * 7 : Math.round(n * 30.4);
}

/**
 * Job templates on both demo catalogues and their copies on every ship that applied them, each with a
 * last completion placed so that some are overdue and some due soon (DEMO_PROGRESS), and next due
 * dates computed as the service does (from the completion; hours from the counter). Idempotent: a
 * catalogue that already has jobs is left as it is. Runs after the components seed.
 */
export async function seedPmsJobs(tx: Tx): Promise<void> {
  const catalogues = await tx.select({ id: pmsCatalogues.id }).from(pmsCatalogues);
  const today = todayIso();
  let n = 0;
  for (const catalogue of catalogues) {
    const [has] = await tx
      .select({ id: pmsJobs.id })
      .from(pmsJobs)
      .where(eq(pmsJobs.catalogueId, catalogue.id))
      .limit(1);
    if (has) continue;
    const templates = await tx
      .select({ id: pmsComponents.id, code: pmsComponents.code })
      .from(pmsComponents)
      .where(eq(pmsComponents.catalogueId, catalogue.id));
    const byCode = new Map(templates.map((t) => [t.code, t.id]));
    for (const job of DEMO_JOBS) {
      for (const code of job.codes) {
        const templateComponentId = byCode.get(code);
        if (!templateComponentId) continue;
        const template = templateRow(job, templateComponentId, catalogue.id);
        const [inserted] = await tx.insert(pmsJobs).values(template).returning({ id: pmsJobs.id });
        const shipComponents = await tx
          .select({ id: pmsComponents.id, shipId: pmsComponents.shipId })
          .from(pmsComponents)
          .where(
            and(eq(pmsComponents.sourceTemplateId, templateComponentId), isNotNull(pmsComponents.shipId)),
          );
        for (const component of shipComponents) {
          const progress = DEMO_PROGRESS[n++ % DEMO_PROGRESS.length]!;
          const hours = await hoursContextOf(tx, component.id);
          const current = hours.latestReading?.hours ?? null;
          const perDay = hours.hoursPerDay ?? 10;
          const hoursAgo = job.hours ? Math.round(job.hours * progress) : 0;
          const daysAgo = Math.min(
            job.every ? Math.round(intervalDays(job) * progress) : Math.round(hoursAgo / perDay),
            1500,
          );
          const lastDoneOn = addDays(today, -daysAgo);
          const lastDoneHours = job.hours && current !== null ? Math.max(current - hoursAgo, 0) : null;
          const interval = {
            intervalValue: template.intervalValue,
            intervalUnit: template.intervalUnit,
            intervalHours: template.intervalHours,
          };
          const next = nextDueAfterCompletion(interval, {
            doneOn: lastDoneOn,
            hoursAtCompletion: lastDoneHours,
          });
          const [shipJob] = await tx
            .insert(pmsJobs)
            .values({
              ...template,
              catalogueId: null,
              componentId: component.id,
              shipId: component.shipId,
              sourceTemplateId: inserted!.id,
              state: 'DONE',
              lastDoneOn,
              lastDoneHours,
              ...next,
              ...dueColumnsOf({ ...template, ...next }, hours),
            })
            .returning({ id: pmsJobs.id });
          const previousOn = job.every ? addInterval(lastDoneOn, -job.every[0], job.every[1]) : null;
          await tx.insert(pmsJobCompletions).values({
            jobId: shipJob!.id,
            shipId: component.shipId!,
            doneOn: lastDoneOn,
            hoursAtCompletion: lastDoneHours,
            workDone: `${job.title}: carried out as per instructions, no defects found.`,
            doneByName: CREW[n % CREW.length]!,
            recordedByName: 'Chief Engineer (demo)',
            dueOnBefore: previousOn,
            ...next,
          });
        }
      }
    }
    await seedPostponement(tx, catalogue.id);
  }
}

/** One waiting postponement per catalogue: the master asks to move a weekly lifeboat inspection. */
async function seedPostponement(tx: Tx, catalogueId: string): Promise<void> {
  const [master] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, 'master@keel.demo'));
  const [job] = await tx
    .select({ id: pmsJobs.id, shipId: pmsJobs.shipId, nextDueOn: pmsJobs.nextDueOn })
    .from(pmsJobs)
    .innerJoin(ships, eq(ships.id, pmsJobs.shipId))
    .where(
      and(
        eq(ships.name, 'Keel Aurora'),
        eq(pmsJobs.title, 'Davit and on-load release gear annual thorough examination (class)'),
      ),
    )
    .orderBy(pmsJobs.nextDueOn)
    .limit(1);
  if (!master || !job?.shipId || !job.nextDueOn || !catalogueId) return;
  await tx
    .insert(pmsJobPostponements)
    .values({
      jobId: job.id,
      shipId: job.shipId,
      fromDueOn: job.nextDueOn,
      newDueOn: addDays(job.nextDueOn, 45),
      reason: 'Service engineer for the release gear only available at the next dry-dock port call',
      requestedById: master.id,
      requestedByName: master.name,
    })
    .onConflictDoNothing();
}
