import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoonReportRow } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, shipsByName } from '../../../test/fixtures';
import { createReport, listPage, reportBody } from './noon-report.fixtures';

/**
 * The permission matrix of every noon report route: allowed (master on his ship, superintendent on
 * every ship), wrong sidebar permission (purchaser: no report.report_table), wrong ship (master on
 * Keel Borealis).
 */
let t: TestApp;
let admin: TestSession;
let master: TestSession;
let superintendent: TestSession;
let purchaser: TestSession;
let aurora: string;
let borealis: string;
let own: NoonReportRow;
let other: NoonReportRow;
beforeAll(async () => {
  t = await createTestApp();
  [admin, master, superintendent, purchaser] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.master),
    t.login(DEMO.superintendent),
    t.login(DEMO.purchaser),
  ]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
  own = await createReport(admin, aurora);
  other = await createReport(admin, borealis);
});
afterAll(() => t?.close());

type Call = (s: TestSession) => Promise<{ statusCode: number; json: () => unknown }>;

const routes: { name: string; mine: Call; otherShip: Call; ok: number }[] = [
  {
    name: 'GET /noon-reports/',
    mine: (s) => s.get(`/noon-reports/?shipId=${aurora}`),
    otherShip: (s) => s.get(`/noon-reports/?shipId=${borealis}`),
    ok: 200,
  },
  {
    name: 'GET /noon-reports/export.xlsx',
    mine: (s) => s.get(`/noon-reports/export.xlsx?shipId=${aurora}`),
    otherShip: (s) => s.get(`/noon-reports/export.xlsx?shipId=${borealis}`),
    ok: 200,
  },
  {
    name: 'GET /noon-reports/:id',
    mine: (s) => s.get(`/noon-reports/${own.id}`),
    otherShip: (s) => s.get(`/noon-reports/${other.id}`),
    ok: 200,
  },
  {
    name: 'POST /noon-reports/',
    mine: (s) => s.post('/noon-reports/', reportBody(aurora)),
    otherShip: (s) => s.post('/noon-reports/', reportBody(borealis)),
    ok: 201,
  },
  {
    name: 'PATCH /noon-reports/:id',
    mine: async (s) => {
      const current = (await admin.get(`/noon-reports/${own.id}`)).json() as { data: NoonReportRow };
      return s.patch(`/noon-reports/${own.id}`, {
        version: current.data.version,
        remarks: `by ${s.user.name}`,
      });
    },
    otherShip: (s) => s.patch(`/noon-reports/${other.id}`, { version: other.version, remarks: 'not mine' }),
    ok: 200,
  },
  {
    name: 'DELETE /noon-reports/:id',
    mine: async (s) => {
      const r = await createReport(admin, aurora);
      return s.delete(`/noon-reports/${r.id}?version=1`);
    },
    otherShip: (s) => s.delete(`/noon-reports/${other.id}?version=${other.version}`),
    ok: 204,
  },
];

describe.each(routes)('$name', ({ mine, otherShip, ok }) => {
  it('is allowed to the master on his ship and to the superintendent', async () => {
    expect((await mine(master)).statusCode).toBe(ok);
    expect((await mine(superintendent)).statusCode).toBe(ok);
  });

  it('refuses a user without report.report_table with 403', async () => {
    const response = await mine(purchaser);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Missing permission: report.report_table' });
  });

  it("refuses the master another ship's data with 403", async () => {
    const response = await otherShip(master);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You have no access to this ship' });
  });
});

describe('scope of lists', () => {
  it("limits the master's list to his ship and gives the superintendent the fleet", async () => {
    const mine = await listPage(master, { limit: 200 });
    expect(mine.data.length).toBeGreaterThan(100);
    expect(new Set(mine.data.map((r) => r.shipId))).toEqual(new Set([aurora]));
    const fleet = await listPage(superintendent, { limit: 1 });
    expect(fleet.page.total).toBe((await listPage(admin, { limit: 1 })).page.total);
    expect(fleet.page.total).toBeGreaterThan(mine.page.total * 5);
  });

  it('nothing of another ship is written when the master is refused', async () => {
    const before = (await listPage(admin, { shipId: borealis, limit: 1 })).page.total;
    await master.post('/noon-reports/', reportBody(borealis));
    expect((await listPage(admin, { shipId: borealis, limit: 1 })).page.total).toBe(before);
  });
});
