import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Ship } from '@keel/domain';
import { createTestApp, type TestApp, type TestResponse, type TestSession } from '../../../test/test-app';
import { DEMO, GOOD_PASSWORD, createRole, createUser, dataOf, shipsByName } from '../../../test/fixtures';

let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let master: TestSession;
let noFleet: TestSession;
let aurora: string;
let borealis: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  superintendent = await t.login(DEMO.superintendent);
  master = await t.login(DEMO.master);
  const role = await createRole(admin, { name: 'Dashboard only', sidebar: ['dashboard'] });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: null }] });
  noFleet = await t.login(user.email, GOOD_PASSWORD);
  const { byName } = await shipsByName(t);
  aurora = byName('Keel Aurora').id;
  borealis = byName('Keel Borealis').id;
});
afterAll(() => t?.close());

let imoCounter = 0;
/** A fresh valid IMO number (check digit computed) and MMSI. */
function identifiers() {
  imoCounter += 1;
  const six = String(930000 + imoCounter);
  const check = [...six].reduce((sum, d, i) => sum + Number(d) * (7 - i), 0) % 10;
  return { imo: `${six}${check}`, mmsi: String(538100000 + imoCounter) };
}
const newShip = (overrides: Record<string, unknown> = {}) => ({
  name: `Keel Test ${imoCounter + 1}`,
  ...identifiers(),
  callSign: 'V7TS1',
  flag: 'MH',
  shipType: 'bulk_carrier',
  family: 'Ultramax bulk carriers',
  classSociety: 'DNV',
  buildYear: 2021,
  dwt: 63_800.5,
  gt: 36_400,
  ...overrides,
});

interface Route {
  name: string;
  ok: number;
  admin: boolean;
  send: (s: TestSession, shipId: string) => Promise<TestResponse>;
}
const routes: Route[] = [
  { name: 'GET /ships/', ok: 200, admin: false, send: (s) => s.get('/ships/') },
  { name: 'GET /ships/families', ok: 200, admin: false, send: (s) => s.get('/ships/families') },
  { name: 'GET /ships/:id', ok: 200, admin: false, send: (s, id) => s.get(`/ships/${id}`) },
  { name: 'POST /ships/', ok: 201, admin: true, send: (s) => s.post('/ships/', newShip()) },
  {
    name: 'PATCH /ships/:id',
    ok: 200,
    admin: true,
    send: async (s, id) =>
      s.patch(`/ships/${id}`, {
        version: dataOf<Ship>(await admin.get(`/ships/${id}`)).version,
        manager: 'Keel Ship Management AS',
      }),
  },
];

describe.each(routes)('$name', (route) => {
  it('is allowed as designed and refused without the fleet permission', async () => {
    expect((await route.send(admin, aurora)).statusCode).toBe(route.ok);
    const refused = await route.send(noFleet, aurora);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Missing permission: fleet');
  });

  it(
    route.admin ? 'is for administrators only' : "is refused on a ship outside the user's scope",
    async () => {
      if (route.admin) {
        const response = await route.send(superintendent, aurora);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/^Only administrators may (add|edit) ships$/);
      } else {
        expect((await route.send(master, aurora)).statusCode).toBe(200);
        if (route.name === 'GET /ships/:id') {
          const response = await route.send(master, borealis);
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe('You have no access to this ship');
        }
      }
    },
  );
});

describe('GET /ships/', () => {
  it("lists only the master's ship", async () => {
    const body = (await master.get('/ships/')).json();
    expect(body.data.map((s: Ship) => s.name)).toEqual(['Keel Aurora']);
    expect(body.page.total).toBe(1);
    expect((await master.get('/ships/families')).json().data).toEqual(['Ultramax bulk carriers']);
  });

  it('searches, filters by family and status, sorts and pages on the server', async () => {
    const page = (await superintendent.get('/ships/?family=MR%20product%20tankers&limit=2&sort=-dwt')).json();
    expect(page.page).toEqual({ total: 3, offset: 0, limit: 2 });
    expect(page.data.map((s: Ship) => s.dwt)).toEqual([50100, 49990]);
    const next = (
      await superintendent.get('/ships/?family=MR%20product%20tankers&limit=2&offset=2&sort=-dwt')
    ).json();
    expect(next.data.map((s: Ship) => s.name)).toEqual(['Keel Fornax']);
    const tankers = (await superintendent.get('/ships/?family=MR%20product%20tankers&sort=buildYear')).json();
    expect(tankers.data.map((s: Ship) => s.name)).toEqual(['Keel Dorado', 'Keel Eridanus', 'Keel Fornax']);
    expect((await superintendent.get('/ships/?q=9700055')).json().data.map((s: Ship) => s.name)).toEqual([
      'Keel Borealis',
    ]);
    expect((await superintendent.get('/ships/?q=d5br')).json().data.map((s: Ship) => s.name)).toEqual([
      'Keel Borealis',
    ]);
    expect((await superintendent.get('/ships/?status=sold')).json().data).toEqual([]);
    const bad = await superintendent.get('/ships/?sort=colour');
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /ships/ and PATCH /ships/:id', () => {
  it('creates a ship, normalising identifiers, and audits it', async () => {
    const body = newShip({ imo: undefined, callSign: 'v7ts2', flag: 'mh' });
    const { imo } = identifiers();
    const created = dataOf<Ship>(await admin.post('/ships/', { ...body, imo: `IMO ${imo}` }));
    expect(created).toMatchObject({
      imo,
      callSign: 'V7TS2',
      flag: 'MH',
      dwt: 63_800.5,
      status: 'active',
      version: 1,
    });
    const audit: AuditEntry[] = (await admin.get(`/audit/?entity=ship&entityId=${created.id}`)).json().data;
    expect(audit).toMatchObject([{ action: 'create', shipId: created.id }]);
  });

  it('answers 400 naming a bad IMO check digit, MMSI or field', async () => {
    const response = await admin.post('/ships/', newShip({ imo: '9700044', mmsi: '12345', buildYear: 1800 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { field: 'imo', message: 'imo must be 7 digits with a valid check digit' },
        { field: 'mmsi', message: 'mmsi must be 9 digits' },
        { field: 'buildYear', message: 'buildYear must be a year from 1900 to 2100' },
      ]),
    );
  });

  it('answers 409 for a duplicate IMO number or MMSI', async () => {
    const duplicate = await admin.post('/ships/', newShip({ imo: '9700043' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A ship with IMO number 9700043 already exists');
    const mmsi = await admin.post('/ships/', newShip({ mmsi: '538009871' }));
    expect(mmsi.json().message).toBe('A ship with MMSI 538009871 already exists');
  });

  it('updates with the optimistic lock and audits before and after', async () => {
    const created = dataOf<Ship>(await admin.post('/ships/', newShip()));
    const updated = dataOf<Ship>(
      await admin.patch(`/ships/${created.id}`, { version: 1, status: 'laid_up' }),
    );
    expect(updated).toMatchObject({ status: 'laid_up', version: 2 });
    const stale = await admin.patch(`/ships/${created.id}`, { version: 1, status: 'sold' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Ship was changed by someone else; reload it and try again');
    const audit: AuditEntry[] = (await admin.get(`/audit/?entity=ship&entityId=${created.id}`)).json().data;
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { status: 'active' },
      after: { status: 'laid_up' },
    });
  });

  it('keeps the ship family and the company settings in step, both ways', async () => {
    const familyOf = async (id: string) =>
      ((await admin.get('/config/')).json().data.shipFamilies as { name: string; shipIds: string[] }[])
        .filter((f) => f.shipIds.includes(id))
        .map((f) => f.name);
    // A ship names a family the company has (any case): it is stored as configured and listed there.
    const created = dataOf<Ship>(await admin.post('/ships/', newShip({ family: 'ultramax BULK carriers' })));
    expect(created.family).toBe('Ultramax bulk carriers');
    expect(await familyOf(created.id)).toEqual(['Ultramax bulk carriers']);
    // An unknown family is refused on the field, and nothing is written.
    const unknown = await admin.post('/ships/', newShip({ family: 'Capesize' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      {
        field: 'family',
        message: 'there is no ship family named "Capesize"; add it in the company settings first',
      },
    ]);
    // Moving the ship on the ship page moves it in the settings…
    const moved = dataOf<Ship>(
      await admin.patch(`/ships/${created.id}`, { version: 1, family: 'MR product tankers' }),
    );
    expect(moved.family).toBe('MR product tankers');
    expect(await familyOf(created.id)).toEqual(['MR product tankers']);
    // …and taking it out of every family in the settings clears it on the ship.
    const config = (await admin.get('/config/')).json().data;
    const saved = await admin.put('/config/', {
      version: config.version,
      companyName: config.companyName,
      baseCurrency: config.baseCurrency,
      shipFamilies: config.shipFamilies.map((f: { name: string; shipIds: string[] }) => ({
        name: f.name,
        shipIds: f.shipIds.filter((id) => id !== created.id),
      })),
    });
    expect(saved.statusCode).toBe(200);
    const after = dataOf<Ship>(await admin.get(`/ships/${created.id}`));
    expect(after).toMatchObject({ family: null, version: 3 });
    const audit: AuditEntry[] = (await admin.get('/audit/?entity=config&entityId=1')).json().data;
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for an unknown ship', async () => {
    const response = await admin.get('/ships/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});
