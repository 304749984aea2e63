import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NoonReportRow } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { reportBody } from './noon-report.fixtures';

/**
 * The trigger-kept neighbour times (migration `noon_report_neighbours`): after every kind of write —
 * single and multi-row inserts, time moves, moves between ships, deletes, edits of other fields,
 * concurrent writers — each report's stored previous and next report time must equal what a window
 * over the ship's whole history says.
 */
let t: TestApp;
let admin: TestSession;
let aurora: string;
let borealis: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t?.close());

/** Reports whose stored neighbours differ from a fresh computation (ids and what differs). */
async function mismatches(): Promise<{ id: string; stored: string; expected: string }[]> {
  const result = await t.db.execute<{ id: string; stored: string; expected: string }>(sql`
    SELECT id, concat_ws(' / ', prev_report_time, next_report_time) AS stored,
      concat_ws(' / ', w.prev_time, w.next_time) AS expected
    FROM noon_reports r JOIN (
      SELECT id AS wid, lag(report_time) OVER s AS prev_time, lead(report_time) OVER s AS next_time
      FROM noon_reports WINDOW s AS (PARTITION BY ship_id ORDER BY report_time, id)
    ) w ON w.wid = r.id
    WHERE r.prev_report_time IS DISTINCT FROM w.prev_time OR r.next_report_time IS DISTINCT FROM w.next_time`);
  return result.rows;
}

const exec = (statement: ReturnType<typeof sql>) => t.db.execute(statement);
const hours = (h: number) => new Date(Date.UTC(2032, 5, 1) + h * 3_600_000).toISOString();

/** Inserts reports of `shipId` at the given hours after 2032-06-01 in one statement; returns their ids. */
async function insertAt(shipId: string, at: number[]): Promise<string[]> {
  const result = await t.db.execute<{ id: string }>(sql`
    INSERT INTO noon_reports (ship_id, report_time, utc_offset_minutes, lat, lon, distance_nm, hours_steaming,
      avg_speed_kn, wind_beaufort, sea_state, co2_tonnes, co2_by_fuel)
    SELECT ${shipId}::uuid, h::timestamptz, 0, 10, 20, 280, 24, 11.7, 4, 3, 0, '{}'
    FROM unnest(${`{${at.map(hours).join(',')}}`}::text[]) AS h RETURNING id`);
  return result.rows.map((r) => r.id);
}

describe('neighbour times kept by the triggers', () => {
  it('hold for the seeded history', async () => {
    expect(await mismatches()).toEqual([]);
    const stored = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM noon_reports WHERE prev_report_time IS NOT NULL`,
    );
    expect(stored.rows[0]!.n).toBeGreaterThan(100);
  });

  it('hold after multi-row inserts with twins, moves, cross-ship moves, deletes and plain edits', async () => {
    const a = await insertAt(aurora, [0, 24, 48, 48, 72, 120]);
    expect(await mismatches()).toEqual([]);
    await insertAt(aurora, [36, 48, 200]); // between, a third twin, after the end
    expect(await mismatches()).toEqual([]);
    await exec(sql`UPDATE noon_reports SET report_time = ${hours(96)}::timestamptz WHERE id = ${a[1]}`);
    expect(await mismatches()).toEqual([]);
    // Two rows in one statement, one earlier and one later.
    await exec(sql`UPDATE noon_reports SET report_time = report_time + interval '30 hours'
      WHERE id IN (${a[0]}, ${a[4]})`);
    expect(await mismatches()).toEqual([]);
    await exec(sql`UPDATE noon_reports SET ship_id = ${borealis}, report_time = ${hours(60)}::timestamptz
      WHERE id = ${a[2]}`);
    expect(await mismatches()).toEqual([]);
    await exec(sql`UPDATE noon_reports SET remarks = 'edited' WHERE id = ${a[3]}`);
    expect(await mismatches()).toEqual([]);
    await exec(sql`DELETE FROM noon_reports WHERE id IN (${a[3]}, ${a[5]})`);
    expect(await mismatches()).toEqual([]);
    await exec(sql`DELETE FROM noon_reports WHERE report_time >= ${hours(0)}::timestamptz`);
    expect(await mismatches()).toEqual([]);
  });

  it('hold through the API, and the flags read them: a twin, then a gap, then its removal', async () => {
    const create = async (h: number) =>
      dataOf<NoonReportRow>(await admin.post('/noon-reports/', reportBody(aurora, { reportTime: hours(h) })));
    const first = await create(1000);
    const last = await create(1072); // 72 h later: a gap
    expect(last.flags).toMatchObject({ gap: true, hoursSincePrevious: 72, duplicate: false });
    // The API refuses a second report at the same time; an imported history may still hold one.
    expect(
      (await admin.post('/noon-reports/', reportBody(aurora, { reportTime: hours(1000) }))).statusCode,
    ).toBe(409);
    const [twinId] = await insertAt(aurora, [1000]);
    const twin = dataOf<NoonReportRow>(await admin.get(`/noon-reports/${twinId}`));
    expect(twin.flags.duplicate).toBe(true);
    const firstNow = dataOf<NoonReportRow>(await admin.get(`/noon-reports/${first.id}`));
    expect(firstNow.flags.duplicate).toBe(true);
    const middle = await create(1036);
    const lastNow = dataOf<NoonReportRow>(await admin.get(`/noon-reports/${last.id}`));
    expect(lastNow.flags).toMatchObject({ gap: true, hoursSincePrevious: 36 });
    const moved = await admin.patch(`/noon-reports/${middle.id}`, {
      version: middle.version,
      reportTime: hours(1048),
    });
    expect(moved.statusCode).toBe(200);
    const lastAfterMove = dataOf<NoonReportRow>(await admin.get(`/noon-reports/${last.id}`));
    expect(lastAfterMove.flags).toMatchObject({ gap: false, hoursSincePrevious: 24 });
    expect((await admin.delete(`/noon-reports/${twin.id}?version=${twin.version}`)).statusCode).toBe(204);
    const firstAlone = dataOf<NoonReportRow>(await admin.get(`/noon-reports/${first.id}`));
    expect(firstAlone.flags.duplicate).toBe(false);
    expect(await mismatches()).toEqual([]);
  });

  it('hold when several writers add reports of one ship at once, two at each time as corrections', async () => {
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
        admin.post(
          '/noon-reports/',
          reportBody(aurora, { reportTime: hours(2000 + 24 * (i % 4)), correction: true }),
        ),
      ),
    );
    // Each time: the first writer adds the report (201), the second replaces it (200); never a twin.
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201, 201, 201, 201]);
    const stored = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM noon_reports WHERE ship_id = ${aurora}
        AND report_time >= ${hours(2000)}::timestamptz AND report_time <= ${hours(2072)}::timestamptz`,
    );
    expect(stored.rows[0]!.n).toBe(4);
    expect(await mismatches()).toEqual([]);
  });
});
