import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplianceCompliance, ApplianceTarget } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, auditTotal, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { auditOf, loginScopedUser, newAppliance, newTarget } from '../operations.fixtures';

let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let eridanus: string;
let fornax: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, superintendent] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.superintendent)]);
  const { byName } = await shipsByName(t);
  eridanus = byName('Keel Eridanus').id;
  fornax = byName('Keel Fornax').id;
});
afterAll(() => t?.close());

type Page<T> = { data: T[]; page: { total: number; offset: number; limit: number } };

describe('GET /appliance-targets/', () => {
  it('lists the demo targets with how many appliances are behind, on and ahead, and the lagging ships', async () => {
    const body = (await superintendent.get('/appliance-targets/?limit=50')).json() as Page<ApplianceTarget>;
    const jrc = body.data.find((x) => x.maker === 'JRC')!;
    expect(jrc).toMatchObject({
      type: 'ecdis',
      model: 'JAN-9201',
      targetVersion: '02.01.06',
      counts: { behind: 3, current: 3, ahead: 0 },
    });
    expect(jrc.laggingShips.map((s) => s.name)).toEqual(['Keel Aurora', 'Keel Borealis']);
    const vdr = body.data.find((x) => x.type === 'vdr')!;
    expect(vdr).toMatchObject({ maker: null, model: null, counts: { behind: 2, current: 4, ahead: 0 } });
    expect(vdr.laggingShips.map((s) => s.name)).toEqual(['Keel Aurora', 'Keel Fornax']);
  });

  it('counts only the ships of a scoped user', async () => {
    const scoped = await loginScopedUser(t, admin, fornax);
    const body = (await scoped.get('/appliance-targets/?type=vdr')).json() as Page<ApplianceTarget>;
    expect(body.data[0]).toMatchObject({
      counts: { behind: 1, current: 0, ahead: 0 },
      laggingShips: [{ name: 'Keel Fornax' }],
    });
  });
});

describe('POST/PATCH/DELETE /appliance-targets/', () => {
  it('sets a target, and a ship whose appliance is older shows up as lagging', async () => {
    const maker = unique('Anschütz');
    const appliance = await newAppliance(admin, eridanus, {
      type: 'autopilot',
      maker,
      model: 'NP 5400',
      softwareVersion: '3.9.2',
    });
    expect(appliance.standing).toBe('no_target');
    const response = await superintendent.post('/appliance-targets/', {
      type: 'autopilot',
      maker,
      targetVersion: '3.10',
      notes: 'Track control fix',
    });
    expect(response.statusCode, response.body).toBe(201);
    const target = response.json().data as ApplianceTarget;
    expect(target).toMatchObject({
      maker,
      model: null,
      counts: { behind: 1, current: 0, ahead: 0 },
      laggingShips: [{ id: eridanus, name: 'Keel Eridanus' }],
      updatedByName: 'Sven Lindqvist',
    });
    const lagging = (
      await superintendent.get(`/appliance-targets/compliance/?q=${encodeURIComponent(maker)}`)
    ).json() as Page<ApplianceCompliance>;
    expect(lagging.data).toEqual([
      expect.objectContaining({
        applianceId: appliance.id,
        shipName: 'Keel Eridanus',
        softwareVersion: '3.9.2',
        targetVersion: '3.10',
        standing: 'behind',
      }),
    ]);
    expect((await auditOf(admin, 'appliance_target', target.id))[0]).toMatchObject({ action: 'create' });

    const lowered = dataOf<ApplianceTarget>(
      await superintendent.patch(`/appliance-targets/${target.id}`, { version: 1, targetVersion: '3.9' }),
    );
    expect(lowered).toMatchObject({
      targetVersion: '3.9',
      counts: { behind: 0, current: 0, ahead: 1 },
      version: 2,
    });
    const stale = await superintendent.patch(`/appliance-targets/${target.id}`, {
      version: 1,
      targetVersion: '4.0',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Target was changed by someone else; reload it and try again');

    expect((await superintendent.delete(`/appliance-targets/${target.id}?version=1`)).statusCode).toBe(409);
    expect((await superintendent.delete(`/appliance-targets/${target.id}?version=2`)).statusCode).toBe(204);
    expect((await superintendent.get(`/appliance-targets/${target.id}`)).statusCode).toBe(404);
    expect((await auditOf(admin, 'appliance_target', target.id)).map((a) => a.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('answers 400 naming the field and 409 for a second target of the same scope', async () => {
    const before = await auditTotal(admin);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { type: 'sonar', targetVersion: '1.0' },
        'type',
        'type must be one of ecdis, radar, ais, vdr, gmdss, autopilot, engine_control, bwts, iccp, conning, other',
      ],
      [
        { type: 'ais', targetVersion: 'newest' },
        'targetVersion',
        'targetVersion must start with a number, e.g. 2.01.04',
      ],
      [
        { type: 'ais', model: 'JHS-183', targetVersion: '1.0' },
        'maker',
        'maker is required when a model is given',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await superintendent.post('/appliance-targets/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details[0]).toEqual({ field, message });
    }
    expect(await auditTotal(admin)).toBe(before);
    const dup = await superintendent.post('/appliance-targets/', {
      type: 'ecdis',
      maker: 'jrc',
      model: 'jan-9201',
      targetVersion: '3.0',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A target for ECDIS jrc jan-9201 already exists');
    expect(
      (await superintendent.delete(`/appliance-targets/${(await newTarget(admin)).id}?version=x`)).json()
        .details[0].field,
    ).toBe('querystring.version');
  });
});

describe('GET /appliance-targets/compliance/', () => {
  it('lists the lagging appliances by ship, and every standing on request', async () => {
    const behind = (
      await superintendent.get('/appliance-targets/compliance/?limit=200')
    ).json() as Page<ApplianceCompliance>;
    expect(behind.data.every((r) => r.standing === 'behind')).toBe(true);
    expect([...new Set(behind.data.map((r) => r.shipName))]).toEqual([
      'Keel Aurora',
      'Keel Borealis',
      'Keel Dorado',
      'Keel Fornax',
    ]);
    const dorado = behind.data.filter((r) => r.shipName === 'Keel Dorado');
    expect(dorado.map((r) => [r.name, r.softwareVersion, r.targetVersion])).toEqual([
      ['ECDIS No. 1', '04.01', '05.01'],
      ['ECDIS No. 2', '04.01', '05.01'],
    ]);
    const all = (
      await superintendent.get('/appliance-targets/compliance/?standing=all&limit=1')
    ).json() as Page<ApplianceCompliance>;
    expect(all.page.total).toBeGreaterThan(behind.page.total);
    const bad = await superintendent.get('/appliance-targets/compliance/?standing=late');
    expect(bad.json().details[0].field).toBe('querystring.standing');
  });
});
