import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { co2FromFuel, type AuditEntry, type NoonReportRow } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createReport, listPage, reportBody } from './noon-report.fixtures';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;
let dorado: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
  dorado = ships.byName('Keel Dorado').id;
});
afterAll(() => t?.close());

const auditOf = async (id: string) =>
  (await admin.get(`/audit/?entity=noon_report&entityId=${id}`)).json().data as AuditEntry[];

describe('POST /noon-reports/', () => {
  it('creates a report with its CO₂ per fuel type, flags and an audit row', async () => {
    const response = await master.post(
      '/noon-reports/',
      reportBody(aurora, { reportTime: '2031-03-01T11:00:00.000Z' }),
    );
    expect(response.statusCode).toBe(201);
    const row = response.json().data as NoonReportRow;
    expect(row).toMatchObject({
      shipId: aurora,
      version: 1,
      voyage: 'TEST-01',
      weather: { windBeaufort: 5, seaState: 4 },
    });
    expect(row.co2ByFuel).toEqual({ HFO: 88.438, MDO_MGO: 3.527 });
    expect(row.co2Tonnes).toBe(co2FromFuel({ HFO: 28.4, MDO_MGO: 1.1 }).totalTonnes);
    expect(row.flags.duplicate).toBe(false);
    const audit = await auditOf(row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', shipId: aurora, actorName: 'Capt. Jonas Eriksen' });
    expect((audit[0]!.after as NoonReportRow).reportTime).toBe('2031-03-01T11:00:00.000Z');
  });

  it.each([
    ['reportTime', { reportTime: undefined }, 'reportTime'],
    ['the sea state', { weather: { windBeaufort: 4, windDirectionDeg: null } }, 'weather.seaState'],
    ['a negative distance', { distanceNm: -1 }, 'distanceNm'],
    ['a latitude out of range', { lat: 91 }, 'lat'],
    ['an unknown fuel type', { fuelConsumed: { BUNKER_C: 3 } }, 'fuelConsumed'],
  ])('answers 400 naming the field when %s is wrong or missing', async (_label, change, field) => {
    const body = { ...reportBody(aurora), ...change } as Record<string, unknown>;
    const response = await master.post('/noon-reports/', body);
    expect(response.statusCode).toBe(400);
    const { message, details } = response.json() as { message: string; details: { field: string }[] };
    expect(details.map((d) => d.field)).toContain(field);
    expect(message).not.toBe('');
  });

  it('names shipId when the ship does not exist', async () => {
    const response = await admin.post('/noon-reports/', reportBody('00000000-0000-4000-8000-000000000000'));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'shipId', message: 'no ship with this id' }]);
  });
});

describe('PATCH and DELETE /noon-reports/:id', () => {
  it('updates with the current version, refuses a stale one with 409 and audits before/after', async () => {
    const created = await createReport(master, aurora);
    const updated = dataOf<NoonReportRow>(
      await master.patch(`/noon-reports/${created.id}`, {
        version: 1,
        distanceNm: 301.5,
        remarks: 'Corrected',
      }),
    );
    expect(updated).toMatchObject({ version: 2, distanceNm: 301.5, remarks: 'Corrected', lat: created.lat });
    const stale = await master.patch(`/noon-reports/${created.id}`, { version: 1, distanceNm: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    const audit = await auditOf(created.id);
    expect(audit.map((a) => a.action)).toEqual(['update', 'create']);
    expect(audit[0]).toMatchObject({
      before: { distanceNm: 298.4, version: 1 },
      after: { distanceNm: 301.5, version: 2 },
    });
  });

  it('validates changed fields by name', async () => {
    const created = await createReport(master, aurora);
    const response = await master.patch(`/noon-reports/${created.id}`, { version: 1, hoursSteaming: 60 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'hoursSteaming' });
    const noVersion = await master.patch(`/noon-reports/${created.id}`, { remarks: 'x' });
    expect(noVersion.json().details[0]).toMatchObject({ field: 'version' });
  });

  it('deletes with the current version only, and audits it', async () => {
    const created = await createReport(master, aurora);
    expect((await master.delete(`/noon-reports/${created.id}?version=2`)).statusCode).toBe(409);
    expect((await master.delete(`/noon-reports/${created.id}?version=1`)).statusCode).toBe(204);
    expect((await master.get(`/noon-reports/${created.id}`)).statusCode).toBe(404);
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual(['delete', 'create']);
  });
});

describe('flags and derived values', () => {
  it('flags the demo gap of Keel Borealis and the duplicate of Keel Dorado', async () => {
    const gaps = (await listPage(admin, { shipId: borealis, limit: 200 })).data.filter((r) => r.flags.gap);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]!.flags.hoursSincePrevious).toBeGreaterThan(46);
    const duplicates = (await listPage(admin, { shipId: dorado, limit: 200 })).data.filter(
      (r) => r.flags.duplicate,
    );
    expect(duplicates).toHaveLength(2);
    expect(duplicates[0]!.reportTime).toBe(duplicates[1]!.reportTime);
  });

  it('flags a duplicate time and a gap, also when the twin is on another page', async () => {
    const first = await createReport(admin, borealis, { reportTime: '2032-05-01T12:00:00.000Z' });
    // The API refuses a twin (see "a report at the time of another"); an imported history may hold one.
    const copied = await t.db.execute<{ id: string }>(sql`
      INSERT INTO noon_reports (ship_id, report_time, utc_offset_minutes, voyage, lat, lon, distance_nm,
        hours_steaming, avg_speed_kn, me_rpm, me_power_kw, fuel_consumed, rob, wind_beaufort,
        wind_direction_deg, sea_state, remarks, co2_tonnes, co2_by_fuel)
      SELECT ship_id, report_time, utc_offset_minutes, voyage, lat, lon, distance_nm, hours_steaming,
        avg_speed_kn + 1, me_rpm, me_power_kw, fuel_consumed, rob, wind_beaufort, wind_direction_deg, sea_state,
        remarks, co2_tonnes, co2_by_fuel
      FROM noon_reports WHERE id = ${first.id} RETURNING id`);
    const twin = dataOf<NoonReportRow>(await admin.get(`/noon-reports/${copied.rows[0]!.id}`));
    expect(twin.flags.duplicate).toBe(true);
    // Of two reports at the same time, the one listed second is 0 h after the first.
    const pair = await Promise.all(
      [first, twin].map(async (r) => dataOf<NoonReportRow>(await admin.get(`/noon-reports/${r.id}`))),
    );
    expect(pair.every((r) => r.flags.duplicate)).toBe(true);
    expect(pair.map((r) => r.flags.hoursSincePrevious)).toContain(0);
    const later = await createReport(admin, borealis, { reportTime: '2032-05-04T12:00:00.000Z' });
    expect(later.flags).toMatchObject({ gap: true, hoursSincePrevious: 72 });
    // Sorted by speed, one report per page: each still sees its neighbours in time.
    const page = await listPage(admin, {
      shipId: borealis,
      from: '2032-05-01T00:00:00.000Z',
      limit: 1,
      sort: 'avgSpeedKn',
    });
    expect(page.data[0]!.flags.duplicate || page.data[0]!.flags.gap).toBe(true);
    expect(dataOf<NoonReportRow>(await admin.get(`/noon-reports/${first.id}`)).flags.duplicate).toBe(true);
  });

  it('every row carries CO₂ per fuel type adding up to its total', async () => {
    const { data } = await listPage(admin, { shipId: aurora, limit: 50 });
    for (const row of data) {
      expect(row.co2ByFuel).toEqual(co2FromFuel(row.fuelConsumed).byFuel);
      const sum = Object.values(row.co2ByFuel).reduce((n, v) => n + Math.round((v ?? 0) * 1000), 0) / 1000;
      expect(row.co2Tonnes).toBe(sum);
    }
  });
});
