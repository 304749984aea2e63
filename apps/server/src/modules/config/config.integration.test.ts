import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Catalogue, CompanyConfig } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, auditTotal, dataOf, shipsByName, unique } from '../../test/fixtures';
import { pmsCatalogues } from '../pms/catalogue/catalogue.table';

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
    // Aurora out of its family into a new one (the demo families stay: ISM documents are distributed to them).
    const shipFamilies = [
      ...before.shipFamilies.map((f) => ({ ...f, shipIds: f.shipIds.filter((id) => id !== aurora) })),
      { name: 'Flagship', shipIds: [aurora] },
    ];
    const response = await admin.put('/config/', {
      version: before.version,
      companyName: 'Keel Shipping Ltd',
      baseCurrency: 'EUR',
      shipFamilies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      companyName: 'Keel Shipping Ltd',
      baseCurrency: 'EUR',
      shipFamilies,
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

describe('renaming and removing a ship family', () => {
  const put = (now: CompanyConfig, shipFamilies: object[]) =>
    admin.put('/config/', { ...bodyOf(now), shipFamilies });
  const documentsOf = async (family: string) =>
    (
      await t.db.execute<{ id: string; number: string; ship_families: string[] }>(
        sql`SELECT id, number, ship_families FROM dms_documents WHERE ${family} = ANY(ship_families) ORDER BY number`,
      )
    ).rows;

  it('renames it in the ISM documents distributed to it and the PMS catalogues of it, with audit rows', async () => {
    const now = await current();
    const tankers = now.shipFamilies.find((f) => f.name === 'MR product tankers')!;
    const documents = await documentsOf('MR product tankers');
    expect(documents.length).toBeGreaterThan(0);
    const catalogue = dataOf<Catalogue>(
      await admin.post('/pms/catalogues', { name: unique('Tanker catalogue'), family: 'MR product tankers' }),
    );
    const dorado = fleet.byName('Keel Dorado').id;
    const visible = async () =>
      (
        await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM dms_documents d
        JOIN ships s ON s.family = ANY(d.ship_families) WHERE s.id = ${dorado}::uuid`)
      ).rows[0]!.n;
    const reachedBefore = await visible();

    const renamed = await put(
      now,
      now.shipFamilies.map((f) =>
        f === tankers
          ? { ...f, name: 'Product tankers (MR)', previousName: f.name }
          : { ...f, previousName: f.name },
      ),
    );
    expect(renamed.statusCode).toBe(200);
    // The settings store the families only (no previousName); the ships, documents and catalogue follow.
    expect(renamed.json().data.shipFamilies).toContainEqual({
      name: 'Product tankers (MR)',
      shipIds: tankers.shipIds,
    });
    expect(JSON.stringify(renamed.json().data)).not.toContain('previousName');
    expect(await documentsOf('MR product tankers')).toEqual([]);
    expect((await documentsOf('Product tankers (MR)')).map((d) => d.id)).toEqual(documents.map((d) => d.id));
    expect(await visible()).toBe(reachedBefore);
    const [cat] = await t.db.select().from(pmsCatalogues).where(eq(pmsCatalogues.id, catalogue.id));
    expect(cat).toMatchObject({ family: 'Product tankers (MR)', version: catalogue.version + 1 });
    const audit = (await admin.get(`/audit/?entity=dms-document&entityId=${documents[0]!.id}&limit=1`)).json()
      .data[0];
    expect(audit).toMatchObject({
      action: 'rename_family',
      actorId: admin.user.id,
      before: { shipFamilies: ['MR product tankers'] },
      after: { shipFamilies: ['Product tankers (MR)'] },
    });
    const catAudit = (await admin.get(`/audit/?entity=pms_catalogue&entityId=${catalogue.id}&limit=1`)).json()
      .data[0];
    expect(catAudit).toMatchObject({
      action: 'rename_family',
      before: { family: 'MR product tankers' },
      after: { family: 'Product tankers (MR)' },
    });

    // Two names swapped in one change: each record ends with the other name, not both with one.
    const next = await current();
    const bulk = next.shipFamilies.find((f) => f.name === 'Ultramax bulk carriers')!;
    const bulkDocs = (await documentsOf('Ultramax bulk carriers')).map((d) => d.id);
    const swapped = await put(
      next,
      next.shipFamilies.map((f) =>
        f === bulk
          ? { ...f, name: 'Product tankers (MR)', previousName: f.name }
          : f.name === 'Product tankers (MR)'
            ? { ...f, name: 'Ultramax bulk carriers', previousName: f.name }
            : f,
      ),
    );
    expect(swapped.statusCode).toBe(200);
    expect((await documentsOf('Ultramax bulk carriers')).map((d) => d.id)).toEqual(
      documents.map((d) => d.id),
    );
    expect((await documentsOf('Product tankers (MR)')).map((d) => d.id)).toEqual(bulkDocs);
  });

  it('refuses to remove a family ISM documents are distributed to, naming them, and writes nothing', async () => {
    const now = await current();
    const auditBefore = await auditTotal(admin);
    const [gone, ...rest] = now.shipFamilies.filter((f) => f.name !== 'Flagship');
    const documents = await documentsOf(gone!.name);
    expect(documents.length).toBeGreaterThan(0);
    const removed = await put(now, [...rest, ...now.shipFamilies.filter((f) => f.name === 'Flagship')]);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().details[0].field).toBe('shipFamilies');
    expect(removed.json().details[0].message).toContain(
      `the family "${gone!.name}" is in the distribution of ISM document`,
    );
    expect(removed.json().details[0].message).toContain(documents[0]!.number);
    expect(await current()).toEqual(now);
    expect(await auditTotal(admin)).toBe(auditBefore);
    // A family nothing names goes.
    const unused = await put(now, [...now.shipFamilies, { name: 'Spare family', shipIds: [] }]);
    expect(unused.statusCode).toBe(200);
    const dropped = await put(await current(), now.shipFamilies);
    expect(dropped.statusCode).toBe(200);
  });
});
