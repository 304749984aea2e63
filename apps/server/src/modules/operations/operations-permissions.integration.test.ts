import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SidebarPermission } from '@keel/domain';
import { createTestApp, type TestApp, type TestResponse, type TestSession } from '../../test/test-app';
import { DEMO, auditTotal, shipsByName } from '../../test/fixtures';
import { loginScopedUser, newAppliance, newEvent, newTarget } from './operations.fixtures';

/**
 * Every route of events, appliance versions, targets and the timeline: allowed for an administrator
 * and for a user holding the area on the record's ship; 403 naming the permission for a user without
 * the sidebar permission (the purchaser); 403 for a user who holds it but not on the record's ship.
 */
let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;
let scoped: TestSession;
let aurora: string;
let borealis: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.master),
  ]);
  const { byName } = await shipsByName(t);
  aurora = byName('Keel Aurora').id;
  borealis = byName('Keel Borealis').id;
  scoped = await loginScopedUser(t, admin, aurora);
});
afterAll(() => t?.close());

interface Route {
  name: string;
  gate: SidebarPermission;
  ok: number;
  /** Whether the route touches one ship's records (fleet-wide targets do not). */
  perShip: boolean;
  /** Sends the request as `session` about a record of `shipId`; the setup is done by the administrator. */
  send: (session: TestSession, shipId: string) => Promise<TestResponse>;
}

const ev = (shipId: string) => newEvent(admin, shipId);
const ap = (shipId: string) => newAppliance(admin, shipId);
const today = new Date().toISOString().slice(0, 10);

const routes: Route[] = [
  {
    name: 'GET /events/',
    gate: 'event',
    ok: 200,
    perShip: true,
    send: (s, ship) => s.get(`/events/?shipId=${ship}`),
  },
  {
    name: 'POST /events/',
    gate: 'event',
    ok: 201,
    perShip: true,
    send: (s, ship) =>
      s.post('/events/', {
        shipId: ship,
        occurredAt: '2025-01-01T00:00:00Z',
        kind: 'other',
        title: 'Matrix',
      }),
  },
  {
    name: 'GET /events/:id',
    gate: 'event',
    ok: 200,
    perShip: true,
    send: async (s, ship) => s.get(`/events/${(await ev(ship)).id}`),
  },
  {
    name: 'PATCH /events/:id',
    gate: 'event',
    ok: 200,
    perShip: true,
    send: async (s, ship) => s.patch(`/events/${(await ev(ship)).id}`, { version: 1, title: 'Changed' }),
  },
  {
    name: 'POST /events/:id/close',
    gate: 'event',
    ok: 200,
    perShip: true,
    send: async (s, ship) => s.post(`/events/${(await ev(ship)).id}/close`, { version: 1, note: 'Done' }),
  },
  {
    name: 'POST /events/:id/reopen',
    gate: 'event',
    ok: 200,
    perShip: true,
    send: async (s, ship) => {
      const e = await ev(ship);
      await admin.post(`/events/${e.id}/close`, { version: 1, note: 'Done' });
      return s.post(`/events/${e.id}/reopen`, { version: 2 });
    },
  },
  {
    name: 'GET /appliances/',
    gate: 'appliance.versions',
    ok: 200,
    perShip: true,
    send: (s, ship) => s.get(`/appliances/?shipId=${ship}`),
  },
  {
    name: 'POST /appliances/',
    gate: 'appliance.versions',
    ok: 201,
    perShip: true,
    send: (s, ship) =>
      s.post('/appliances/', {
        shipId: ship,
        type: 'ais',
        name: `AIS ${Math.random()}`,
        maker: 'JRC',
        model: 'JHS-183',
        softwareName: 'fw',
        softwareVersion: '1.0',
        installedOn: '2024-01-01',
        installedBy: 'Yard',
      }),
  },
  {
    name: 'GET /appliances/:id',
    gate: 'appliance.versions',
    ok: 200,
    perShip: true,
    send: async (s, ship) => s.get(`/appliances/${(await ap(ship)).id}`),
  },
  {
    name: 'PATCH /appliances/:id',
    gate: 'appliance.versions',
    ok: 200,
    perShip: true,
    send: async (s, ship) => s.patch(`/appliances/${(await ap(ship)).id}`, { version: 1, notes: 'n' }),
  },
  {
    name: 'GET /appliances/:id/installs',
    gate: 'appliance.versions',
    ok: 200,
    perShip: true,
    send: async (s, ship) => s.get(`/appliances/${(await ap(ship)).id}/installs`),
  },
  {
    name: 'POST /appliances/:id/installs',
    gate: 'appliance.versions',
    ok: 201,
    perShip: true,
    send: async (s, ship) =>
      s.post(`/appliances/${(await ap(ship)).id}/installs`, {
        version: 1,
        softwareName: 'fw',
        softwareVersion: '1.1',
        installedOn: today,
        installedBy: 'Ship staff',
      }),
  },
  {
    name: 'GET /appliance-targets/',
    gate: 'appliance.manage',
    ok: 200,
    perShip: false,
    send: (s) => s.get('/appliance-targets/'),
  },
  {
    name: 'GET /appliance-targets/compliance/',
    gate: 'appliance.manage',
    ok: 200,
    perShip: true,
    send: (s, ship) => s.get(`/appliance-targets/compliance/?shipId=${ship}`),
  },
  {
    name: 'POST /appliance-targets/',
    gate: 'appliance.manage',
    ok: 201,
    perShip: false,
    send: (s) =>
      s.post('/appliance-targets/', { type: 'iccp', maker: `M${Math.random()}`, targetVersion: '1.0' }),
  },
  {
    name: 'GET /appliance-targets/:id',
    gate: 'appliance.manage',
    ok: 200,
    perShip: false,
    send: async (s) => s.get(`/appliance-targets/${(await newTarget(admin)).id}`),
  },
  {
    name: 'PATCH /appliance-targets/:id',
    gate: 'appliance.manage',
    ok: 200,
    perShip: false,
    send: async (s) =>
      s.patch(`/appliance-targets/${(await newTarget(admin)).id}`, { version: 1, targetVersion: '2.1' }),
  },
  {
    name: 'DELETE /appliance-targets/:id',
    gate: 'appliance.manage',
    ok: 204,
    perShip: false,
    send: async (s) => s.delete(`/appliance-targets/${(await newTarget(admin)).id}?version=1`),
  },
  {
    name: 'GET /timeline/',
    gate: 'report.timeline',
    ok: 200,
    perShip: true,
    send: (s, ship) => s.get(`/timeline/?from=2025-01-01&to=2025-01-31&shipIds=${ship}`),
  },
];

describe.each(routes)('$name', (route) => {
  it(`allows an administrator (${route.ok})`, async () => {
    const response = await route.send(admin, borealis);
    expect(response.statusCode, response.body).toBe(route.ok);
  });

  it('allows a user holding the area on the ship', async () => {
    const response = await route.send(scoped, aurora);
    expect(response.statusCode, response.body).toBe(route.ok);
  });

  it(`refuses a user without the ${route.gate} permission`, async () => {
    const response = await route.send(purchaser, aurora);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: `Missing permission: ${route.gate}` });
  });

  it(
    route.perShip ? 'refuses a user holding the area on another ship' : 'is fleet-wide: no ship to refuse',
    async () => {
      const response = await route.send(scoped, borealis);
      if (!route.perShip) expect(response.statusCode, response.body).toBe(route.ok);
      else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'You have no access to this ship' });
      }
    },
  );
});

describe('the master (event and appliance versions on his ship; no timeline, no manage)', () => {
  it('is refused the timeline and the targets, naming the permission', async () => {
    expect((await master.get('/timeline/?from=2025-01-01&to=2025-01-31')).json()).toEqual({
      message: 'Missing permission: report.timeline',
    });
    expect((await master.get('/appliance-targets/')).json()).toEqual({
      message: 'Missing permission: appliance.manage',
    });
  });

  it('writes no audit row when refused', async () => {
    const e = await ev(borealis);
    const before = await auditTotal(admin);
    const response = await master.post(`/events/${e.id}/close`, { version: 1, note: 'Not mine' });
    expect(response.statusCode).toBe(403);
    expect(await auditTotal(admin)).toBe(before);
  });
});
