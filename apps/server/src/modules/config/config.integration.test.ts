import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyConfig } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, auditTotal, shipsByName } from '../../test/fixtures';

let t: TestApp;
let admin: TestSession;
let fleet: Awaited<ReturnType<typeof shipsByName>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  fleet = await shipsByName(t);
});
afterAll(() => t?.close());

const current = async (): Promise<CompanyConfig> => (await admin.get('/config/')).json().data;
const bodyOf = ({ updatedAt: _u, ...rest }: CompanyConfig) => rest;

describe('GET /config/', () => {
  it('gives every signed-in user the company name, base currency and ship families', async () => {
    const master = await t.login(DEMO.master);
    const response = await master.get('/config/');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as CompanyConfig;
    const ids = (names: string[]) => names.map((n) => fleet.byName(n).id).sort();
    expect({
      ...data,
      shipFamilies: data.shipFamilies.map((f) => ({ ...f, shipIds: [...f.shipIds].sort() })),
    }).toEqual({
      companyName: 'Keel Demo Ship Management AS',
      baseCurrency: 'USD',
      invoiceAddress: 'Accounts payable\nStrandkaien 12\n5013 Bergen\nNorway\ninvoices@keel.demo',
      shipFamilies: expect.arrayContaining([
        { name: 'Ultramax bulk carriers', shipIds: ids(['Keel Aurora', 'Keel Borealis', 'Keel Cassiopeia']) },
        { name: 'MR product tankers', shipIds: ids(['Keel Dorado', 'Keel Eridanus', 'Keel Fornax']) },
      ]),
      vatId: 'NO987654325MVA', // the demo company's VAT id (db/seed/company-vat.seed.ts)
      billTolerancePercent: null,
      billToleranceAbsolute: null,
      updatedAt: expect.stringMatching(/Z$/),
      version: 1,
    });
    expect(data.shipFamilies).toHaveLength(2);
  });
});

describe('PUT /config/', () => {
  it('lets an administrator change the settings, bumping the version and writing an audit row', async () => {
    const before = await current();
    const aurora = fleet.byName('Keel Aurora').id;
    const response = await admin.put('/config/', {
      version: before.version,
      companyName: 'Keel Shipping Ltd',
      baseCurrency: 'EUR',
      shipFamilies: [{ name: 'Flagship', shipIds: [aurora] }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      companyName: 'Keel Shipping Ltd',
      baseCurrency: 'EUR',
      shipFamilies: [{ name: 'Flagship', shipIds: [aurora] }],
      version: before.version + 1,
    });
    const [row] = (await admin.get('/audit/?entity=config&limit=1')).json().data;
    expect(row).toMatchObject({
      action: 'update',
      entityId: '1',
      actorId: admin.user.id,
      before: { companyName: before.companyName, version: before.version },
      after: { companyName: 'Keel Shipping Ltd', baseCurrency: 'EUR', version: before.version + 1 },
    });
  });

  it('answers 409 for a stale version', async () => {
    const now = await current();
    const response = await admin.put('/config/', { ...bodyOf(now), version: now.version - 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The company settings were changed by someone else; reload them and try again',
    });
  });

  it('answers 400 naming the field for a ship that does not exist, a bad currency or a ship in two families', async () => {
    const now = await current();
    const auditBefore = await auditTotal(admin);
    const aurora = fleet.byName('Keel Aurora').id;
    const unknown = await admin.put('/config/', {
      ...bodyOf(now),
      shipFamilies: [
        { name: 'A', shipIds: [aurora] },
        { name: 'B', shipIds: ['00000000-0000-4000-8000-000000000000'] },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Ship family 2 ships item 1: no ship with this id',
      details: [{ field: 'shipFamilies.1.shipIds.0', message: 'no ship with this id' }],
    });
    const currency = await admin.put('/config/', { ...bodyOf(now), baseCurrency: 'euro' });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().message).toBe('Base currency: currency must be a three-letter ISO 4217 code');
    const twice = await admin.put('/config/', {
      ...bodyOf(now),
      shipFamilies: [
        { name: 'A', shipIds: [aurora] },
        { name: 'B', shipIds: [aurora] },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Ship family 2 ships: a ship belongs to one family only');
    expect(await auditTotal(admin)).toBe(auditBefore);
    expect(await current()).toEqual(now);
  });

  it('refuses non-admins (403) and writes nothing', async () => {
    const now = await current();
    const auditBefore = await auditTotal(admin);
    for (const email of [DEMO.superintendent, DEMO.master]) {
      const session = await t.login(email);
      const response = await session.put('/config/', { ...bodyOf(now), companyName: 'Taken over' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only administrators may change the company settings' });
    }
    expect(await auditTotal(admin)).toBe(auditBefore);
    expect((await current()).companyName).toBe(now.companyName);
  });
});

describe('the invoice address', () => {
  it('is changed by an administrator and kept when a change leaves it out', async () => {
    const before = await current();
    const set = await admin.put('/config/', {
      version: before.version,
      companyName: before.companyName,
      baseCurrency: before.baseCurrency,
      invoiceAddress: 'Accounts payable\nPostboks 7\n5804 Bergen',
      shipFamilies: before.shipFamilies,
    });
    expect(set.json().data.invoiceAddress).toBe('Accounts payable\nPostboks 7\n5804 Bergen');
    const kept = await admin.put('/config/', {
      version: before.version + 1,
      companyName: before.companyName,
      baseCurrency: before.baseCurrency,
      shipFamilies: before.shipFamilies,
    });
    expect(kept.json().data.invoiceAddress).toBe('Accounts payable\nPostboks 7\n5804 Bergen');
    const long = await admin.put('/config/', {
      ...bodyOf(before),
      version: before.version + 2,
      invoiceAddress: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('invoiceAddress');
  });
});
