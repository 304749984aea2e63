import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vendor } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf } from '../../../test/fixtures';
import { auditOf, vendorBody } from '../purchasing.test-fixtures';
import { activeVendorsFor, vendorById } from './vendor.service';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let accountant: TestSession;
let master: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, accountant, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.accountant),
    t.login(DEMO.master),
  ]);
});
afterAll(() => t?.close());

describe('vendors: permission matrix', () => {
  it('lets the purchaser and an administrator use every route', async () => {
    for (const s of [purchaser, admin]) {
      expect((await s.get('/purchasing/vendors/')).statusCode).toBe(200);
      const created = dataOf<Vendor>(await s.post('/purchasing/vendors/', vendorBody()));
      expect((await s.get(`/purchasing/vendors/${created.id}`)).statusCode).toBe(200);
      const patched = await s.patch(`/purchasing/vendors/${created.id}`, {
        version: created.version,
        rating: 2,
      });
      expect(patched.statusCode).toBe(200);
    }
  });

  it('refuses the accountant and the master (no purchasing.vendor) on every route', async () => {
    const vendor = dataOf<Vendor>(await admin.post('/purchasing/vendors/', vendorBody()));
    for (const s of [accountant, master]) {
      const answers = [
        await s.get('/purchasing/vendors/'),
        await s.post('/purchasing/vendors/', vendorBody()),
        await s.get(`/purchasing/vendors/${vendor.id}`),
        await s.patch(`/purchasing/vendors/${vendor.id}`, { version: vendor.version, rating: 1 }),
      ];
      for (const a of answers) {
        expect(a.statusCode).toBe(403);
        expect(a.json().message).toBe('Missing permission: purchasing.vendor');
      }
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/purchasing/vendors/' })).statusCode).toBe(401);
  });
});

describe('vendors: records', () => {
  it('creates a vendor with ports and contacts, normalised, and writes an audit row', async () => {
    const response = await purchaser.post(
      '/purchasing/vendors/',
      vendorBody({ code: 'sss-anr', country: 'be', email: 'RFQ@Scheldt.example' }),
    );
    expect(response.statusCode).toBe(201);
    const v = response.json().data as Vendor;
    expect(v).toMatchObject({
      code: 'SSS-ANR',
      country: 'BE',
      email: 'rfq@scheldt.example',
      ports: [{ locode: 'BEANR', portName: 'Antwerp' }],
      active: true,
      version: 1,
    });
    expect(v.contacts).toEqual([
      expect.objectContaining({ name: 'Lotte Peeters', role: 'Sales', phone: null }),
    ]);
    const audit = await auditOf(admin, 'vendor', v.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actorName: 'Priya Nair', before: null });
  });

  it('refuses a duplicate code with 409', async () => {
    const response = await purchaser.post('/purchasing/vendors/', vendorBody({ code: 'NMS-RTM' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A vendor with the code NMS-RTM already exists');
  });

  it('answers 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '' }, 'email'],
      [{ email: 'not-an-address' }, 'email'],
      [{ categories: [] }, 'categories'],
      [{ categories: ['fuel'] }, 'categories.0'],
      [{ ports: [{ locode: 'RTM', portName: 'Rotterdam' }] }, 'ports.0.locode'],
      [{ rating: 7 }, 'rating'],
      [{ currency: 'EURO' }, 'currency'],
      [{ code: 'a b' }, 'code'],
      [{ contacts: [{ name: 'No way to reach' }] }, 'contacts.0.email'],
    ];
    for (const [patch, field] of cases) {
      const response = await purchaser.post('/purchasing/vendors/', vendorBody(patch as never));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('searches, filters by category, port and active, sorts and pages on the server', async () => {
    const rotterdam = (await purchaser.get('/purchasing/vendors/?port=nlrtm')).json();
    expect(rotterdam.data.map((v: Vendor) => v.code)).toEqual(['NMS-RTM']);
    const spares = (await purchaser.get('/purchasing/vendors/?category=engine_spares&sort=code')).json();
    expect(spares.data.map((v: Vendor) => v.code)).toEqual(['HEP-HAM', 'NMS-RTM', 'PMS-PIR']);
    const inactive = (await purchaser.get('/purchasing/vendors/?active=false')).json();
    expect(inactive.data.map((v: Vendor) => v.code)).toEqual(['SSS-SOU']);
    const search = (await purchaser.get('/purchasing/vendors/?q=lion%20city')).json();
    expect(search.data.map((v: Vendor) => v.code)).toEqual(['LCSC-SIN']);
    const page = (await purchaser.get('/purchasing/vendors/?sort=-rating&limit=2&offset=1')).json();
    expect(page.page).toMatchObject({ offset: 1, limit: 2 });
    expect(page.data).toHaveLength(2);
    expect((await purchaser.get('/purchasing/vendors/?sort=password')).statusCode).toBe(400);
    expect((await purchaser.get('/purchasing/vendors/?category=fuel')).json().details[0].field).toBe(
      'querystring.category',
    );
  });

  it('deactivates and reactivates with the optimistic lock, auditing each change', async () => {
    const v = dataOf<Vendor>(await purchaser.post('/purchasing/vendors/', vendorBody()));
    const off = await purchaser.patch(`/purchasing/vendors/${v.id}`, { version: 1, active: false });
    expect(off.json().data).toMatchObject({ active: false, version: 2 });
    const stale = await purchaser.patch(`/purchasing/vendors/${v.id}`, { version: 1, active: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    const on = await purchaser.patch(`/purchasing/vendors/${v.id}`, {
      version: 2,
      active: true,
      ports: [],
      contacts: [],
    });
    expect(on.json().data).toMatchObject({ active: true, version: 3, ports: [], contacts: [] });
    const actions = (await auditOf(admin, 'vendor', v.id)).map((a) => a.action);
    expect(actions).toEqual(['reactivate', 'deactivate', 'create']);
  });

  it('keeps the version when nothing changes and answers 404 for an unknown id', async () => {
    const v = dataOf<Vendor>(await purchaser.post('/purchasing/vendors/', vendorBody()));
    const same = await purchaser.patch(`/purchasing/vendors/${v.id}`, {
      version: 1,
      name: v.name,
      ports: v.ports,
    });
    expect(same.json().data.version).toBe(1);
    const missing = await purchaser.get('/purchasing/vendors/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await purchaser.get('/purchasing/vendors/nope')).statusCode).toBe(400);
  });

  it('serves other modules: a vendor by id and the active vendors of a category in a port', async () => {
    const listed = (await purchaser.get('/purchasing/vendors/?q=NMS-RTM')).json().data[0] as Vendor;
    expect((await vendorById(t.db, listed.id))?.email).toBe('rfq@nordsea-marine.example');
    const inPort = await activeVendorsFor(t.db, { category: 'engine_spares', port: 'DEHAM' });
    expect(inPort.map((v) => v.code)).toEqual(['HEP-HAM']);
    expect((await activeVendorsFor(t.db, { category: 'safety_equipment', port: 'GBSOU' })).length).toBe(0);
  });
});
