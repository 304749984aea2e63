/**
 * `Idempotency-Key` under truly parallel repeats (PostgreSQL only, `*.postgres.test.ts`: each request runs on
 * its own pooled connection, which the embedded PGlite cannot give). The claim is one `INSERT … ON CONFLICT`,
 * so of several repeats exactly one runs; the others get the stored answer or, while it still runs, 409
 * (docs/idempotency.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type pg from 'pg';
import { DEMO, shipsByName, unique } from '../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../test/test-app';
import { reportBody } from '../modules/fleet/noon-report/noon-report.fixtures';
import { noonReports } from '../modules/fleet/noon-report/noon-report.table';

let t: TestApp;
let master: TestSession;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login(DEMO.master);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t.close());

const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;
const reportsAt = async (reportTime: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(noonReports)
      .where(eq(noonReports.reportTime, new Date(reportTime)))
  )[0]!.n;
const send = (body: unknown, key: string) =>
  master.request('POST', '/noon-reports/', body, { 'idempotency-key': key });

describe('parallel repeats of one create (PostgreSQL)', () => {
  it('make one row; every repeat gets the same answer or 409', async () => {
    const body = reportBody(aurora);
    const key = unique('parallel');
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(body, key)));
    expect(await reportsAt(body.reportTime)).toBe(1);
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(),
    ).toBe(true);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body)).size).toBe(1);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toMatch(
        /^Idempotency-Key: a request with this key is still being processed/,
      );
    const later = await send(body, key);
    expect(later.statusCode).toBe(201);
    expect(later.body).toBe(created[0]!.body);
  });

  it('answers a repeat 409 while the first is held up in the database, then the first’s answer', async () => {
    const body = reportBody(aurora);
    const key = unique('held');
    const holder = await pool().connect();
    try {
      // The first request claims its key, then waits for this lock to insert its report.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE noon_reports IN SHARE ROW EXCLUSIVE MODE');
      const first = send(body, key);
      let waiting = false;
      for (let i = 0; i < 200 && !waiting; i += 1) {
        const { rows } = await pool().query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = 'noon_reports'::regclass`,
        );
        waiting = rows[0]!.n > 0;
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(waiting, 'the first request waits for the lock').toBe(true);
      const repeat = await send(body, key);
      expect(repeat.statusCode).toBe(409);
      expect(Number(repeat.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await holder.query('COMMIT');
      const done = await first;
      expect(done.statusCode).toBe(201);
      const replay = await send(body, key);
      expect(replay.statusCode).toBe(201);
      expect(replay.body).toBe(done.body);
      expect(await reportsAt(body.reportTime)).toBe(1);
    } finally {
      holder.release();
    }
  });
});
