/**
 * The company-wide map settings (docs/map-server.md "Settings"): administrators set the tile URL template
 * (validated: {z}/{x}/{y}), everyone with the map reads it, stale versions are refused, changes audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapSettings } from '@keel/domain';
import { DEMO, dataOf } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let purchaser: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [admin, master, purchaser] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.master),
    t.login(DEMO.purchaser),
  ]);
});
afterAll(() => t?.close());

describe('company-wide map settings', () => {
  it('starts empty, takes an administrator’s template, refuses a stale version, and audits', async () => {
    const empty = dataOf<MapSettings>(await master.get('/map/settings'));
    expect(empty).toMatchObject({ tileUrlTemplate: '', tileAttribution: '', version: 0 });
    const body = {
      tileUrlTemplate: ' https://tiles.example.com/{z}/{x}/{y}.png ',
      tileAttribution: '© Example Tiles',
      version: 0,
    };
    const saved = dataOf<MapSettings>(await admin.put('/map/settings', body));
    expect(saved).toMatchObject({
      tileUrlTemplate: 'https://tiles.example.com/{z}/{x}/{y}.png',
      tileAttribution: '© Example Tiles',
      version: 1,
      updatedByName: expect.any(String),
    });
    expect(dataOf<MapSettings>(await master.get('/map/settings'))).toEqual(saved);
    const again = await admin.put('/map/settings', body);
    expect(again.statusCode).toBe(409);
    const cleared = dataOf<MapSettings>(
      await admin.put('/map/settings', { tileUrlTemplate: '', tileAttribution: '', version: 1 }),
    );
    expect(cleared).toMatchObject({ tileUrlTemplate: '', version: 2 });
    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'map-settings')));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('refuses a template without {z}/{x}/{y}, naming the field, and non-administrators', async () => {
    const bad = await admin.put('/map/settings', {
      tileUrlTemplate: 'https://tiles.example.com/{z}/{x}.png',
      tileAttribution: '',
      version: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({
      field: 'tileUrlTemplate',
      message: 'Tile URL template must contain {y}',
    });
    const byMaster = await master.put('/map/settings', {
      tileUrlTemplate: '',
      tileAttribution: '',
      version: 2,
    });
    expect(byMaster.statusCode).toBe(403);
    expect((await purchaser.get('/map/settings')).statusCode).toBe(403);
  });
});
