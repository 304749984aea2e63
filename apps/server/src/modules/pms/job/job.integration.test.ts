import { and, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addInterval, type Job, type JobDetail, type JobFleetCount } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
import { pmsComponents } from '../component/component.table';
import { todayIso } from './job-due.service';
import { pmsJobDueDays } from './job-due-days.table';
import { listJobs as listJobRows } from './job.repo';
import { pmsJobs } from './job.table';

let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let master: TestSession;
let reader: TestSession;
let aurora: string;
let borealis: string;
const URL = '/pms/jobs';
const today = todayIso();

async function componentOf(shipId: string, code: string): Promise<string> {
  const [row] = await t.db
    .select({ id: pmsComponents.id })
    .from(pmsComponents)
    .where(and(eq(pmsComponents.shipId, shipId), eq(pmsComponents.code, code)));
  if (!row) throw new Error(`no component ${code}`);
  return row.id;
}

const monthly = (componentId: string, nextDueOn: string) => ({
  componentId,
  title: unique('Emergency fire pump monthly test'),
  intervalValue: 1,
  intervalUnit: 'months',
  toleranceDays: 2,
  responsibleRank: 8,
  critical: true,
  nextDueOn,
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, superintendent, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.superintendent),
    t.login(DEMO.master),
  ]);
  const ships = (await shipsByName(t)).byName;
  aurora = ships('Keel Aurora').id;
  borealis = ships('Keel Borealis').id;
  const role = await createRole(admin, {
    name: unique('Job reader'),
    sidebar: ['PMS.jobs'],
    actions: ['job_read'],
  });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
  reader = await t.login(user.email, 'correct-horse-battery');
});
afterAll(() => t?.close());

describe('due list and scope', () => {
  it('lists the seeded jobs soonest first, overdue ones included, with filters', async () => {
    const list = (await superintendent.get(`${URL}?dueWithinDays=30&limit=200`)).json();
    const rows = list.data as Job[];
    expect(list.page.total).toBeGreaterThan(10);
    expect(rows.some((r) => r.dueStatus === 'OVERDUE')).toBe(true);
    expect(new Set(rows.map((r) => r.shipName)).size).toBeGreaterThan(1);
    const dues = rows.map((r) => r.dueOn!);
    expect(dues).toEqual([...dues].sort());
    expect(dues.every((d) => d <= addDays(today, 30))).toBe(true);
    const third = dataOf<Job[]>(await superintendent.get(`${URL}?rank=8&critical=true&limit=50`));
    expect(third.length).toBeGreaterThan(0);
    expect(third.every((r) => r.responsibleRank === 8 && r.critical)).toBe(true);
    const overdue = dataOf<Job[]>(await superintendent.get(`${URL}?overdue=true&limit=50`));
    expect(overdue.every((r) => r.dueStatus === 'OVERDUE')).toBe(true);
    const bad = await superintendent.get(`${URL}?sort=vendor`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('sort');
  });

  it("limits the master to his ship's jobs and refuses another ship's job", async () => {
    const own = dataOf<Job[]>(await master.get(`${URL}?limit=200`));
    expect(new Set(own.map((r) => r.shipName))).toEqual(new Set(['Keel Aurora']));
    const other = dataOf<Job[]>(await superintendent.get(`${URL}?shipId=${borealis}&limit=1`))[0]!;
    for (const r of [
      await master.get(`${URL}/${other.id}`),
      await master.get(`${URL}?shipId=${borealis}`),
      await master.post(`${URL}/${other.id}/complete`, {
        version: other.version,
        doneOn: today,
        workDone: 'x',
      }),
    ]) {
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe('You have no access to this ship');
    }
  });

  it('counts per ship: overdue, due in 30 days, done this month', async () => {
    const counts = dataOf<JobFleetCount[]>(await superintendent.get(`${URL}/fleet-counts`));
    const total = counts.reduce((s, c) => s + c.overdue, 0);
    const overdue = (await superintendent.get(`${URL}?overdue=true&limit=1`)).json();
    expect(total).toBe(overdue.page.total);
    expect(counts.some((c) => c.dueIn30 > 0)).toBe(true);
    const mine = dataOf<JobFleetCount[]>(await master.get(`${URL}/fleet-counts`));
    expect(mine.map((c) => c.shipId)).toEqual([aurora]);
  });

  it('exports the due list to Excel', async () => {
    const r = await superintendent.get(`${URL}/export.xlsx?dueWithinDays=30`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('permissions', () => {
  it('lets a job_read user read but not change; no PMS.jobs, no list', async () => {
    const componentId = await componentOf(aurora, '801.2');
    const job = dataOf<JobDetail>(await master.post(URL, monthly(componentId, addDays(today, 10))));
    expect((await reader.get(`${URL}/${job.id}`)).statusCode).toBe(200);
    const edit = await reader.patch(`${URL}/${job.id}`, {
      ...monthly(componentId, today),
      version: job.version,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toMatch(/job_management/);
    const complete = await reader.post(`${URL}/${job.id}/complete`, {
      version: job.version,
      doneOn: today,
      workDone: 'x',
    });
    expect(complete.statusCode).toBe(403);
    const none = await t.login(DEMO.purchaser);
    expect((await none.get(URL)).statusCode).toBe(403);
    expect((await none.get(`${URL}/${job.id}`)).statusCode).toBe(403);
  });
});

describe('completion', () => {
  it('sets the next due date from the actual (late) completion date, keeps history and audit', async () => {
    const componentId = await componentOf(aurora, '801.2');
    const planned = addDays(today, -20);
    const job = dataOf<JobDetail>(await master.post(URL, monthly(componentId, planned)));
    expect(job.dueStatus).toBe('OVERDUE');
    expect(job.state).toBe('PENDING');
    const started = dataOf<JobDetail>(await master.post(`${URL}/${job.id}/start`, { version: job.version }));
    expect(started.state).toBe('WORKING');
    const stale = await master.post(`${URL}/${job.id}/complete`, {
      version: job.version,
      doneOn: today,
      workDone: 'x',
    });
    expect(stale.statusCode).toBe(409);
    const doneOn = addDays(today, -1);
    const future = await master.post(`${URL}/${job.id}/complete`, {
      version: started.version,
      doneOn: addDays(today, 1),
      workDone: 'x',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0].field).toBe('doneOn');
    const done = dataOf<JobDetail>(
      await master.post(`${URL}/${job.id}/complete`, {
        version: started.version,
        doneOn,
        workDone: 'Pump started, 9.5 bar at the highest hydrant',
        doneByName: 'R. Dela Cruz',
      }),
    );
    expect(done.nextDueOn).toBe(addInterval(doneOn, 1, 'months'));
    expect(done.nextDueOn).not.toBe(addInterval(planned, 1, 'months'));
    expect(done.state).toBe('DONE');
    expect(done.lastDoneOn).toBe(doneOn);
    expect(done.completions[0]).toMatchObject({
      doneOn,
      late: true,
      early: false,
      doneByName: 'R. Dela Cruz',
    });
    const again = await master.post(`${URL}/${job.id}/complete`, {
      version: done.version,
      doneOn: today,
      workDone: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Cannot complete a job in state DONE/);
    const audit = await auditOf(admin, 'pms_job', job.id);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'start', 'complete']));
  });

  it('counts hours from the reading at completion for a running-hours job', async () => {
    const componentId = await componentOf(aurora, '601.1');
    const job = dataOf<JobDetail>(
      await master.post(URL, {
        componentId,
        title: unique('Cylinder unit overhaul'),
        intervalHours: 16000,
        toleranceHours: 500,
        responsibleRank: 7,
      }),
    );
    expect(job.currentHours).not.toBeNull();
    expect(job.nextDueHours).toBe(job.currentHours! + 16000);
    const noHours = await master.post(`${URL}/${job.id}/complete`, {
      version: job.version,
      doneOn: today,
      workDone: 'x',
    });
    expect(noHours.statusCode).toBe(400);
    expect(noHours.json().details[0].field).toBe('hoursAtCompletion');
    const done = dataOf<JobDetail>(
      await master.post(`${URL}/${job.id}/complete`, {
        version: job.version,
        doneOn: today,
        hoursAtCompletion: job.currentHours,
        workDone: 'Overhauled, rings renewed',
      }),
    );
    expect(done.nextDueHours).toBe(job.currentHours! + 16000);
    expect(done.completions[0]!.early).toBe(true);
  });
});

describe('postponement', () => {
  it('needs a reason and an office approver, then moves the due date', async () => {
    const componentId = await componentOf(aurora, '801.2');
    const job = dataOf<JobDetail>(await master.post(URL, monthly(componentId, addDays(today, 5))));
    const noReason = await master.post(`${URL}/${job.id}/postponements`, {
      version: job.version,
      newDueOn: addDays(today, 40),
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('reason');
    const asked = dataOf<JobDetail>(
      await master.post(`${URL}/${job.id}/postponements`, {
        version: job.version,
        newDueOn: addDays(today, 40),
        reason: 'Pump maker technician only available at next port',
      }),
    );
    const request = asked.postponements[0]!;
    expect(request.state).toBe('REQUESTED');
    expect(asked.pendingPostponementId).toBe(request.id);
    const own = await master.post(`${URL}/${job.id}/postponements/${request.id}/approve`, {
      version: request.version,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/office user/);
    const approved = dataOf<JobDetail>(
      await superintendent.post(`${URL}/${job.id}/postponements/${request.id}/approve`, {
        version: request.version,
        note: 'Agreed; test at Rotterdam',
      }),
    );
    expect(approved.nextDueOn).toBe(addDays(today, 40));
    expect(approved.postponements[0]).toMatchObject({ state: 'APPROVED', decidedByName: 'Sven Lindqvist' });
    const twice = await superintendent.post(`${URL}/${job.id}/postponements/${request.id}/reject`, {
      version: approved.postponements[0]!.version,
    });
    expect(twice.statusCode).toBe(409);
    const audit = await auditOf(admin, 'pms_job', job.id);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['request_postponement', 'approve_postponement']),
    );
  });
});

describe('completion with spare parts', () => {
  it('takes the parts from stock in the same transaction; short stock refuses the whole completion', async () => {
    const componentId = await componentOf(aurora, '801.2');
    const part = dataOf<{ id: string; version: number; balance: string }>(
      await master.post('/pms/spare-parts', {
        shipId: aurora,
        partNumber: unique('MS-'),
        name: 'Mechanical seal',
        partType: 0,
        unit: 'pcs',
        minimumStock: '1',
        componentIds: [componentId],
      }),
    );
    const stocked = dataOf<{ version: number; balance: string }>(
      await master.post(`/pms/spare-parts/${part.id}/receipt`, { version: part.version, quantity: '3' }),
    );
    expect(Number(stocked.balance)).toBe(3);
    const job = dataOf<JobDetail>(await master.post(URL, monthly(componentId, today)));
    const body = (quantity: string) => ({
      version: job.version,
      doneOn: today,
      workDone: 'Seal renewed',
      partsUsed: [
        { name: 'Rags', quantity: '1' },
        { sparePartId: part.id, name: 'Mechanical seal', quantity },
      ],
    });
    const short = await master.post(`${URL}/${job.id}/complete`, body('5'));
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('partsUsed.1.quantity');
    expect(dataOf<JobDetail>(await master.get(`${URL}/${job.id}`)).completions).toHaveLength(0);
    const done = dataOf<JobDetail>(await master.post(`${URL}/${job.id}/complete`, body('2')));
    expect(done.completions[0]!.partsUsed).toHaveLength(2);
    const after = dataOf<{ balance: string }>(await master.get(`/pms/spare-parts/${part.id}`));
    expect(Number(after.balance)).toBe(1);
  });

  it('keeps the fleet-count roll-up equal to the plain counts over the jobs, after every kind of write', async () => {
    // Writes the services do not make: an edit of the due columns, a move to another ship and a delete.
    const [a, b, c] = await t.db
      .select({ id: pmsJobs.id })
      .from(pmsJobs)
      .where(eq(pmsJobs.shipId, aurora))
      .orderBy(pmsJobs.id)
      .limit(3);
    await t.db
      .update(pmsJobs)
      .set({ dueOn: addDays(today, -40), overdueAfter: addDays(today, -38) })
      .where(eq(pmsJobs.id, a!.id));
    await t.db.update(pmsJobs).set({ shipId: borealis }).where(eq(pmsJobs.id, b!.id));
    await t.db.delete(pmsJobs).where(eq(pmsJobs.id, c!.id));
    const plain = async (column: typeof pmsJobs.dueOn | typeof pmsJobs.overdueAfter, kind: string) =>
      (
        await t.db
          .select({ kind: sql<string>`${kind}`, day: column, shipId: pmsJobs.shipId, jobs: count() })
          .from(pmsJobs)
          .where(and(isNotNull(pmsJobs.shipId), isNotNull(column)))
          .groupBy(column, pmsJobs.shipId)
      ).map((r) => `${r.kind} ${r.day} ${r.shipId} ${r.jobs}`);
    const rolled = (
      await t.db
        .select()
        .from(pmsJobDueDays)
        .where(sql`${pmsJobDueDays.jobs} > 0`)
    ).map((r) => `${r.kind} ${r.day} ${r.shipId} ${r.jobs}`);
    const expected = [
      ...(await plain(pmsJobs.dueOn, 'due')),
      ...(await plain(pmsJobs.overdueAfter, 'overdue')),
    ];
    expect(rolled.sort()).toEqual(expected.sort());
    // The endpoint (roll-up) answers what the plain grouped counts over pms_jobs answer.
    const countBy = async (where: ReturnType<typeof sql>) =>
      new Map(
        (
          await t.db
            .select({ shipId: pmsJobs.shipId, n: count() })
            .from(pmsJobs)
            .where(and(isNotNull(pmsJobs.shipId), where))
            .groupBy(pmsJobs.shipId)
        ).map((r) => [r.shipId, r.n]),
      );
    const overdue = await countBy(sql`${pmsJobs.overdueAfter} < ${today}`);
    const dueBy = await countBy(lte(pmsJobs.dueOn, addDays(today, 30))!);
    const counts = dataOf<JobFleetCount[]>(await admin.get(`${URL}/fleet-counts`));
    expect(counts.map((x) => [x.shipId, x.overdue, x.dueIn30])).toEqual(
      counts.map((x) => [
        x.shipId,
        overdue.get(x.shipId) ?? 0,
        (dueBy.get(x.shipId) ?? 0) - (overdue.get(x.shipId) ?? 0),
      ]),
    );
    expect(counts.find((x) => x.shipId === aurora)!.overdue).toBeGreaterThan(0);
  });

  it('counts the due list exactly up to the cap and says when it stopped there', async () => {
    const page = { sort: { field: 'dueOn' as const, desc: false }, offset: 0, limit: 1 };
    const all = await listJobRows(t.db, { shipIds: null }, page);
    expect(all.capped).toBe(false);
    expect(all.total).toBeGreaterThan(3);
    expect(await listJobRows(t.db, { shipIds: null }, page, 3)).toMatchObject({ total: 3, capped: true });
    expect(await listJobRows(t.db, { shipIds: null }, page, all.total)).toMatchObject({
      total: all.total,
      capped: false,
    });
    const listed = (await superintendent.get(`${URL}?limit=1`)).json();
    expect(listed.page).toMatchObject({ totalCapped: false });
  });
});
