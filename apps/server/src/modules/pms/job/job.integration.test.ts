import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addInterval, type JobDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
import { pmsComponents } from '../component/component.table';
import { todayIso } from './job-due.service';

let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let master: TestSession;
let reader: TestSession;
let aurora: string;
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
  const role = await createRole(admin, {
    name: unique('Job reader'),
    sidebar: ['PMS.jobs'],
    actions: ['job_read'],
  });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
  reader = await t.login(user.email, 'correct-horse-battery');
});
afterAll(() => t?.close());
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
  it('answers a completion repeated with the same Idempotency-Key once: same answer, one completion', async () => {
    const componentId = await componentOf(aurora, '801.2');
    const job = dataOf<JobDetail>(await master.post(URL, monthly(componentId, addDays(today, -3))));
    const key = crypto.randomUUID();
    const body = { version: job.version, doneOn: today, workDone: 'Tested at sea, entered offline' };
    const send = (b: object = body) =>
      master.request('POST', `${URL}/${job.id}/complete`, b, { 'idempotency-key': key });
    const first = await send();
    expect(first.statusCode).toBe(200);
    // The link dropped before the answer came: the device sends it again with the same key.
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const detail = dataOf<JobDetail>(await master.get(`${URL}/${job.id}`));
    expect(detail.completions).toHaveLength(1);
    expect(detail.version).toBe(first.json().data.version);
    expect((await send({ ...body, workDone: 'Something else' })).statusCode).toBe(422);
  });

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

  it('gives an hours job on a counter without readings its due point at the first reading; a reading within tolerance makes it due', async () => {
    const component = dataOf<{ id: string }>(
      await superintendent.post('/pms/components', {
        shipId: aurora,
        code: `993.${String(Date.now()).slice(-6)}`,
        name: 'Fresh water generator',
      }),
    );
    const counter = dataOf<{ id: string }>(
      await superintendent.post(`/pms/components/${component.id}/counters`, { name: 'Running hours' }),
    );
    const job = dataOf<JobDetail>(
      await master.post(URL, {
        componentId: component.id,
        title: unique('Ejector pump overhaul'),
        intervalHours: 500,
        toleranceHours: 25,
        responsibleRank: 8,
      }),
    );
    expect([job.nextDueHours, job.dueStatus]).toEqual([null, 'NO_DUE']);
    const read = (hours: number, readingOn: string) =>
      master.post(`/pms/counters/${counter.id}/readings`, { hours, readingOn });
    expect((await read(100, addDays(today, -30))).statusCode).toBe(201);
    const based = dataOf<JobDetail>(await master.get(`${URL}/${job.id}`));
    expect(based.nextDueHours).toBe(600);
    expect(based.dueStatus).toBe('NO_DUE'); // no hours per day yet: no date
    // 16 h a day: 20 h short of the point, inside the 25 h tolerance — due now, and in the ship's due list.
    expect((await read(580, today)).statusCode).toBe(201);
    const due = dataOf<JobDetail>(await master.get(`${URL}/${job.id}`));
    expect([due.nextDueHours, due.dueOn, due.dueStatus]).toEqual([600, today, 'IN_WINDOW']);
    const list = dataOf<{ id: string }[]>(
      await master.get(`${URL}?shipId=${aurora}&componentId=${component.id}&dueWithinDays=0`),
    );
    expect(list.map((j) => j.id)).toEqual([job.id]);
    // A later reading does not move the due point again.
    expect((await read(590, today)).statusCode).toBe(201);
    expect(dataOf<JobDetail>(await master.get(`${URL}/${job.id}`)).nextDueHours).toBe(600);
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
});
