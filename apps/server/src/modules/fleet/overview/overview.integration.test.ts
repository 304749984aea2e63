import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addCalendarDays, co2FromFuel, type FleetOverview } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, GOOD_PASSWORD, createRole, createUser, dataOf, shipsByName } from '../../../test/fixtures';

let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;
const today = new Date().toISOString().slice(0, 10);
const from = addCalendarDays(today, -90);
const to = addCalendarDays(today, -1);

beforeAll(async () => {
  t = await createTestApp();
  [admin, superintendent, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.superintendent),
    t.login(DEMO.master),
  ]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const overview = async (session: TestSession, query: string) =>
  dataOf<FleetOverview>(await session.get(`/overview/?${query}`));

describe('GET /overview/', () => {
  it('sums the period per ship and for the fleet from the noon reports', async () => {
    const data = await overview(superintendent, `from=${from}&to=${to}`);
    expect(data.ships).toHaveLength(6);
    expect(data.fleet.ships).toBe(6);
    const sums = await t.db.execute<{ ship_id: string; d: number; n: number; hfo: number }>(sql`
      SELECT ship_id, sum(distance_nm)::float8 AS d, count(*)::int AS n, sum(coalesce((fuel_consumed->>'HFO')::float8, 0))::float8 AS hfo
      FROM noon_reports WHERE report_time >= ${`${from}T00:00:00Z`}::timestamptz AND report_time < ${`${addCalendarDays(to, 1)}T00:00:00Z`}::timestamptz
      GROUP BY ship_id`);
    for (const row of sums.rows) {
      const ship = data.ships.find((s) => s.shipId === row.ship_id)!;
      expect(ship.totals.reports).toBe(row.n);
      expect(ship.totals.distanceNm).toBeCloseTo(row.d, 0);
      expect(ship.totals.fuelByType.HFO ?? 0).toBeCloseTo(row.hfo, 2);
      expect(ship.totals.co2Tonnes).toBe(co2FromFuel(ship.totals.fuelByType).totalTonnes);
      expect(ship.totals.avgSpeedKn!).toBeGreaterThan(8);
      expect(ship.totals.avgSpeedKn!).toBeLessThan(15);
      expect(ship.totals.fuelPerDayTonnes!).toBeGreaterThan(10);
      expect(ship.totals.fuelPerDayTonnes!).toBeLessThan(40);
    }
    const distance = data.ships.reduce((n, s) => n + s.totals.distanceNm, 0);
    expect(data.fleet.distanceNm).toBeCloseTo(distance, 0);
    expect(data.bucket).toBe('week');
    expect(data.series.reduce((n, p) => n + p.distanceNm, 0)).toBeCloseTo(distance, -1);
  });

  it('rates each ship by its attained CII for the year (ship type and DWT from the ship)', async () => {
    const data = await overview(admin, `from=${from}&to=${to}&shipId=${aurora}`);
    expect(data.ships).toHaveLength(1);
    const cii = data.ships[0]!.cii;
    expect(cii).toMatchObject({ basis: 'DWT', capacity: 63500, note: null });
    expect(cii.attained).toBeCloseTo((cii.co2Tonnes * 1e6) / (63500 * cii.distanceNm), 6);
    expect(['A', 'B', 'C', 'D', 'E']).toContain(cii.rating);
    expect(data.fleet.ratings[cii.rating!]).toBe(1);
    const old = await overview(admin, `from=${from}&to=${to}&shipId=${aurora}&year=2019`);
    expect(old.ships[0]!.cii).toMatchObject({ rating: null, note: 'no distance reported in 2019' });
  });

  it('uses daily buckets for short periods and validates the period by field', async () => {
    const data = await overview(admin, `from=${addCalendarDays(today, -14)}&to=${to}`);
    expect(data.bucket).toBe('day');
    expect(data.series).toHaveLength(14);
    const wrong = await admin.get(`/overview/?from=${to}&to=${from}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({
      field: 'querystring.to',
      message: 'to must not be before from',
    });
    expect((await admin.get('/overview/?from=2026-13-01&to=2026-12-01')).json().details[0].field).toBe(
      'querystring.from',
    );
  });

  it('needs report.overview (403) and refuses a ship outside the scope (403)', async () => {
    expect((await master.get(`/overview/?from=${from}&to=${to}`)).json()).toEqual({
      message: 'Missing permission: report.overview',
    });
    const role = await createRole(admin, { sidebar: ['report.overview'] });
    const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
    const analyst = await t.login(user.email, GOOD_PASSWORD);
    const mine = await overview(analyst, `from=${from}&to=${to}`);
    expect(mine.ships.map((s) => s.shipId)).toEqual([aurora]);
    const response = await analyst.get(`/overview/?from=${from}&to=${to}&shipId=${borealis}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You have no access to this ship' });
  });
});
