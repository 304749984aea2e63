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
import { listPage } from './noon-report.fixtures';

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
      created_at, updated_at)
    VALUES (${aurora}, '2033-02-03 12:00:00.123456+00', -330, NULL, -33.918861, 18.4233, 0.00001, 0.5, 0.00002,
      NULL, NULL, '{}', '{"LNG": 1234.5678}', 0, NULL, 0, ${'say "hi" \\ then\nnew line'},
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
