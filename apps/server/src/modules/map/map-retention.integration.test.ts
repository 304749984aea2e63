/**
 * Retention of the per-10-minute position aggregate (docs/map-server.md "Retention"): the map settings'
 * `trackRetentionYears` (default 5, whole years 1–50, set by an administrator, audited) and the sweep that
 * deletes older buckets in batches, leaving recent ones and raw history alone.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_RETENTION_YEARS_DEFAULT, type MapSettings } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { mapPositionBuckets } from './map.table';
import { sweepPositionBuckets, trackRetentionCutoff } from './position-retention';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
let other: string;

const NOW = new Date('2026-11-26T12:00:00.000Z');
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  other = ships.all.find((s) => s.id !== aurora)!.id;
});
afterAll(() => t?.close());

/** One bucket of `shipId` at `at` (a 10-minute boundary), with a single fix. */
function bucket(shipId: string, at: Date) {
  return {
    shipId,
    bucket: at,
    count: 1,
    firstTs: at,
    firstLat: 10,
    firstLon: 60,
    lastTs: at,
    lastLat: 10,
    lastLon: 60,
    medianIntervalMs: null,
    maxIntervalMs: 0,
  };
}

/** The bucket times of `shipId` before NOW (the catch-up may add live ones after it), oldest first. */
async function bucketsOf(shipId: string): Promise<string[]> {
  const rows = await t.db
    .select({ bucket: mapPositionBuckets.bucket })
    .from(mapPositionBuckets)
    .where(and(eq(mapPositionBuckets.shipId, shipId), sql`${mapPositionBuckets.bucket} < ${NOW}`))
    .orderBy(mapPositionBuckets.bucket);
  return rows.map((r) => r.bucket.toISOString());
}

const ago = (ms: number) => new Date(NOW.getTime() - ms);
const iso = (d: Date) => d.toISOString();

describe('position aggregate retention', () => {
  it('keeps 5 years by default: older buckets are deleted in batches, recent ones kept', async () => {
    expect(dataOf<MapSettings>(await master.get('/map/settings')).trackRetentionYears).toBe(
      TRACK_RETENTION_YEARS_DEFAULT,
    );
    const cutoff = trackRetentionCutoff(5, NOW);
    expect(iso(cutoff)).toBe('2021-11-26T12:00:00.000Z');
    const old = [6 * 365 * DAY, 5 * 366 * DAY, 5 * 365 * DAY + 2 * DAY].map(ago);
    const kept = [ago(5 * 365 * DAY - 10 * DAY), ago(400 * DAY), ago(600_000)];
    // Seven old buckets of Aurora (more than two batches of 3) and one of another ship.
    const many = Array.from({ length: 4 }, (_, i) => new Date(old[0]!.getTime() - (i + 1) * 600_000));
    await t.db.insert(mapPositionBuckets).values([...old, ...many, ...kept].map((at) => bucket(aurora, at)));
    await t.db.insert(mapPositionBuckets).values([bucket(other, old[1]!), bucket(other, kept[1]!)]);

    const result = await sweepPositionBuckets(t.db, { now: NOW, batch: 3 });
    expect(result).toEqual({ ran: true, deleted: 8, cutoff });
    expect(await bucketsOf(aurora)).toEqual(kept.map(iso));
    expect(await bucketsOf(other)).toEqual([iso(kept[1]!)]);
    // Nothing left to do: a second run deletes nothing.
    expect((await sweepPositionBuckets(t.db, { now: NOW, batch: 3 })).deleted).toBe(0);
  });

  it('follows the setting an administrator saves (audited) and refuses bad values naming the field', async () => {
    for (const bad of [0, 51, 2.5, '2', null]) {
      const refused = await admin.put('/map/settings', {
        tileUrlTemplate: '',
        tileAttribution: '',
        trackRetentionYears: bad,
        version: 0,
      });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().details[0].field).toBe('trackRetentionYears');
    }
    const byMaster = await master.put('/map/settings', {
      tileUrlTemplate: '',
      tileAttribution: '',
      trackRetentionYears: 1,
      version: 0,
    });
    expect(byMaster.statusCode).toBe(403);

    const saved = dataOf<MapSettings>(
      await admin.put('/map/settings', {
        tileUrlTemplate: '',
        tileAttribution: '',
        trackRetentionYears: 1,
        version: 0,
      }),
    );
    expect(saved).toMatchObject({ trackRetentionYears: 1, version: 1 });
    // A save without the field (the tile part of the dialog) keeps it.
    const tiles = dataOf<MapSettings>(
      await admin.put('/map/settings', { tileUrlTemplate: '', tileAttribution: '© Sea', version: 1 }),
    );
    expect(tiles).toMatchObject({ trackRetentionYears: 1, tileAttribution: '© Sea', version: 2 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'map-settings'))
      .orderBy(auditLog.at);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[0]!.after).toMatchObject({ trackRetentionYears: 1 });
    expect(audit[1]!.before).toMatchObject({ trackRetentionYears: 1 });

    // One year now: the buckets of 400 days ago go, the last 10 minutes stay.
    const result = await sweepPositionBuckets(t.db, { now: NOW });
    expect(result).toMatchObject({ ran: true, deleted: 3, cutoff: new Date('2025-11-26T12:00:00.000Z') });
    expect(await bucketsOf(aurora)).toEqual([iso(ago(600_000))]);
    expect(await bucketsOf(other)).toEqual([]);
  });
});
