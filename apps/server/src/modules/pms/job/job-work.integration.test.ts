import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type JobDetail, type WorkItem } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { users } from '../../users/user.table';
import { pmsComponents } from '../component/component.table';
import { todayIso } from './job-due.service';

/**
 * Where someone must act on a job (docs/pms-jobs.md "My work"): the jobs due and overdue of the responsible
 * rank in that crew member's My work (the master and the office see all ranks), a postponement waiting in
 * the office's My work with a notification, and the decision told to whoever asked.
 */
let t: TestApp;
let superintendent: TestSession;
let master: TestSession;
let thirdEngineer: TestSession;
let aurora: string;
let pump: string;
const today = todayIso();

/** The ids of a session's My work items of a kind (first 500). */
async function workIds(session: TestSession, kind: string): Promise<string[]> {
  const page = await session.get(`/work/items?kind=${kind}&limit=100`);
  expect(page.statusCode).toBe(200);
  return dataOf<WorkItem[]>(page).map((i) => i.id);
}

/** A session's in-app notifications about one job, oldest first. */
async function noticesAbout(session: TestSession, jobId: string) {
  const list = (await session.get('/notifications?limit=100')).json() as {
    data: { kind: string; title: string; link: string }[];
  };
  return list.data.filter((n) => n.link === `/PMS/job/${jobId}`).reverse();
}

const job = (title: string, nextDueOn: string, responsibleRank: number) => ({
  componentId: pump,
  title: unique(title),
  intervalValue: 1,
  intervalUnit: 'months',
  toleranceDays: 2,
  responsibleRank,
  nextDueOn,
});

beforeAll(async () => {
  t = await createTestApp();
  let admin: TestSession;
  [admin, superintendent, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.superintendent),
    t.login(DEMO.master),
  ]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const [row] = await t.db
    .select({ id: pmsComponents.id })
    .from(pmsComponents)
    .where(and(eq(pmsComponents.shipId, aurora), eq(pmsComponents.code, '801.2')));
  pump = row!.id;
  const role = await createRole(admin, {
    name: unique('Engine crew'),
    sidebar: ['PMS.jobs', 'PMS.catalogues'],
    actions: ['job_read', 'job_management'],
  });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
  await t.db.update(users).set({ jobTitle: 'Third Engineer' }).where(eq(users.id, user.id));
  thirdEngineer = await t.login(user.email, 'correct-horse-battery');
});
afterAll(() => t?.close());

describe('My work and notifications of jobs', () => {
  it("lists a rank's due and overdue jobs for that rank only; the master sees every rank", async () => {
    const due = dataOf<JobDetail>(
      await master.post('/pms/jobs', job('Fire pump test', addDays(today, 3), 8)),
    );
    const overdue = dataOf<JobDetail>(
      await master.post('/pms/jobs', job('Bilge alarm test', addDays(today, -5), 8)),
    );
    const otherRank = dataOf<JobDetail>(
      await master.post('/pms/jobs', job('Radar performance check', addDays(today, 2), 3)),
    );
    const later = dataOf<JobDetail>(
      await master.post('/pms/jobs', job('Fire pump overhaul', addDays(today, 40), 8)),
    );

    const mine = await workIds(thirdEngineer, 'pms_job_due');
    expect(mine).toEqual(expect.arrayContaining([due.id, overdue.id]));
    expect(mine).not.toContain(otherRank.id);
    expect(mine).not.toContain(later.id);
    // Overdue first (the queue is ordered by due date).
    expect(mine.indexOf(overdue.id)).toBeLessThan(mine.indexOf(due.id));
    const masters = await workIds(master, 'pms_job_due');
    expect(masters).toEqual(expect.arrayContaining([due.id, overdue.id, otherRank.id]));
    expect(masters).not.toContain(later.id);

    // Done: it leaves My work (next due a month from today).
    const done = await thirdEngineer.post(`/pms/jobs/${due.id}/complete`, {
      version: due.version,
      doneOn: today,
      workDone: 'Pump run 15 min, 9 bar at the highest hydrant',
    });
    expect(done.statusCode).toBe(200);
    expect(await workIds(thirdEngineer, 'pms_job_due')).not.toContain(due.id);
  });

  it('puts a postponement in the office’s My work with a notification, and tells the requester the decision', async () => {
    const asked = dataOf<JobDetail>(
      await master.post('/pms/jobs', job('Emergency fire pump monthly test', addDays(today, 4), 8)),
    );
    const requested = dataOf<JobDetail>(
      await master.post(`/pms/jobs/${asked.id}/postponements`, {
        version: asked.version,
        newDueOn: addDays(today, 30),
        reason: 'Pump maker technician only available at next port',
      }),
    );
    expect(await workIds(superintendent, 'pms_postponement_to_approve')).toContain(asked.id);
    // The master asked: he may not decide, so it is not his work.
    expect(await workIds(master, 'pms_postponement_to_approve')).not.toContain(asked.id);
    expect((await noticesAbout(superintendent, asked.id)).map((n) => n.kind)).toEqual(['approval_requested']);
    expect(await noticesAbout(master, asked.id)).toEqual([]);

    const request = requested.postponements[0]!;
    const approved = await superintendent.post(`/pms/jobs/${asked.id}/postponements/${request.id}/approve`, {
      version: request.version,
      note: 'Agreed; test at Rotterdam',
    });
    expect(approved.statusCode).toBe(200);
    expect(await workIds(superintendent, 'pms_postponement_to_approve')).not.toContain(asked.id);
    const told = await noticesAbout(master, asked.id);
    expect(told.map((n) => [n.kind, n.title])).toEqual([
      ['approved', `Postponement approved: ${asked.title}`],
    ]);
  });
});
