import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MAX_PAGE_LIMIT,
  noonReportResponseSchema,
  noonReportTableResponseSchema,
  type NoonReportTableResponse,
} from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, shipsByName } from '../../../test/fixtures';
import { noonReportCo2 } from '@keel/domain';
import { dataOf } from '../../../test/fixtures';
import { createReport, listPage } from './noon-report.fixtures';
import { fillMissingNoonReportCo2 } from './noon-report.service';

/**
 * The table's route writes its answer from the JSON PostgreSQL builds per row (`noonReportTableJson`);
 * reading one report goes the record way (`toNoonReportRow` and the response schema). Both must say
 * exactly the same for every report: same fields, same numbers, same times to the millisecond.
 */
let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  // Awkward values: microseconds in the stored times, a tiny float PostgreSQL writes in exponent form,
  // no voyage, no engine figures, no fuel, remarks with quotes, a backslash and a line break.
  await t.db.execute(sql`
    INSERT INTO noon_reports (ship_id, report_time, utc_offset_minutes, voyage, lat, lon, distance_nm, hours_steaming,
      avg_speed_kn, me_rpm, me_power_kw, fuel_consumed, rob, wind_beaufort, wind_direction_deg, sea_state, remarks,
      co2_tonnes, co2_by_fuel, created_at, updated_at)
    VALUES (${aurora}, '2033-02-03 12:00:00.123456+00', -330, NULL, -33.918861, 18.4233, 0.00001, 0.5, 0.00002,
      NULL, NULL, '{}', '{"LNG": 1234.5678}', 0, NULL, 0, ${'say "hi" \\ then\nnew line'}, 0, '{}',
      '2033-02-03 12:00:01.999999+00', '2033-02-03 12:00:02.000500+00')`);
});
afterAll(() => t?.close());

/** The answer parsed, after checking it is exactly what the response schema allows (nothing more). */
function checked(body: NoonReportTableResponse): NoonReportTableResponse {
  const parsed = noonReportTableResponseSchema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

async function expectSameAsOneByOne(session: TestSession, page: NoonReportTableResponse) {
  for (const row of checked(page).data) {
    const response = await session.get(`/noon-reports/${row.id}`);
    expect(response.statusCode).toBe(200);
    const one = noonReportResponseSchema.parse(response.json()).data;
    expect(row, row.id).toStrictEqual(one);
  }
}

describe('the table written by PostgreSQL', () => {
  it('equals the record path for every report of the fleet, page by page', async () => {
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await listPage(admin, { limit: MAX_PAGE_LIMIT, cursor });
      await expectSameAsOneByOne(admin, page);
      pages += 1;
      if (!page.page.nextCursor) break;
      cursor = page.page.nextCursor;
    }
    expect(pages).toBeGreaterThan(3);
  });

  it('writes the awkward report exactly, and every sort, filter and the last page alike', async () => {
    const awkward = await listPage(admin, { shipId: aurora, limit: 1 });
    expect(awkward.data[0]).toMatchObject({
      reportTime: '2033-02-03T12:00:00.123Z',
      createdAt: '2033-02-03T12:00:01.999Z',
      updatedAt: '2033-02-03T12:00:02.000Z',
      distanceNm: 0.00001,
      voyage: null,
      meRpm: null,
      fuelConsumed: {},
      rob: { LNG: 1234.5678 },
      weather: { windBeaufort: 0, windDirectionDeg: null, seaState: 0 },
      remarks: 'say "hi" \\ then\nnew line',
      co2Tonnes: 0,
      co2ByFuel: {},
    });
    await expectSameAsOneByOne(admin, awkward);
    for (const query of [
      { sort: 'distanceNm', limit: 40 },
      { sort: '-avgSpeedKn', limit: 40 },
      { sort: 'createdAt', limit: 40, cursor: 'last' },
      { shipId: aurora, from: '2020-01-01T00:00:00Z', to: '2040-01-01T00:00:00Z', limit: 30, offset: 30 },
    ])
      await expectSameAsOneByOne(admin, await listPage(admin, query));
    await expectSameAsOneByOne(master, await listPage(master, { limit: 25 }));
  });

  it('answers an empty page and a master without ships in the same shape', async () => {
    const none = await listPage(admin, {
      shipId: aurora,
      from: '1990-01-01T00:00:00Z',
      to: '1990-02-01T00:00:00Z',
    });
    expect(checked(none)).toEqual({
      data: [],
      page: { total: 0, offset: 0, limit: none.page.limit, nextCursor: null, prevCursor: null },
    });
  });
});

/** The stored CO₂ and API JSON of a report, straight from the table. */
async function stored(id: string) {
  const result = await t.db.execute<{
    co2Tonnes: number | null;
    co2ByFuel: object | null;
    apiJson: string | null;
  }>(
    sql`SELECT co2_tonnes AS "co2Tonnes", co2_by_fuel AS "co2ByFuel", api_json AS "apiJson" FROM noon_reports WHERE id = ${id}`,
  );
  return result.rows[0]!;
}

/** The report's row in the table (one page of its ship around its time) and its record-path read. */
async function tableRowOf(id: string, shipId: string, reportTime: string) {
  const at = Date.parse(reportTime);
  const page = await listPage(admin, {
    shipId,
    from: new Date(at).toISOString(),
    to: new Date(at + 1).toISOString(),
  });
  await expectSameAsOneByOne(admin, page);
  return page.data.find((r) => r.id === id)!;
}

describe('the stored CO₂ and API JSON', () => {
  it('follow every edit made through the API', async () => {
    const created = await createReport(master, aurora, { fuelConsumed: { HFO: 10 }, remarks: 'first' });
    expect(await stored(created.id)).toMatchObject({ co2Tonnes: 31.14, co2ByFuel: { HFO: 31.14 } });
    expect((await tableRowOf(created.id, aurora, created.reportTime)).co2Tonnes).toBe(31.14);

    const moved = new Date(Date.parse(created.reportTime) + 3_600_000).toISOString();
    const patched = dataOf<{ version: number; reportTime: string }>(
      await master.patch(`/noon-reports/${created.id}`, {
        version: created.version,
        fuelConsumed: { MDO_MGO: 2.5, LNG: 1 },
        remarks: 'second "edit"',
        reportTime: moved,
        weather: { windBeaufort: 7, windDirectionDeg: null, seaState: 6 },
      }),
    );
    const expected = noonReportCo2({ MDO_MGO: 2.5, LNG: 1 });
    expect(await stored(created.id)).toMatchObject(expected);
    const row = await tableRowOf(created.id, aurora, moved);
    expect(row).toMatchObject({
      ...expected,
      reportTime: moved,
      remarks: 'second "edit"',
      version: patched.version,
      weather: { windBeaufort: 7, windDirectionDeg: null, seaState: 6 },
    });
    // An edit that leaves the fuel alone keeps the CO₂.
    await master.patch(`/noon-reports/${created.id}`, { version: patched.version, distanceNm: 12.5 });
    expect(await tableRowOf(created.id, aurora, moved)).toMatchObject({ ...expected, distanceNm: 12.5 });
  });

  it('are filled by the start-up backfill for reports written before migration 0018', async () => {
    // The state an older database is in right after the migration: no CO₂, no JSON.
    await t.db.execute(sql`ALTER TABLE noon_reports DROP CONSTRAINT noon_reports_co2_written`);
    await t.db.execute(
      sql`UPDATE noon_reports SET co2_tonnes = NULL, co2_by_fuel = NULL WHERE ship_id = ${aurora}`,
    );
    await t.db.execute(sql`ALTER TABLE noon_reports ADD CONSTRAINT noon_reports_co2_written
      CHECK (co2_tonnes IS NOT NULL AND co2_by_fuel IS NOT NULL) NOT VALID`);
    const emptied = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM noon_reports WHERE api_json IS NULL`,
    );
    expect(emptied.rows[0]!.n).toBeGreaterThan(100);

    // Small batches, so the backfill pages through the missing rows several times.
    expect(await fillMissingNoonReportCo2(t.db, 50)).toBe(emptied.rows[0]!.n);
    expect(await fillMissingNoonReportCo2(t.db)).toBe(0);
    const left = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM noon_reports WHERE api_json IS NULL OR co2_tonnes IS NULL`,
    );
    expect(left.rows[0]!.n).toBe(0);
    const fuels = await t.db.execute<{ fuel: Record<string, number>; co2Tonnes: number; co2ByFuel: object }>(
      sql`SELECT fuel_consumed AS fuel, co2_tonnes AS "co2Tonnes", co2_by_fuel AS "co2ByFuel" FROM noon_reports WHERE ship_id = ${aurora}`,
    );
    for (const r of fuels.rows)
      expect({ co2Tonnes: r.co2Tonnes, co2ByFuel: r.co2ByFuel }).toEqual(noonReportCo2(r.fuel));
    await expectSameAsOneByOne(admin, await listPage(admin, { shipId: aurora, limit: MAX_PAGE_LIMIT }));
  });

  it('refuses a report written without its CO₂', async () => {
    const refused = await t.db
      .execute(
        sql`INSERT INTO noon_reports (ship_id, report_time, utc_offset_minutes, lat, lon, distance_nm,
          hours_steaming, avg_speed_kn, wind_beaufort, sea_state)
          VALUES (${aurora}, '2034-01-01T12:00:00Z', 0, 1, 2, 3, 4, 5, 3, 3)`,
      )
      .then(
        () => null,
        (error: { cause?: { message?: string } }) => error,
      );
    expect(refused?.cause?.message).toMatch(/noon_reports_co2_written/);
  });
});
