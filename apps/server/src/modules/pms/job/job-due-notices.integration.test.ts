import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type JobDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { users } from '../../users/user.table';
import { pmsComponents } from '../component/component.table';
import { todayIso } from './job-due.service';
import { runDueNotices } from './job-due-notices.service';

/**
 * The "job due / overdue" scheduler (docs/pms-jobs.md "Due notices"): the responsible rank's users and
 * the superintendents are told once per due date and kind, however many runs (or instances) see the job.
 */
let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let thirdEngineer: TestSession;
let aurora: string;
const today = todayIso();

/** The in-app notifications of a session about one job. */
async function noticesAbout(session: TestSession, jobId: string) {
  const list = (await session.get('/notifications?limit=100')).json() as {
    data: { kind: string; title: string; link: string }[];
  };
  return list.data.filter((n) => n.kind === 'pms_job_due' && n.link === `/PMS/job/${jobId}`);
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, superintendent] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.superintendent)]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const role = await createRole(admin, {
    name: unique('Engine crew'),
    sidebar: ['PMS.jobs'],
    actions: ['job_read'],
  });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
  await t.db.update(users).set({ jobTitle: 'Third Engineer' }).where(eq(users.id, user.id));
  thirdEngineer = await t.login(user.email, 'correct-horse-battery');
});
afterAll(() => t?.close());

describe('job due notices', () => {
  it('tells the responsible rank and the superintendent once per due date, also when runs overlap', async () => {
    const [component] = await t.db
      .select({ id: pmsComponents.id })
      .from(pmsComponents)
      .where(and(eq(pmsComponents.shipId, aurora), eq(pmsComponents.code, '801.2')));
    const create = (title: string, nextDueOn: string, responsibleRank: number) =>
      superintendent.post('/pms/jobs', {
        componentId: component!.id,
        title,
        intervalValue: 1,
        intervalUnit: 'months',
        toleranceDays: 2,
        responsibleRank,
        nextDueOn,
      });
    const due = dataOf<JobDetail>(await create(unique('Fire pump test'), addDays(today, 3), 8));
    const overdue = dataOf<JobDetail>(await create(unique('Bilge alarm test'), addDays(today, -4), 8));
    const otherRank = dataOf<JobDetail>(await create(unique('Radar check'), addDays(today, 2), 3));
    const longAgo = dataOf<JobDetail>(await create(unique('Old backlog'), addDays(today, -60), 8));

    // Two runs at once (two server instances): the lock and the claimed rows let one notice through.
    const runs = await Promise.all([runDueNotices(t.db, today), runDueNotices(t.db, today)]);
    expect(runs.some((r) => r.ran)).toBe(true);
    expect((await noticesAbout(thirdEngineer, due.id)).map((n) => n.title)).toEqual([`Due: ${due.title}`]);
    expect((await noticesAbout(thirdEngineer, overdue.id)).map((n) => n.title)).toEqual([
      `Overdue: ${overdue.title}`,
    ]);
    expect(await noticesAbout(superintendent, due.id)).toHaveLength(1);
    // Another rank's job is not the third engineer's; the long-overdue backlog is not notified.
    expect(await noticesAbout(thirdEngineer, otherRank.id)).toEqual([]);
    expect(await noticesAbout(superintendent, otherRank.id)).toHaveLength(1);
    expect(await noticesAbout(superintendent, longAgo.id)).toEqual([]);

    // Later runs send nothing more for the same due dates.
    await runDueNotices(t.db, today);
    await runDueNotices(t.db, today);
    expect(await noticesAbout(thirdEngineer, due.id)).toHaveLength(1);
    expect(await noticesAbout(superintendent, overdue.id)).toHaveLength(1);

    // The job falls overdue days later: one more notice (another kind); a new due date after completion
    // is notified again when it comes.
    await runDueNotices(t.db, addDays(today, 6));
    expect((await noticesAbout(thirdEngineer, due.id)).map((n) => n.title)).toEqual([
      `Overdue: ${due.title}`,
      `Due: ${due.title}`,
    ]);
    const stored = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pms_job_due_notices WHERE job_id = ${due.id}`,
    );
    expect(Number(stored.rows[0]!.n)).toBe(2);
  });
});
