/**
 * The jobs' hot reads without the query builder (job-list.repo.ts: the due list's page, its totals and
 * the fleet counts as statements built once per shape, rows in the API's shape; docs/pms-jobs.md "Lists
 * without the query builder") answer exactly what the plain path answers: the query builder's select of
 * every matching job, each read as the job page reads it (`findJob` + `toJobView`), and the counts
 * grouped over `pms_jobs` and `pms_job_completions`. On PGlite and on PostgreSQL (named statements).
 */
import { and, asc, count, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DUE_SOON_DAYS, type Job, type JobFleetCount } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { ships } from '../../fleet/ship.table';
import { pmsComponents } from '../component/component.table';
import { todayIso } from './job-due.service';
import { findJob } from './job.repo';
import { pmsJobCompletions, pmsJobs } from './job.table';
import { toJobView } from './job.view';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
let everyShip: string[];
const today = todayIso();

beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
  const fleet = await shipsByName(t);
  aurora = fleet.byName('Keel Aurora').id;
  everyShip = (await t.db.select({ id: ships.id }).from(ships)).map((s) => s.id);
});
afterAll(() => t?.close());

/** The plain due list: the query builder with the values in place, every job read as the job page reads it. */
async function plainList(
  where: SQL[],
  sort: { column: SQL | typeof pmsJobs.dueOn; desc: boolean },
  offset: number,
  limit: number,
) {
  const matching = and(isNotNull(pmsJobs.shipId), ...where);
  const ids = await t.db
    .select({ id: pmsJobs.id })
    .from(pmsJobs)
    .innerJoin(pmsComponents, eq(pmsComponents.id, pmsJobs.componentId))
    .leftJoin(ships, eq(ships.id, pmsJobs.shipId))
    .where(matching)
    .orderBy(
      sort.desc ? sql`${sort.column} DESC NULLS LAST` : sql`${sort.column} ASC NULLS LAST`,
      asc(pmsJobs.id),
    )
    .offset(offset)
    .limit(limit);
  const [total] = await t.db
    .select({ n: count() })
    .from(pmsJobs)
    .innerJoin(pmsComponents, eq(pmsComponents.id, pmsJobs.componentId))
    .where(matching);
  const rows: Job[] = [];
  for (const { id } of ids) rows.push(toJobView((await findJob(t.db, id))!, today));
  return { data: rows, page: { total: total!.n, totalCapped: false, offset, limit } };
}

describe('the due list without the query builder', () => {
  it('answers every filter, sort and page exactly as the plain path does', async () => {
    const [component] = await t.db
      .select({ id: pmsJobs.componentId })
      .from(pmsJobs)
      .where(eq(pmsJobs.shipId, aurora))
      .limit(1);
    const pattern = '%pump%';
    const cases: [string, SQL[], { column: SQL | typeof pmsJobs.dueOn; desc: boolean }][] = [
      ['limit=200', [], { column: pmsJobs.dueOn, desc: false }],
      [
        'dueWithinDays=30&limit=200',
        [lte(pmsJobs.dueOn, addDays(today, 30))],
        { column: pmsJobs.dueOn, desc: false },
      ],
      [
        'overdue=true&limit=200',
        [sql`${pmsJobs.overdueAfter} < ${today}`],
        { column: pmsJobs.dueOn, desc: false },
      ],
      [
        'dueWithinDays=90&critical=true&rank=2&limit=200',
        [lte(pmsJobs.dueOn, addDays(today, 90)), eq(pmsJobs.critical, true), eq(pmsJobs.responsibleRank, 2)],
        { column: pmsJobs.dueOn, desc: false },
      ],
      [
        `shipId=${aurora}&offset=3&limit=7`,
        [eq(pmsJobs.shipId, aurora)],
        { column: pmsJobs.dueOn, desc: false },
      ],
      [
        `componentId=${component!.id}&limit=200`,
        [eq(pmsJobs.componentId, component!.id)],
        { column: pmsJobs.dueOn, desc: false },
      ],
      [
        'q=pump&limit=200',
        [
          or(
            ilike(pmsJobs.title, pattern),
            ilike(pmsComponents.name, pattern),
            ilike(pmsComponents.code, pattern),
          )!,
        ],
        { column: pmsJobs.dueOn, desc: false },
      ],
      ['sort=-title&offset=10&limit=30', [], { column: sql`lower(${pmsJobs.title})`, desc: true }],
      ['sort=shipName&limit=40', [], { column: sql`lower(${ships.name})`, desc: false }],
      ['sort=-componentCode&limit=40', [], { column: sql`${pmsComponents.code}`, desc: true }],
      ['sort=responsibleRank&limit=40', [], { column: sql`${pmsJobs.responsibleRank}`, desc: false }],
      ['sort=-lastDoneOn&limit=40', [], { column: sql`${pmsJobs.lastDoneOn}`, desc: true }],
    ];
    for (const [query, where, sort] of cases) {
      const url = new URLSearchParams(query);
      const offset = Number(url.get('offset') ?? 0);
      const fast = (await admin.get(`/pms/jobs?${query}`)).json();
      const plain = await plainList(where, sort, offset, Number(url.get('limit')));
      expect({ query, ...fast }).toEqual({ query, ...plain });
      expect([query, fast.data.length]).not.toEqual([query, 0]);
    }
  });

  it("keeps a master to his ship's jobs, as the plain path does", async () => {
    const fast = (await master.get('/pms/jobs?dueWithinDays=60&limit=100')).json();
    const plain = await plainList(
      [eq(pmsJobs.shipId, aurora), lte(pmsJobs.dueOn, addDays(today, 60))],
      { column: pmsJobs.dueOn, desc: false },
      0,
      100,
    );
    expect(fast).toEqual(plain);
    expect(fast.data.length).toBeGreaterThan(0);
  });
});

describe('the fleet counts without the query builder', () => {
  /** Per ship in `scope`, by name: overdue, due in 30 days and done this month, counted over the jobs. */
  async function plainCounts(scope: string[]): Promise<JobFleetCount[]> {
    const monthStart = `${today.slice(0, 7)}-01`;
    const grouped = async (where: SQL) =>
      new Map(
        (
          await t.db
            .select({ shipId: pmsJobs.shipId, n: count() })
            .from(pmsJobs)
            .where(and(isNotNull(pmsJobs.shipId), where))
            .groupBy(pmsJobs.shipId)
        ).map((r) => [r.shipId, r.n]),
      );
    const overdue = await grouped(sql`${pmsJobs.overdueAfter} < ${today}`);
    const dueBy = await grouped(lte(pmsJobs.dueOn, addDays(today, DUE_SOON_DAYS))!);
    const done = new Map(
      (
        await t.db
          .select({ shipId: pmsJobCompletions.shipId, n: count() })
          .from(pmsJobCompletions)
          .where(and(gte(pmsJobCompletions.doneOn, monthStart), lte(pmsJobCompletions.doneOn, today)))
          .groupBy(pmsJobCompletions.shipId)
      ).map((r) => [r.shipId, r.n]),
    );
    const rows = await t.db
      .select({ id: ships.id, name: ships.name })
      .from(ships)
      .where(inArray(ships.id, scope))
      .orderBy(ships.name);
    return rows.map((s) => ({
      shipId: s.id,
      shipName: s.name,
      overdue: overdue.get(s.id) ?? 0,
      dueIn30: (dueBy.get(s.id) ?? 0) - (overdue.get(s.id) ?? 0),
      doneThisMonth: done.get(s.id) ?? 0,
    }));
  }

  it('counts per ship what grouping the jobs and completions counts, for the whole fleet and one ship', async () => {
    // A completion today, so "done this month" has something to count.
    const job = dataOf<Job[]>(await admin.get(`/pms/jobs?shipId=${aurora}&overdue=true&limit=1`))[0]!;
    const done = await admin.post(`/pms/jobs/${job.id}/complete`, {
      version: job.version,
      doneOn: today,
      workDone: 'Done for the fleet counts test',
    });
    expect(done.statusCode).toBe(200);
    const fleet = dataOf<JobFleetCount[]>(await admin.get('/pms/jobs/fleet-counts'));
    expect(fleet).toEqual(await plainCounts(everyShip));
    expect(fleet.find((c) => c.shipId === aurora)!.doneThisMonth).toBeGreaterThan(0);
    expect(fleet.some((c) => c.overdue > 0 && c.dueIn30 > 0)).toBe(true);
    const mine = dataOf<JobFleetCount[]>(await master.get('/pms/jobs/fleet-counts'));
    expect(mine).toEqual(await plainCounts([aurora]));
  });
});
