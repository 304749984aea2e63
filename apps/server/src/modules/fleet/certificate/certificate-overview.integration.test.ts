import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateDueItem, CertificateMatrixRow } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO } from '../../../test/fixtures';

let t: TestApp;
let superintendent: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  superintendent = await t.login(DEMO.superintendent);
});
afterAll(() => t?.close());

const cell = (row: CertificateMatrixRow, code: string) => row.cells.find((c) => c.typeCode === code);

describe('GET /certificates/matrix', () => {
  it('shows each ship with one cell per standard type, its state and counts, paged by ship name', async () => {
    const response = await superintendent.get('/certificates/matrix?limit=4');
    expect(response.statusCode).toBe(200);
    const { data, page } = response.json() as { data: CertificateMatrixRow[]; page: unknown };
    expect(page).toEqual({ total: 6, offset: 0, limit: 4 });
    expect(data.map((r) => r.shipName)).toEqual([
      'Keel Aurora',
      'Keel Borealis',
      'Keel Cassiopeia',
      'Keel Dorado',
    ]);
    const cassiopeia = data[2]!;
    expect(cassiopeia.cells).toHaveLength(13);
    expect(cell(cassiopeia, 'MLC')).toMatchObject({ state: 'EXPIRED', matches: true });
    expect(cassiopeia.counts.EXPIRED).toBe(1);
    expect(cell(data[3]!, 'LOAD_LINE')?.state).toBe('EXTENDED');
    expect(cell(data[0]!, 'SOLAS_SR')?.state).toBe('DUE');
  });

  it('shows the renewed certificate, not the superseded one', async () => {
    const { data } = (await superintendent.get('/certificates/matrix?q=eridanus')).json() as {
      data: CertificateMatrixRow[];
    };
    expect(data).toHaveLength(1);
    expect(cell(data[0]!, 'CLASS')?.state).toBe('VALID');
    expect(data[0]!.counts.SUPERSEDED).toBe(2);
  });

  it('filters by family and by expiry horizon, marking the cells that match', async () => {
    const tankers = (await superintendent.get('/certificates/matrix?family=MR%20product%20tankers')).json();
    expect(tankers.data.map((r: CertificateMatrixRow) => r.shipName)).toEqual([
      'Keel Dorado',
      'Keel Eridanus',
      'Keel Fornax',
    ]);
    const soon = (await superintendent.get('/certificates/matrix?expiringWithinDays=30')).json();
    expect(soon.data.map((r: CertificateMatrixRow) => r.shipName)).toEqual([
      'Keel Aurora',
      'Keel Cassiopeia',
    ]);
    const aurora = soon.data[0] as CertificateMatrixRow;
    expect(aurora.cells.filter((c) => c.matches).map((c) => c.typeCode)).toEqual(['SOLAS_SR']);
  });

  it('answers 400 naming a bad horizon', async () => {
    const response = await superintendent.get('/certificates/matrix?expiringWithinDays=soon');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'querystring.expiringWithinDays' });
  });
});

describe('GET /certificates/due', () => {
  it('lists what falls due most urgent first, with the counts of 30/60/90 days', async () => {
    const response = await superintendent.get('/certificates/due?withinDays=90');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: CertificateDueItem[];
      summary: Record<string, number>;
      page: { total: number };
    };
    expect(body.data[0]).toMatchObject({
      shipName: 'Keel Cassiopeia',
      typeCode: 'MLC',
      state: 'EXPIRED',
      daysToExpiry: -12,
    });
    const days = body.data.map((d) => d.daysToExpiry);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(body.summary).toEqual({ expired: 1, within30: 2, within60: 5, within90: 8 });
    expect(body.page.total).toBe(8);
    const month = (await superintendent.get('/certificates/due')).json();
    expect(month.data.map((d: CertificateDueItem) => d.typeCode)).toEqual(['MLC', 'SOLAS_SR']);
  });

  it('answers 400 for a horizon other than 30, 60 or 90', async () => {
    const response = await superintendent.get('/certificates/due?withinDays=45');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/withinDays must be 30, 60 or 90/);
  });
});
