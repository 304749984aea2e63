import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  addCalendarYears,
  type AuditEntry,
  type CertificateView,
} from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { certificateBody, createCertificate } from './certificate.fixtures';
import { todayUtc } from './certificate-view';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  master = await t.login(DEMO.master);
  const { byName } = await shipsByName(t);
  aurora = byName('Keel Aurora').id;
  borealis = byName('Keel Borealis').id;
});
afterAll(() => t?.close());

async function auditOf(id: string): Promise<AuditEntry[]> {
  return (await admin.get(`/audit/?entity=certificate&entityId=${id}`)).json().data;
}

describe('demo certificates', () => {
  it('gives every ship its statutory and class certificates with derived states', async () => {
    const list = (await admin.get('/certificates/?limit=200&inForce=true')).json();
    // Twenty standard types per ship, and eight certificates of no standard type.
    expect(list.page.total).toBe(6 * 20 + 8);
    const states = new Set(list.data.map((c: CertificateView) => c.state));
    for (const state of ['VALID', 'WINDOW_OPEN', 'DUE', 'EXPIRED', 'EXTENDED'])
      expect(states).toContain(state);
    const expired = list.data.filter((c: CertificateView) => c.state === 'EXPIRED');
    expect(expired.map((c: CertificateView) => [c.shipName, c.typeCode ?? c.name]).sort()).toEqual([
      ['Keel Borealis', 'Ship Sanitation Control Exemption Certificate'],
      ['Keel Cassiopeia', 'MLC'],
    ]);
    for (const code of ['BWM', 'IAFS', 'CLC', 'BUNKER_CLC', 'WRC', 'SAFE_MANNING', 'REGISTRY'])
      expect(list.data.filter((c: CertificateView) => c.typeCode === code)).toHaveLength(6);
    const iee = list.data.find((c: CertificateView) => c.typeCode === 'IEE');
    expect(iee).toMatchObject({ expiryDate: null, state: 'VALID', daysToExpiry: null });
    const superseded = (await admin.get('/certificates/?inForce=false')).json();
    expect(superseded.data.map((c: CertificateView) => [c.shipName, c.state])).toEqual([
      ['Keel Eridanus', 'SUPERSEDED'],
      ['Keel Eridanus', 'SUPERSEDED'],
    ]);
  });
});

describe('POST /certificates/', () => {
  it('creates a certificate with its derived state and audits it', async () => {
    const expiry = addCalendarDays(todayUtc(), 20);
    const created = await createCertificate(master, aurora, {
      expiryDate: expiry,
      issueDate: addCalendarDays(expiry, -1826),
    });
    expect(created).toMatchObject({
      shipId: aurora,
      shipName: 'Keel Aurora',
      state: 'DUE',
      daysToExpiry: 20,
      version: 1,
      file: null,
    });
    const audit = await auditOf(created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actorName: 'Capt. Jonas Eriksen', shipId: aurora });
    expect((audit[0]!.after as CertificateView).number).toBe(created.number);
  });

  it('gives the survey window today lies in and the next one (±3 months around each anniversary)', async () => {
    const today = todayUtc();
    // Expiry in 3 years and 1 month: an anniversary falls 1 month from today, so its window is open.
    const expiry = addCalendarMonths(today, 37);
    const created = await createCertificate(master, aurora, {
      expiryDate: expiry,
      issueDate: addCalendarYears(expiry, -5),
      hasSurveyWindows: true,
    });
    const anniversary = addCalendarYears(expiry, -3);
    expect(created.state).toBe('WINDOW_OPEN');
    expect(created.currentWindow).toEqual({
      anniversary,
      opens: addCalendarMonths(anniversary, -3),
      closes: addCalendarMonths(anniversary, 3),
    });
    expect(created.nextWindow).toMatchObject({ anniversary: addCalendarYears(anniversary, 1) });
    const read = (await master.get(`/certificates/${created.id}`)).json().data;
    expect(read).toMatchObject({ currentWindow: created.currentWindow, nextWindow: created.nextWindow });
  });

  it('answers 400 naming each bad field', async () => {
    const response = await admin.post(
      '/certificates/',
      certificateBody(aurora, { number: ' ', expiryDate: '2023-01-01' }),
    );
    expect(response.statusCode).toBe(400);
    const { details } = response.json();
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'number', message: 'number is required' },
        { field: 'expiryDate', message: 'expiryDate must be after issueDate' },
      ]),
    );
    const badDate = await admin.post('/certificates/', certificateBody(aurora, { issueDate: '2024-02-30' }));
    expect(badDate.json()).toMatchObject({ message: 'Issue date must be a date YYYY-MM-DD' });
    const kind = await admin.post('/certificates/', certificateBody(aurora, { kind: 'class' }));
    expect(kind.json().details).toEqual([
      { field: 'kind', message: 'kind must be statutory for Safety Equipment' },
    ]);
  });

  it('refuses an unknown ship and a file of another ship', async () => {
    const ghost = await admin.post('/certificates/', certificateBody('00000000-0000-4000-8000-000000000000'));
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().details).toEqual([{ field: 'shipId', message: 'no such ship' }]);
    const withScan = (await admin.get(`/certificates/?shipId=${aurora}&limit=200`))
      .json()
      .data.find((c: CertificateView) => c.file);
    const foreign = await admin.post(
      '/certificates/',
      certificateBody(borealis, { fileId: withScan.file.id }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([{ field: 'fileId', message: 'no such file on this ship' }]);
  });
});

describe('PATCH /certificates/:id', () => {
  it('updates with the optimistic lock, checks against the stored dates and audits before/after', async () => {
    const created = await createCertificate(admin, aurora);
    const response = await master.patch(`/certificates/${created.id}`, {
      version: 1,
      extendedUntil: '2029-08-10',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      version: 2,
      extendedUntil: '2029-08-10',
      effectiveExpiry: '2029-08-10',
    });

    const stale = await master.patch(`/certificates/${created.id}`, { version: 1, remarks: 'late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Certificate was changed by someone else; reload it and try again');

    const crossField = await master.patch(`/certificates/${created.id}`, {
      version: 2,
      expiryDate: '2024-01-01',
    });
    expect(crossField.statusCode).toBe(400);
    expect(crossField.json().details).toEqual(
      expect.arrayContaining([{ field: 'expiryDate', message: 'expiryDate must be after issueDate' }]),
    );

    const audit = await auditOf(created.id);
    expect(audit.map((a) => a.action)).toEqual(['update', 'create']);
    expect((audit[0]!.before as CertificateView).extendedUntil).toBeNull();
    expect((audit[0]!.after as CertificateView).extendedUntil).toBe('2029-08-10');
  });
});

describe('GET /certificates/', () => {
  it('pages, searches and sorts on the server', async () => {
    const page = (await admin.get(`/certificates/?shipId=${borealis}&limit=5&sort=name`)).json();
    expect(page.page).toEqual({ total: 22, offset: 0, limit: 5 });
    const names = page.data.map((c: CertificateView) => c.name);
    expect(names).toEqual([...names].sort());
    const found = (await admin.get(`/certificates/?shipId=${borealis}&q=load%20line`)).json();
    expect(found.data.map((c: CertificateView) => c.typeCode)).toEqual(['LOAD_LINE']);
    const urgent = (await admin.get(`/certificates/?shipId=${borealis}&sort=daysToExpiry&limit=2`)).json();
    expect(urgent.data.map((c: CertificateView) => c.typeCode ?? c.name)).toEqual([
      'Ship Sanitation Control Exemption Certificate',
      'LOAD_LINE',
    ]);
    expect(urgent.page.total).toBe(22);
  });

  it('filters by derived state and expiry horizon', async () => {
    const due = (await admin.get('/certificates/?state=DUE&limit=200')).json();
    expect(due.data.length).toBeGreaterThan(0);
    expect(due.data.every((c: CertificateView) => c.state === 'DUE')).toBe(true);
    const within = (await admin.get('/certificates/?expiringWithinDays=30&limit=200')).json();
    expect(within.data.every((c: CertificateView) => c.daysToExpiry !== null && c.daysToExpiry <= 30)).toBe(
      true,
    );
    expect(within.data.map((c: CertificateView) => c.typeCode)).toEqual(
      expect.arrayContaining(['MLC', 'SOLAS_SR']),
    );
  });

  it('answers 400 naming a bad filter or sort', async () => {
    const state = await admin.get('/certificates/?state=FINE');
    expect(state.statusCode).toBe(400);
    expect(state.json().details[0].field).toBe('querystring.state');
    const sort = await admin.get('/certificates/?sort=colour');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().details[0].field).toBe('sort');
  });
});

describe('GET /certificates/:id', () => {
  it('answers the certificate to a user of its ship', async () => {
    const created = await createCertificate(admin, aurora);
    expect(dataOf<CertificateView>(await master.get(`/certificates/${created.id}`)).number).toBe(
      created.number,
    );
  });
});
