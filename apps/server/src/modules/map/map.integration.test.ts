/**
 * The fleet map API (docs/map-server.md): the permission matrix, positions from sensors and noon reports,
 * forecast routes (CRUD, stale version, idempotent create, RTZ/GPX round trip through the API). Tracks:
 * map-track.integration.test.ts; CCTV and live: map-cctv-live.integration.test.ts; settings:
 * map-settings.integration.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  initForecast,
  destinationPoint,
  forecastDistanceNm,
  type Camera,
  type ForecastRoute,
  type MapShip,
} from '@keel/domain';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { multipart } from '../fleet/certificate/certificate.fixtures';
import { auditLog } from '../audit/audit.table';
import { conningRuntime, type ConningRuntime } from '../conning/conning-runtime';
import { snapshotPng } from '../../db/seed/map-snapshot-image';

let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let master: TestSession;
let purchaser: TestSession;
let auroraOnly: TestSession;
let aurora: string;
let borealis: string;
let cassiopeia: string;
let runtime: ConningRuntime;
const KN = 1852 / 3600;

beforeAll(async () => {
  t = await createTestApp();
  [admin, superintendent, master, purchaser] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.superintendent),
    t.login(DEMO.master),
    t.login(DEMO.purchaser),
  ]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
  cassiopeia = ships.byName('Keel Cassiopeia').id;
  runtime = await conningRuntime(t.ctx, t.app.log);
  // A user with the map on Aurora only, and nothing else.
  const role = await createRole(admin, {
    name: unique('Map viewer'),
    sidebar: ['report.live_map'],
    actions: [],
  });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
  auroraOnly = await t.login(user.email, 'correct-horse-battery');
  // Five logins and a new user: past the default hook time-out on a loaded shared machine.
}, 180_000);
afterAll(() => t?.close());

const route = (shipId = aurora, n = 3) =>
  initForecast(
    [
      { lat: 50, lng: -5 },
      destinationPoint({ lat: 50, lng: -5 }, 250, 120),
      destinationPoint({ lat: 50, lng: -5 }, 240, 300),
    ].slice(0, n),
    12,
    '2026-12-01T06:00:00.000Z',
  ).map((p) => ({ ...p, shipId }));

const forecastBody = (name = unique('Plan')) => ({
  name,
  speedKn: '12',
  etaMode: 'custom',
  points: route().map(({ shipId: _s, ...p }) => p),
});

describe('permissions: report.live_map and the user’s ships on every route', () => {
  let routeId: string;
  let cameraId: string;
  let snapshotId: string;

  beforeAll(async () => {
    routeId = dataOf<ForecastRoute>(
      await admin.post(`/map/ships/${borealis}/forecast-routes`, forecastBody()),
    ).id;
    cameraId = dataOf<Camera>(
      await admin.post(`/map/ships/${borealis}/cameras`, { name: unique('Mast') }),
    ).id;
    const up = multipart(
      {},
      { name: 'x.png', content: snapshotPng({ caption: 'T', capturedAt: new Date(), view: 'bow' }) },
    );
    const res = await t.inject({
      method: 'POST',
      url: `/api/v1/map/cameras/${cameraId}/snapshots`,
      headers: { ...admin.headers, ...up.headers },
      payload: up.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    snapshotId = res.json<{ data: { id: string } }>().data.id;
  });

  const borealisRoutes = () =>
    [
      ['GET', `/map/ships/${borealis}/track?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`],
      ['GET', `/map/ships/${borealis}/eta-speeds`],
      ['GET', `/map/ships/${borealis}/forecast-routes`],
      ['POST', `/map/ships/${borealis}/forecast-routes`],
      ['POST', `/map/ships/${borealis}/forecast-routes/import`],
      ['GET', `/map/forecast-routes/${routeId}`],
      ['PATCH', `/map/forecast-routes/${routeId}`],
      ['DELETE', `/map/forecast-routes/${routeId}?version=1`],
      ['GET', `/map/forecast-routes/${routeId}/export?format=gpx`],
      ['GET', `/map/ships/${borealis}/cameras`],
      ['POST', `/map/ships/${borealis}/cameras`],
      ['GET', `/map/snapshots/${snapshotId}/file`],
    ] as const;
  const bodyFor = (method: string, url: string) =>
    method === 'PATCH'
      ? { name: 'x', version: 1 }
      : url.endsWith('/import')
        ? { format: 'gpx', content: '<gpx><wpt lat="1" lon="2"/></gpx>' }
        : url.endsWith('/cameras')
          ? { name: unique('Cam') }
          : url.endsWith('/forecast-routes')
            ? forecastBody()
            : undefined;

  it('refuses a user without report.live_map on every route (403 naming the permission)', async () => {
    const all = [['GET', '/map/ships'], ...borealisRoutes()] as const;
    for (const [method, url] of all) {
      const r = await purchaser.request(method, url, bodyFor(method, url));
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json().message).toContain('report.live_map');
    }
    const up = multipart(
      {},
      { name: 'x.png', content: snapshotPng({ caption: 'T', capturedAt: new Date(), view: 'bow' }) },
    );
    const upload = await t.inject({
      method: 'POST',
      url: `/api/v1/map/cameras/${cameraId}/snapshots`,
      headers: { ...purchaser.headers, ...up.headers },
      payload: up.payload,
    });
    expect(upload.statusCode).toBe(403);
  });

  it("refuses another ship's records to a master and to a one-ship user (403), and their uploads", async () => {
    for (const session of [master, auroraOnly])
      for (const [method, url] of borealisRoutes()) {
        const r = await session.request(method, url, bodyFor(method, url));
        expect(r.statusCode, `${method} ${url}`).toBe(403);
        expect(r.json().message).toBe('You have no access to this ship');
      }
    const up = multipart(
      {},
      { name: 'x.png', content: snapshotPng({ caption: 'T', capturedAt: new Date(), view: 'bow' }) },
    );
    const upload = await t.inject({
      method: 'POST',
      url: `/api/v1/map/cameras/${cameraId}/snapshots`,
      headers: { ...master.headers, ...up.headers },
      payload: up.payload,
    });
    expect(upload.statusCode).toBe(403);
  });

  it('lists only the user’s ships: a master his ship, the superintendent and admin the fleet', async () => {
    const mine = dataOf<MapShip[]>(await master.get('/map/ships'));
    expect(mine.map((s) => s.shipId)).toEqual([aurora]);
    expect(dataOf<MapShip[]>(await auroraOnly.get('/map/ships')).map((s) => s.name)).toEqual(['Keel Aurora']);
    const fleet = dataOf<MapShip[]>(await admin.get('/map/ships'));
    expect(fleet.length).toBeGreaterThanOrEqual(6);
    expect(dataOf<MapShip[]>(await superintendent.get('/map/ships')).length).toBeGreaterThan(1);
    expect((await master.get(`/map/ships/${aurora}/cameras`)).statusCode).toBe(200);
    expect((await admin.get(`/map/ships/00000000-0000-4000-8000-000000000000/cameras`)).statusCode).toBe(404);
  });
});

describe('GET /map/ships: positions', () => {
  it('uses the noon report where there is no sensor position, with next port and staleness', async () => {
    const fleet = dataOf<MapShip[]>(await admin.get('/map/ships'));
    const cass = fleet.find((s) => s.shipId === cassiopeia)!;
    expect(cass.source).toBe('noon-report');
    expect(cass.latitude).toEqual(expect.any(Number));
    expect(cass.headingDeg).toBeNull();
    expect(cass.stale).toBe(Date.now() - Date.parse(cass.timestamp!) > 26 * 3_600_000);
    expect(fleet.some((s) => s.nextPort !== null)).toBe(true);
  });

  it('takes the live sensor position, heading, COG (degrees) and SOG (knots)', async () => {
    const now = Date.now();
    const base = { sourceKey: 'gps1', source: 'GPS 1', priority: 1, timeoutMs: null, timestamp: now };
    runtime.store.ingest(aurora, [
      { ...base, path: 'navigation.position', value: { latitude: 1.25, longitude: 103.9 } },
      { ...base, path: 'navigation.headingTrue', value: Math.PI / 2 },
      { ...base, path: 'navigation.courseOverGroundTrue', value: Math.PI },
      { ...base, path: 'navigation.speedOverGround', value: 12.5 * KN },
    ]);
    const row = dataOf<MapShip[]>(await master.get('/map/ships'))[0]!;
    expect(row).toMatchObject({
      source: 'sensor',
      latitude: 1.25,
      longitude: 103.9,
      headingDeg: 90,
      cogDeg: 180,
      sogKn: 12.5,
      stale: false,
      timestamp: new Date(now).toISOString(),
    });
    const speeds = dataOf<{ currentKn: number | null; averageKn: number | null }>(
      await master.get(`/map/ships/${aurora}/eta-speeds`),
    );
    expect(speeds.currentKn).toBe(12.5);
    expect(speeds.averageKn === null || speeds.averageKn > 0).toBe(true);
  });
});

describe('forecast routes', () => {
  it('creates (idempotently), reads, updates with the version, refuses a stale version (409), deletes', async () => {
    const key = unique('idem');
    const body = forecastBody();
    const first = await master.request('POST', `/map/ships/${aurora}/forecast-routes`, body, {
      'idempotency-key': key,
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await master.request('POST', `/map/ships/${aurora}/forecast-routes`, body, {
      'idempotency-key': key,
    });
    expect(again.statusCode).toBe(201);
    const created = first.json<{ data: ForecastRoute }>().data;
    expect(again.json<{ data: ForecastRoute }>().data.id).toBe(created.id);
    expect(created).toMatchObject({
      shipId: aurora,
      speedKn: 12,
      etaMode: 'custom',
      version: 1,
      eta: created.points.at(-1)!.timestamp,
    });
    expect(created.distanceNm).toBeCloseTo(forecastDistanceNm(body.points), 2);
    const list = dataOf<ForecastRoute[]>(await master.get(`/map/ships/${aurora}/forecast-routes`));
    expect(list.filter((r) => r.name === body.name)).toHaveLength(1);

    const moved = initForecast(
      [
        { lat: 50, lng: -5 },
        { lat: 49, lng: -7 },
      ],
      10,
      '2026-12-01T06:00:00.000Z',
    );
    const updated = dataOf<ForecastRoute>(
      await master.patch(`/map/forecast-routes/${created.id}`, { points: moved, speedKn: 10, version: 1 }),
    );
    expect(updated).toMatchObject({ version: 2, speedKn: 10, eta: moved[1]!.timestamp });
    const stale = await master.patch(`/map/forecast-routes/${created.id}`, { name: 'late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await master.delete(`/map/forecast-routes/${created.id}?version=1`)).statusCode).toBe(409);
    expect((await master.delete(`/map/forecast-routes/${created.id}?version=2`)).statusCode).toBe(204);
    expect((await master.get(`/map/forecast-routes/${created.id}`)).statusCode).toBe(404);
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'map-forecast-route'), eq(auditLog.entityId, created.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad input naming the field', async () => {
    for (const [body, field] of [
      [{ ...forecastBody(), speedKn: '-1' }, 'speedKn'],
      [{ ...forecastBody(), etaMode: 'fast' }, 'etaMode'],
      [{ ...forecastBody(), points: [] }, 'points'],
      [{ ...forecastBody(), name: ' ' }, 'name'],
    ] as const) {
      const r = await master.post(`/map/ships/${aurora}/forecast-routes`, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().details[0].field).toBe(field);
    }
    const pts = forecastBody().points;
    const backwards = await master.post(`/map/ships/${aurora}/forecast-routes`, {
      ...forecastBody(),
      points: [pts[1], pts[0]],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('points.1.timestamp');
  });

  it('exports RTZ and GPX and imports them back to the same points (round trip through the API)', async () => {
    const created = dataOf<ForecastRoute>(
      await master.post(`/map/ships/${aurora}/forecast-routes`, forecastBody('Lizard – Ushant')),
    );
    for (const format of ['rtz', 'gpx'] as const) {
      const file = await master.get(`/map/forecast-routes/${created.id}/export?format=${format}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(`.${format}"`);
      expect(file.body).toContain(
        format === 'rtz' ? 'http://www.cirm.org/RTZ/1/0' : 'http://www.topografix.com/GPX/1/1',
      );
      const imported = dataOf<ForecastRoute>(
        await master.post(`/map/ships/${aurora}/forecast-routes/import`, { format, content: file.body }),
      );
      expect(imported.name).toBe('Lizard – Ushant');
      expect(imported.points).toEqual(created.points);
      expect(imported.eta).toBe(created.eta);
    }
    const bad = await master.post(`/map/ships/${aurora}/forecast-routes/import`, {
      format: 'rtz',
      content: '<route>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('content');
    expect(bad.json().message).toContain('not well-formed XML');
  });

  it('has the demo forecast route of Keel Aurora', async () => {
    const list = dataOf<ForecastRoute[]>(await admin.get(`/map/ships/${aurora}/forecast-routes`));
    const demo = list.find((r) => r.createdByName === 'Demo data');
    expect(demo?.points.length).toBeGreaterThan(1);
  });
});
