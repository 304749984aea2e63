/**
 * The simulator as `npm start` runs it (on, here by `KEEL_SIMULATOR=on`): the demo ships with a
 * noon-report itinerary get live values of every panel's group through the store, `latest` answers them
 * fresh with the simulator as their source, and they change from one 2-second tick to the next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestValue } from '@keel/domain';
import { DEMO, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { ITINERARIES } from '../../db/seed/noon-report-voyages';
import { conningRuntime, type ConningRuntime } from './conning-runtime';

let t: TestApp;
let admin: TestSession;
let runtime: ConningRuntime;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp({ KEEL_SIMULATOR: 'on' });
  admin = await t.login(DEMO.admin);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  runtime = await conningRuntime(t.ctx, t.app.log);
});
afterAll(() => t.close());

const latest = async () => {
  const response = await admin.get(`/conning/ships/${aurora}/latest`);
  expect(response.statusCode, response.body).toBe(200);
  return new Map(response.json<{ data: LatestValue[] }>().data.map((v) => [v.path, v]));
};

describe('simulator', () => {
  it('drives the demo ships: fresh values of every group from the simulator, changing tick by tick', async () => {
    expect(runtime.simulator).not.toBeNull();
    expect(Object.keys(ITINERARIES)).toContain('Keel Aurora');
    const first = await latest();
    for (const path of [
      'navigation.position',
      'navigation.headingTrue',
      'navigation.speedThroughWaterLongitudinal',
      'environment.wind.speedTrue',
      'environment.depth.belowTransducer',
      'navigation.attitude.roll',
      'propulsion.main.revolutions',
      'keel.propulsion.main.power',
      'environment.outside.pressure',
    ])
      expect(first.get(path), path).toMatchObject({ source: 'Simulator', stale: false, failover: false });
    // Coherent at sea: 10–16 kn over ground at 90–110 rpm.
    const sog = first.get('navigation.speedOverGround')!.value as number;
    expect(sog * (3600 / 1852)).toBeGreaterThan(8);
    expect(sog * (3600 / 1852)).toBeLessThan(16);

    // The next tick (every 2 s): a newer timestamp and the ship elsewhere.
    const before = first.get('navigation.position')!;
    let next = before;
    for (let i = 0; i < 100 && next.timestamp === before.timestamp; i++) {
      await new Promise((r) => setTimeout(r, 100));
      next = (await latest()).get('navigation.position')!;
    }
    expect(Date.parse(next.timestamp)).toBeGreaterThan(Date.parse(before.timestamp));
    expect(next.value).not.toEqual(before.value);
  });
});
