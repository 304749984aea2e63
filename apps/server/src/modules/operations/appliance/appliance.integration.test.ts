import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appliance, ApplianceInstall } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, auditTotal, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { auditOf, newAppliance } from '../operations.fixtures';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
let dorado: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
  const { byName } = await shipsByName(t);
  aurora = byName('Keel Aurora').id;
  dorado = byName('Keel Dorado').id;
});
afterAll(() => t?.close());

type Page<T> = { data: T[]; page: { total: number; offset: number; limit: number } };
const list = async (s: TestSession, qs: string) =>
  (await s.get(`/appliances/?${qs}`)).json() as Page<Appliance>;

describe('demo register', () => {
  it('holds the onboard appliances of every ship with mixed versions against the targets', async () => {
    const all = await list(admin, 'limit=200');
    expect(new Set(all.data.map((a) => a.shipName)).size).toBe(6);
    const ecdis = all.data.filter((a) => a.shipName === 'Keel Aurora' && a.type === 'ecdis');
    expect(
      ecdis.map((a) => [a.name, a.maker, a.model, a.softwareVersion, a.targetVersion, a.standing]),
    ).toEqual([
      ['ECDIS No. 1', 'JRC', 'JAN-9201', '02.01.04', '02.01.06', 'behind'],
      ['ECDIS No. 2', 'JRC', 'JAN-9201', '02.01.04', '02.01.06', 'behind'],
    ]);
    const behind = await list(admin, 'standing=behind&limit=200');
    expect(new Set(behind.data.map((a) => a.shipName))).toEqual(
      new Set(['Keel Aurora', 'Keel Borealis', 'Keel Dorado', 'Keel Fornax']),
    );
    expect(behind.data.every((a) => a.standing === 'behind')).toBe(true);
  });

  it('shows the master only his ship and sorts versions as versions', async () => {
    const mine = await list(master, 'limit=200&sort=-softwareVersion');
    expect(new Set(mine.data.map((a) => a.shipId))).toEqual(new Set([aurora]));
    const versions = mine.data.map((a) => a.softwareVersion);
    expect(versions[0]).toBe('5.0.2');
    expect(versions.indexOf('02.01.04')).toBeLessThan(versions.indexOf('01.07'));
  });

  it('answers 400 naming the parameter', async () => {
    expect((await admin.get('/appliances/?type=sonar')).json().details[0].field).toBe('querystring.type');
    expect((await admin.get('/appliances/?standing=late')).json().details[0].field).toBe(
      'querystring.standing',
    );
    expect((await admin.get('/appliances/?sort=notes')).json().message).toMatch(
      /^Sort must be one of type, name/,
    );
  });
});

describe('POST /appliances/', () => {
  it('registers an appliance with its first history entry and an audit row', async () => {
    const response = await master.post('/appliances/', {
      shipId: aurora,
      type: 'ecdis',
      name: 'ECDIS No. 3 (training)',
      maker: 'jrc',
      model: 'jan-9201',
      softwareName: 'JAN-9201 ECDIS software',
      softwareVersion: '02.01.06',
      installedOn: '2025-01-20',
      installedBy: 'JRC service engineer, Rotterdam',
    });
    expect(response.statusCode, response.body).toBe(201);
    const appliance = response.json().data as Appliance;
    expect(appliance).toMatchObject({
      shipName: 'Keel Aurora',
      status: 'in_service',
      targetVersion: '02.01.06',
      standing: 'current',
      version: 1,
    });
    const history = (
      await master.get(`/appliances/${appliance.id}/installs`)
    ).json() as Page<ApplianceInstall>;
    expect(history.data).toEqual([
      expect.objectContaining({
        softwareVersion: '02.01.06',
        previousVersion: null,
        installedOn: '2025-01-20',
        installedBy: 'JRC service engineer, Rotterdam',
        recordedByName: 'Capt. Jonas Eriksen',
      }),
    ]);
    expect((await auditOf(admin, 'appliance', appliance.id))[0]).toMatchObject({
      action: 'create',
      shipId: aurora,
    });
  });

  it('answers 400 naming the field and 409 for a duplicate name on the ship', async () => {
    const before = await auditTotal(admin);
    const base = {
      shipId: aurora,
      type: 'radar',
      name: 'R',
      maker: 'M',
      model: 'X',
      softwareName: 'S',
      softwareVersion: '1.0',
      installedOn: '2024-01-01',
      installedBy: 'Yard',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...base, type: 'sonar' },
        'type',
        'type must be one of ecdis, radar, ais, vdr, gmdss, autopilot, engine_control, bwts, iccp, conning, other',
      ],
      [
        { ...base, softwareVersion: 'latest' },
        'softwareVersion',
        'softwareVersion must start with a number, e.g. 2.01.04',
      ],
      [{ ...base, installedOn: '2024-02-30' }, 'installedOn', 'installedOn must be a date YYYY-MM-DD'],
      [{ ...base, maker: '' }, 'maker', 'maker is required'],
      [{ ...base, installedBy: undefined }, 'installedBy', 'installedBy is required'],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.post('/appliances/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details[0]).toEqual({ field, message });
    }
    expect(await auditTotal(admin)).toBe(before);
    const duplicate = await admin.post('/appliances/', { ...base, name: 'ECDIS No. 1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      'An appliance named ECDIS No. 1 is already registered on this ship',
    );
  });
});

describe('POST /appliances/:id/installs', () => {
  it('records a new version, keeps the history with the replaced version, audits it', async () => {
    const appliance = await newAppliance(admin, dorado, {
      type: 'ecdis',
      maker: 'Furuno',
      model: 'FMD-3200',
      softwareVersion: '04.01',
    });
    expect(appliance.standing).toBe('behind');
    const response = await admin.post(`/appliances/${appliance.id}/installs`, {
      version: 1,
      softwareName: 'FMD-3x00 ECDIS software',
      softwareVersion: '05.01',
      installedOn: '2025-02-01',
      installedBy: 'Furuno Hellas technician',
      notes: 'Maker bulletin 2024-17',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      softwareVersion: '05.01',
      installedOn: '2025-02-01',
      standing: 'current',
      version: 2,
    });
    const history = (
      await admin.get(`/appliances/${appliance.id}/installs`)
    ).json() as Page<ApplianceInstall>;
    expect(history.data.map((h) => [h.softwareVersion, h.previousVersion])).toEqual([
      ['05.01', '04.01'],
      ['04.01', null],
    ]);
    const [audit] = await auditOf(admin, 'appliance', appliance.id);
    expect(audit).toMatchObject({
      action: 'install',
      before: { softwareVersion: '04.01' },
      after: { softwareVersion: '05.01' },
    });
  });

  it('refuses a stale version, a date before the current one or in the future, and a removed appliance', async () => {
    const appliance = await newAppliance(admin, dorado, { installedOn: '2024-06-01' });
    const body = {
      version: 1,
      softwareName: 'S',
      softwareVersion: '1.1',
      installedOn: '2024-07-01',
      installedBy: 'Ship staff',
    };
    expect(
      (await admin.post(`/appliances/${appliance.id}/installs`, { ...body, version: 9 })).statusCode,
    ).toBe(409);
    const early = await admin.post(`/appliances/${appliance.id}/installs`, {
      ...body,
      installedOn: '2024-05-31',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().details[0]).toEqual({
      field: 'installedOn',
      message: 'must not be before the current installation of 2024-06-01',
    });
    const future = await admin.post(`/appliances/${appliance.id}/installs`, {
      ...body,
      installedOn: '2099-01-01',
    });
    expect(future.json().details[0]).toEqual({ field: 'installedOn', message: 'must not be in the future' });
    const removed = dataOf<Appliance>(
      await admin.patch(`/appliances/${appliance.id}`, { version: 1, status: 'removed' }),
    );
    const refused = await admin.post(`/appliances/${appliance.id}/installs`, {
      ...body,
      version: removed.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot install software on a removed appliance; reinstate it first');
  });
});

describe('PATCH /appliances/:id', () => {
  it('edits the hardware facts with the version read; stale is a 409; removal is audited as such', async () => {
    const appliance = await newAppliance(master, aurora);
    const edited = await master.patch(`/appliances/${appliance.id}`, {
      version: 1,
      serialNumber: 'SN-2',
      notes: 'Moved to bridge wing',
    });
    expect(edited.json().data).toMatchObject({
      serialNumber: 'SN-2',
      notes: 'Moved to bridge wing',
      version: 2,
    });
    const stale = await master.patch(`/appliances/${appliance.id}`, { version: 1, name: unique('Other') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Appliance was changed by someone else; reload it and try again');
    await master.patch(`/appliances/${appliance.id}`, { version: 2, status: 'removed' });
    expect((await auditOf(admin, 'appliance', appliance.id)).map((a) => a.action)).toEqual([
      'remove',
      'update',
      'create',
    ]);
    const bad = await master.patch(`/appliances/${appliance.id}`, { version: 3, status: 'scrapped' });
    expect(bad.json().details[0]).toEqual({
      field: 'status',
      message: 'status must be in_service or removed',
    });
  });
});
