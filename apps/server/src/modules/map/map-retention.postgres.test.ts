/**
 * The position-bucket sweep with two instances on one PostgreSQL (`*.postgres.test.ts`): while another
 * session holds the sweep's advisory lock (another instance sweeping), a run deletes nothing and says so;
 * once it is released the run deletes.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mapPositionBuckets } from './map.table';
import { POSITION_RETENTION_LOCK, sweepPositionBuckets } from './position-retention';

let t: TestApp;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp();
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t?.close());

describe('position retention across instances', () => {
  it('skips the run while another instance holds the lock, then sweeps', async () => {
    const at = new Date('2015-01-01T00:00:00.000Z');
    await t.db.insert(mapPositionBuckets).values({
      shipId: aurora,
      bucket: at,
      count: 1,
      firstTs: at,
      firstLat: 1,
      firstLon: 2,
      lastTs: at,
      lastLat: 1,
      lastLon: 2,
      maxIntervalMs: 0,
    });
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const other = await pool.connect();
    try {
      await other.query('select pg_advisory_lock(hashtext($1))', [POSITION_RETENTION_LOCK]);
      expect(await sweepPositionBuckets(t.db)).toMatchObject({ ran: false, deleted: 0 });
      await other.query('select pg_advisory_unlock(hashtext($1))', [POSITION_RETENTION_LOCK]);
    } finally {
      other.release();
    }
    expect(await sweepPositionBuckets(t.db)).toMatchObject({ ran: true, deleted: 1 });
    const left = await t.db.select().from(mapPositionBuckets).where(eq(mapPositionBuckets.bucket, at));
    expect(left).toEqual([]);
  });
});
