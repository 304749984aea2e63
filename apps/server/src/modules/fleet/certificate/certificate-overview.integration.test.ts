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
    // Twenty standard types and the sanitation certificate in its named column.
    expect(cassiopeia.cells).toHaveLength(21);
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
      'Keel Borealis',
      'Keel Cassiopeia',
    ]);
    const aurora = soon.data[0] as CertificateMatrixRow;
    expect(aurora.cells.filter((c) => c.matches).map((c) => c.typeCode)).toEqual(['SOLAS_SR']);
    const cassiopeia = soon.data[2] as CertificateMatrixRow;
    expect(cassiopeia.cells.filter((c) => c.matches).map((c) => c.column)).toEqual([
      'MLC',
      'BUNKER_CLC',
      'other:ship sanitation control exemption certificate',
    ]);
  });

  it('gives certificates of no standard type a column per name, shared by the ships, with state and id', async () => {
    const { data, columns } = (await superintendent.get('/certificates/matrix')).json() as {
      data: CertificateMatrixRow[];
      columns: { key: string; typeCode: string | null; name: string }[];
    };
    const named = columns.filter((c) => c.typeCode === null);
    expect(named.map((c) => c.name)).toEqual([
      'Document of Compliance for the Carriage of Dangerous Goods',
      'Ship Sanitation Control Exemption Certificate',
    ]);
    expect(columns.filter((c) => c.typeCode !== null).map((c) => c.key)).toEqual(
      expect.arrayContaining(['BWM', 'IAFS', 'CLC', 'BUNKER_CLC', 'WRC', 'SAFE_MANNING', 'REGISTRY']),
    );
    const sanitation = named[1]!.key;
    const cells = data.map((r) => r.cells.find((c) => c.column === sanitation));
    expect(cells.every(Boolean)).toBe(true);
    const borealis = data.find((r) => r.shipName === 'Keel Borealis')!;
    const expired = borealis.cells.find((c) => c.column === sanitation)!;
    expect(expired).toMatchObject({ typeCode: null, state: 'EXPIRED' });
    // The cell opens its certificate.
    const opened = await superintendent.get(`/certificates/${expired.certificateId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ name: named[1]!.name, state: 'EXPIRED' });
    // The dangerous goods column only on the ships holding one; one ship's matrix has only its own columns.
    const dorado = (await superintendent.get('/certificates/matrix?q=dorado')).json();
    expect(dorado.columns.filter((c: { typeCode: string | null }) => c.typeCode === null)).toHaveLength(1);
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
    expect(body.summary).toEqual({ expired: 2, within30: 5, within60: 8, within90: 12 });
    expect(body.page.total).toBe(12);
    const month = (await superintendent.get('/certificates/due')).json();
    expect(month.data.map((d: CertificateDueItem) => d.typeCode ?? d.name)).toEqual([
      'MLC',
      'Ship Sanitation Control Exemption Certificate',
      'BUNKER_CLC',
      'SOLAS_SR',
      'Ship Sanitation Control Exemption Certificate',
    ]);
  });

  it('answers 400 for a horizon other than 30, 60 or 90', async () => {
    const response = await superintendent.get('/certificates/due?withinDays=45');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Within days must be 30, 60 or 90/);
  });
});
