/**
 * The fleet due list through the API (filters, order, scope, counts, export) and its fast totals: the
 * fleet-count roll-up and the capped count (docs/pms-jobs.md "Fast paths"). Job lifecycle: job.integration.test.ts.
 */
import { and, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Job, type JobFleetCount } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { todayIso } from './job-due.service';
import { pmsJobDueDays } from './job-due-days.table';
import { listJobs as listJobRows, type JobFilter } from './job-list.repo';
import { pmsJobs } from './job.table';

let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;
const URL = '/pms/jobs';
const today = todayIso();

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

describe('due list totals and the fleet-count roll-up', () => {
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
    // A search needs the jobs themselves (the roll-up cannot answer it): the capped count.
    const every = { shipIds: null, pattern: '%' };
    const all = await listJobRows(t.db, every, page);
    expect(all.capped).toBe(false);
    expect(all.total).toBeGreaterThan(3);
    expect(await listJobRows(t.db, every, page, 3)).toMatchObject({ total: 3, capped: true });
    expect(await listJobRows(t.db, every, page, all.total)).toMatchObject({
      total: all.total,
      capped: false,
    });
    const listed = (await superintendent.get(`${URL}?limit=1`)).json();
    expect(listed.page).toMatchObject({ totalCapped: false });
  });

  it('totals from the roll-up exactly what counting the jobs gives, for every filter it answers', async () => {
    const page = { sort: { field: 'dueOn' as const, desc: false }, offset: 0, limit: 2 };
    // A job without a due date on Aurora: counted by the lists without a date filter.
    const [undated] = await t.db
      .select({ id: pmsJobs.id, dueOn: pmsJobs.dueOn, overdueAfter: pmsJobs.overdueAfter })
      .from(pmsJobs)
      .where(and(eq(pmsJobs.shipId, aurora), isNotNull(pmsJobs.dueOn)))
      .limit(1);
    await t.db.update(pmsJobs).set({ dueOn: null, overdueAfter: null }).where(eq(pmsJobs.id, undated!.id));
    try {
      const plain = async (where: ReturnType<typeof sql>) =>
        Number(
          (
            await t.db.execute<{ n: number }>(
              sql`SELECT count(*)::int AS n FROM pms_jobs WHERE ship_id IS NOT NULL AND ${where}`,
            )
          ).rows[0]!.n,
        );
      const cases: [JobFilter, ReturnType<typeof sql>][] = [
        [{ shipIds: null }, sql`true`],
        [{ shipIds: null, shipId: aurora }, sql`ship_id = ${aurora}`],
        [{ shipIds: [aurora, borealis] }, sql`ship_id IN (${aurora}, ${borealis})`],
        [{ shipIds: null, dueBy: addDays(today, 30) }, sql`due_on <= ${addDays(today, 30)}`],
        [
          { shipIds: [borealis], dueBy: addDays(today, 90) },
          sql`ship_id = ${borealis} AND due_on <= ${addDays(today, 90)}`,
        ],
        [{ shipIds: null, overdueOn: today }, sql`overdue_after < ${today}`],
        [
          { shipIds: null, shipId: aurora, overdueOn: today },
          sql`ship_id = ${aurora} AND overdue_after < ${today}`,
        ],
      ];
      for (const [filter, where] of cases) {
        const listed = await listJobRows(t.db, { ...filter }, page, 1);
        // cap 1 would cap a counted total: the roll-up's exact figure shows it was not counted.
        expect({ filter, total: listed.total, capped: listed.capped }).toEqual({
          filter,
          total: await plain(where),
          capped: false,
        });
      }
      expect(await listJobRows(t.db, { shipIds: [] }, page)).toMatchObject({ rows: [], total: 0 });
    } finally {
      await t.db
        .update(pmsJobs)
        .set({ dueOn: undated!.dueOn, overdueAfter: undated!.overdueAfter })
        .where(eq(pmsJobs.id, undated!.id));
    }
  });
});
