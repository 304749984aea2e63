import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { NoonReportRow } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, shipsByName } from '../../../test/fixtures';
import { listPage } from './noon-report.fixtures';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t?.close());

/** The ids of every report matching, in the list's order, straight from the database. */
async function idsInOrder(where: string, order: string): Promise<string[]> {
  const result = await t.db.execute<{ id: string }>(
    sql.raw(`SELECT id FROM noon_reports ${where} ORDER BY ${order}`),
  );
  return result.rows.map((r) => r.id);
}

describe('paging', () => {
  it('walks every page forward by cursor, then back, seeing each report once in order', async () => {
    const all = await idsInOrder('', 'report_time DESC, id DESC');
    const seen: string[] = [];
    const pages: { ids: string[]; prev: string | null }[] = [];
    let cursor: string | undefined;
    let offset = 0;
    for (;;) {
      const page = await listPage(admin, { limit: 100, offset, cursor });
      expect(page.page.total).toBe(all.length);
      seen.push(...page.data.map((r) => r.id));
      pages.push({ ids: page.data.map((r) => r.id), prev: page.page.prevCursor });
      if (!page.page.nextCursor) break;
      cursor = page.page.nextCursor;
      offset += 100;
    }
    expect(seen).toEqual(all);
    // Previous page from the last one is the page before it.
    const last = pages[pages.length - 1]!;
    const back = await listPage(admin, { limit: 100, cursor: last.prev! });
    expect(back.data.map((r) => r.id)).toEqual(pages[pages.length - 2]!.ids);
  });

  it.each([1, 10, 48, 49, 50, 120])(
    'gives an offset page (offset %i) both cursors, and they lead to its neighbours',
    async (offset) => {
      const all = await idsInOrder('', 'report_time DESC, id DESC');
      const page = await listPage(admin, { limit: 50, offset });
      expect(page.data.map((r) => r.id)).toEqual(all.slice(offset, offset + 50));
      const next = await listPage(admin, { limit: 50, cursor: page.page.nextCursor! });
      expect(next.data.map((r) => r.id)).toEqual(all.slice(offset + 50, offset + 100));
      const prev = await listPage(admin, { limit: 50, cursor: page.page.prevCursor! });
      expect(prev.data.map((r) => r.id)).toEqual(all.slice(Math.max(0, offset - 50), offset));
    },
  );

  it('serves the last page aligned to the page size, with its offset', async () => {
    const all = await idsInOrder('', 'report_time DESC, id DESC');
    const page = await listPage(admin, { limit: 50, cursor: 'last' });
    const offset = Math.floor((all.length - 1) / 50) * 50;
    expect(page.page).toMatchObject({ total: all.length, offset, nextCursor: null });
    expect(page.data.map((r) => r.id)).toEqual(all.slice(offset));
  });

  it.each([
    ['distanceNm', 'distance_nm ASC, id ASC'],
    ['-avgSpeedKn', 'avg_speed_kn DESC, id DESC'],
    ['createdAt', 'created_at ASC, id ASC'],
  ])('keeps cursor order for sort %s and agrees with offset paging', async (sort, order) => {
    const all = await idsInOrder(`WHERE ship_id = '${aurora}'`, order);
    const first = await listPage(master, { sort, limit: 40 });
    const second = await listPage(master, { sort, limit: 40, offset: 40, cursor: first.page.nextCursor! });
    const byOffset = await listPage(master, { sort, limit: 40, offset: 40 });
    expect([...first.data, ...second.data].map((r) => r.id)).toEqual(all.slice(0, 80));
    expect(byOffset.data.map((r) => r.id)).toEqual(all.slice(40, 80));
  });

  it('refuses a cursor of another sort or a forged one, naming the field', async () => {
    const first = await listPage(admin, { limit: 5 });
    const other = await admin.get(`/noon-reports/?sort=distanceNm&cursor=${first.page.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().details[0].field).toBe('cursor');
    const forged = Buffer.from(JSON.stringify(['-reportTime', 'a', "x'; drop table", aurora])).toString(
      'base64url',
    );
    expect((await admin.get(`/noon-reports/?cursor=${forged}`)).statusCode).toBe(400);
    expect((await admin.get('/noon-reports/?sort=speed')).json().details[0].field).toBe('querystring.sort');
  });
});

describe('filters and totals', () => {
  it('counts exactly across month edges, for a ship and for the fleet', async () => {
    const from = new Date(Date.now() - 75 * 86_400_000 + 3_600_000 * 7).toISOString();
    const to = new Date(Date.now() - 12 * 86_400_000 - 3_600_000 * 5).toISOString();
    const between = `report_time >= '${from}' AND report_time < '${to}'`;
    for (const [shipId, where] of [
      [aurora, `WHERE ship_id = '${aurora}' AND ${between}`],
      [undefined, `WHERE ${between}`],
    ] as const) {
      const expected = await idsInOrder(where, 'report_time DESC, id DESC');
      const page = await listPage(admin, { shipId, from, to, limit: 200 });
      expect(page.page.total).toBe(expected.length);
      expect(page.data.map((r) => r.id)).toEqual(expected.slice(0, 200));
    }
    const onlyFrom = await listPage(admin, { from, limit: 1 });
    expect(onlyFrom.page.total).toBe((await idsInOrder(`WHERE report_time >= '${from}'`, 'id')).length);
  });

  it('filters by voyage and says "to must not be before from"', async () => {
    const voyage = (await listPage(master, { limit: 1 })).data[0]!.voyage!;
    const page = await listPage(master, { voyage, limit: 200 });
    expect(page.data.every((r) => r.voyage === voyage)).toBe(true);
    expect(page.page.total).toBe(page.data.length);
    const wrong = await master.get('/noon-reports/?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({
      field: 'querystring.to',
      message: 'to must not be before from',
    });
  });
});

describe('GET /noon-reports/export.xlsx', () => {
  it('streams the visible page as a workbook whose rows match it, header frozen, numbers formatted', async () => {
    const query = `shipId=${aurora}&sort=-reportTime&limit=30&offset=30`;
    const first = await listPage(master, { shipId: aurora, limit: 30 });
    const page = await listPage(master, {
      shipId: aurora,
      limit: 30,
      offset: 30,
      cursor: first.page.nextCursor!,
    });
    const response = await master.get(`/noon-reports/export.xlsx?${query}&cursor=${first.page.nextCursor}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="noon-reports-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Noon reports')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header.slice(0, 3)).toEqual(['Ship', 'Report time (UTC)', 'Ship time zone']);
    expect(sheet.rowCount).toBe(page.data.length + 1);
    const col = (name: string) => header.indexOf(name) + 1;
    page.data.forEach((row: NoonReportRow, i) => {
      const r = sheet.getRow(i + 2);
      expect(r.getCell(col('Ship')).value).toBe('Keel Aurora');
      expect((r.getCell(col('Report time (UTC)')).value as Date).toISOString()).toBe(row.reportTime);
      expect(r.getCell(col('Distance (nm)')).value).toBe(row.distanceNm);
      expect(r.getCell(col('CO₂ total (t)')).value).toBe(row.co2Tonnes);
      expect(r.getCell(col('HFO consumed (t)')).value ?? undefined).toBe(row.fuelConsumed.HFO);
    });
    const second = sheet.getRow(2);
    expect(second.getCell(col('Report time (UTC)')).numFmt).toBe('yyyy/mm/dd hh:mm');
    expect(second.getCell(col('Distance (nm)')).numFmt).toBe('#,##0.0');
    expect(second.getCell(col('HFO ROB (t)')).numFmt).toBe('#,##0.000');
  });
});
