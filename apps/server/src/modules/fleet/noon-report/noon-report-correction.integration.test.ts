import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditEntry, NoonReportRow } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createReport, listPage, reportBody } from './noon-report.fixtures';

/**
 * A report at the time of one the ship has: refused at entry with a message naming that report, unless
 * the user saves it as a correction, which replaces that report (its stored JSON, CO₂, counts and
 * neighbour times follow, as for any update).
 */
let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const auditOf = async (id: string) =>
  (await admin.get(`/audit/?entity=noon_report&entityId=${id}`)).json().data as AuditEntry[];
const countAt = async (shipId: string, at: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM noon_reports WHERE ship_id = ${shipId} AND report_time = ${at}::timestamptz`,
    )
  ).rows[0]!.n;

describe('a report at the time of another of the ship', () => {
  it('is refused with 409 naming the existing report by time and voyage', async () => {
    const at = '2034-01-10T12:00:00.000Z';
    await createReport(master, aurora, { reportTime: at, voyage: 'V-2401' });
    const response = await master.post(
      '/noon-reports/',
      reportBody(aurora, { reportTime: at, voyage: 'V-2402' }),
    );
    expect(response.statusCode).toBe(409);
    const body = response.json() as { message: string; details: { field: string; message: string }[] };
    expect(body.message).toBe(
      'The ship already has a noon report at 2034/01/10 12:00 UTC (voyage V-2401). Save this report as a correction to replace it.',
    );
    expect(body.details).toEqual([{ field: 'reportTime', message: body.message }]);
    expect(await countAt(aurora, at)).toBe(1);
    // Another ship may report at the same time.
    expect((await admin.post('/noon-reports/', reportBody(borealis, { reportTime: at }))).statusCode).toBe(
      201,
    );
  });

  it('replaces the existing report when saved as a correction, with an audit row and its stored JSON', async () => {
    const at = '2034-02-10T12:00:00.000Z';
    const original = await createReport(master, aurora, {
      reportTime: at,
      voyage: 'V-2403',
      fuelConsumed: { HFO: 20 },
      remarks: 'First entry',
    });
    const response = await master.post(
      '/noon-reports/',
      reportBody(aurora, {
        reportTime: at,
        voyage: 'V-2403',
        fuelConsumed: { HFO: 30, MDO_MGO: 2 },
        distanceNm: 301,
        remarks: 'Corrected entry',
        correction: true,
      }),
    );
    expect(response.statusCode).toBe(200);
    const corrected = dataOf<NoonReportRow>(response);
    expect(corrected).toMatchObject({
      id: original.id,
      version: original.version + 1,
      distanceNm: 301,
      remarks: 'Corrected entry',
      fuelConsumed: { HFO: 30, MDO_MGO: 2 },
    });
    expect(corrected.co2Tonnes).toBeGreaterThan(original.co2Tonnes);
    expect(corrected.flags.duplicate).toBe(false);
    expect(await countAt(aurora, at)).toBe(1);
    // The table's stored JSON (row trigger) shows the correction, and equals the record path's answer.
    const page = await listPage(master, { shipId: aurora, from: at, to: '2034-02-11T00:00:00.000Z' });
    expect(page.data).toEqual([corrected]);
    expect(page.page.total).toBe(1);
    const audit = await auditOf(original.id);
    expect(audit.map((a) => a.action)).toEqual(['correct', 'create']);
    expect(audit[0]).toMatchObject({
      shipId: aurora,
      before: { remarks: 'First entry', version: 1 },
      after: { remarks: 'Corrected entry', version: 2 },
    });
  });

  it('adds a report when a correction finds none at its time', async () => {
    const response = await master.post(
      '/noon-reports/',
      reportBody(aurora, { reportTime: '2034-03-10T12:00:00.000Z', correction: true }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses moving a report onto the time of another, naming it', async () => {
    const at = '2034-04-10T12:00:00.000Z';
    await createReport(master, aurora, { reportTime: at, voyage: null });
    const other = await createReport(master, aurora, { reportTime: '2034-04-11T12:00:00.000Z' });
    const moved = await master.patch(`/noon-reports/${other.id}`, { version: other.version, reportTime: at });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'The ship already has a noon report at 2034/04/10 12:00 UTC (no voyage). Delete or correct that report instead.',
    );
    // Saving a report at its own time is no move.
    const same = await master.patch(`/noon-reports/${other.id}`, {
      version: other.version,
      reportTime: other.reportTime,
      remarks: 'Same time',
    });
    expect(same.statusCode).toBe(200);
  });

  it('keeps the master to his ship when correcting', async () => {
    const at = '2034-05-10T12:00:00.000Z';
    await createReport(admin, borealis, { reportTime: at });
    const response = await master.post(
      '/noon-reports/',
      reportBody(borealis, { reportTime: at, correction: true }),
    );
    expect(response.statusCode).toBe(403);
  });
});
