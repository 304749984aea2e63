import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, CertificateView } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createCertificate } from './certificate.fixtures';

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

const renewal = {
  number: 'DNV-29-SE-00001',
  issuer: 'DNV AS on behalf of the Republic of the Marshall Islands',
};

describe('POST /certificates/:id/renew', () => {
  it('within three months of expiry dates the new certificate from the old expiry and supersedes the old one', async () => {
    const old = await createCertificate(admin, aurora, { issueDate: '2024-05-10', expiryDate: '2029-05-10' });
    const response = await master.post(`/certificates/${old.id}/renew`, {
      version: 1,
      ...renewal,
      renewalDate: '2029-03-02',
    });
    expect(response.statusCode).toBe(201);
    const renewed = response.json().data as CertificateView;
    expect(renewed).toMatchObject({
      typeCode: 'SOLAS_SE',
      kind: 'statutory',
      name: old.name,
      number: renewal.number,
      issueDate: '2029-03-02',
      expiryDate: '2034-05-10',
      supersededAt: null,
      version: 1,
    });
    const previous = dataOf<CertificateView>(await master.get(`/certificates/${old.id}`));
    expect(previous).toMatchObject({ supersededAt: '2029-03-02', supersededById: renewed.id, version: 2 });

    const audit: AuditEntry[] = (await admin.get('/audit/?entity=certificate&limit=200')).json().data;
    const mine = audit
      .filter((a) => a.entityId === old.id || a.entityId === renewed.id)
      .map((a) => [a.action, a.entityId]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ['renew', old.id],
        ['create', renewed.id],
        ['create', old.id],
      ]),
    );
  });

  it('earlier than three months before expiry dates the new certificate from the renewal date', async () => {
    const old = await createCertificate(admin, aurora, { issueDate: '2024-05-10', expiryDate: '2029-05-10' });
    const renewed = dataOf<CertificateView>(
      await master.post(`/certificates/${old.id}/renew`, {
        version: 1,
        ...renewal,
        renewalDate: '2028-12-01',
      }),
    );
    expect(renewed.expiryDate).toBe('2033-12-01');
  });

  it('takes a given expiry or validity instead', async () => {
    const a = await createCertificate(admin, aurora);
    const given = dataOf<CertificateView>(
      await master.post(`/certificates/${a.id}/renew`, {
        version: 1,
        ...renewal,
        renewalDate: '2029-04-01',
        expiryDate: '2030-04-01',
      }),
    );
    expect(given.expiryDate).toBe('2030-04-01');
    const b = await createCertificate(admin, aurora);
    const years = dataOf<CertificateView>(
      await master.post(`/certificates/${b.id}/renew`, {
        version: 1,
        ...renewal,
        renewalDate: '2029-04-01',
        validityYears: 3,
      }),
    );
    expect(years.expiryDate).toBe('2032-05-10');
  });

  it('refuses a superseded certificate (409), a stale version (409) and names bad fields (400)', async () => {
    const old = await createCertificate(admin, aurora);
    dataOf(
      await master.post(`/certificates/${old.id}/renew`, {
        version: 1,
        ...renewal,
        renewalDate: '2029-03-01',
      }),
    );
    const again = await master.post(`/certificates/${old.id}/renew`, {
      version: 2,
      ...renewal,
      renewalDate: '2029-03-01',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is SUPERSEDED; a superseded certificate cannot be renewed/);

    const other = await createCertificate(admin, aurora);
    const stale = await master.post(`/certificates/${other.id}/renew`, {
      version: 7,
      ...renewal,
      renewalDate: '2029-03-01',
    });
    expect(stale.statusCode).toBe(409);

    const early = await master.post(`/certificates/${other.id}/renew`, {
      version: 1,
      ...renewal,
      renewalDate: '2020-01-01',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().details).toEqual([
      { field: 'renewalDate', message: "must be after the current certificate's issue date 2024-05-10" },
    ]);
    const noNumber = await master.post(`/certificates/${other.id}/renew`, {
      version: 1,
      issuer: 'X',
      renewalDate: '2029-03-01',
    });
    expect(noNumber.json().details).toEqual([{ field: 'number', message: 'number is required' }]);
  });

  it('needs a validity for a certificate of no standard type', async () => {
    const other = await createCertificate(admin, aurora, {
      typeCode: null,
      kind: 'other',
      name: 'P&I Certificate of Entry',
    });
    const response = await master.post(`/certificates/${other.id}/renew`, {
      version: 1,
      ...renewal,
      renewalDate: '2029-03-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('validityYears');
  });
});

describe('POST /certificates/:id/supersede', () => {
  it('marks a certificate superseded, optionally by another of the same ship, and audits it', async () => {
    const old = await createCertificate(admin, aurora);
    const replacement = await createCertificate(admin, aurora, {
      issueDate: '2025-01-10',
      expiryDate: '2030-01-10',
    });
    const response = await master.post(`/certificates/${old.id}/supersede`, {
      version: 1,
      supersededAt: '2025-01-10',
      supersededById: replacement.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      state: 'SUPERSEDED',
      supersededById: replacement.id,
      version: 2,
    });
    const audit: AuditEntry[] = (await admin.get(`/audit/?entity=certificate&entityId=${old.id}`)).json()
      .data;
    expect(audit[0]).toMatchObject({ action: 'supersede' });
    expect((audit[0]!.before as CertificateView).state).toBe('VALID');

    const twice = await master.post(`/certificates/${old.id}/supersede`, {
      version: 2,
      supersededAt: '2025-01-10',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a certificate of another ship as the replacement and a date before the issue', async () => {
    const old = await createCertificate(admin, aurora);
    const foreign = await createCertificate(admin, borealis);
    const response = await admin.post(`/certificates/${old.id}/supersede`, {
      version: 1,
      supersededAt: '2025-01-10',
      supersededById: foreign.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'supersededById', message: 'no such certificate on this ship' },
    ]);
    const early = await admin.post(`/certificates/${old.id}/supersede`, {
      version: 1,
      supersededAt: '2020-01-01',
    });
    expect(early.json().details[0].field).toBe('supersededAt');
  });
});
