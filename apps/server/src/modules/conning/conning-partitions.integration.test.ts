/**
 * Raw history retention (`KEEL_CONNING_RETENTION_DAYS`, run by the runtime's housekeeping): monthly
 * partitions of `conning_history` that ended before the cut-off are dropped whole, older rows left in
 * the other partitions are deleted, newer rows and every aggregate stay.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureMonthlyPartitions, retireRawHistory } from './conning-partitions';
import { conningAggregates, conningHistory } from './conning.table';

let t: TestApp;
let ship: string;
const PATH = 'keel.test.retention';

beforeAll(async () => {
  t = await createTestApp();
  ship = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t.close());

const partitions = async () =>
  (
    await t.db.execute<{ name: string }>(sql`
      select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname = 'conning_history' order by 1`)
  ).rows.map((r) => r.name);

describe('raw history retention', () => {
  it('drops the months past the cut-off, deletes older rows elsewhere, keeps newer rows and the aggregates', async () => {
    const now = new Date('2026-05-20T12:00:00Z');
    await ensureMonthlyPartitions(t.db, new Date('2026-01-15T00:00:00Z'));
    await ensureMonthlyPartitions(t.db, now);
    expect(await partitions()).toEqual(
      expect.arrayContaining([
        'conning_history_y2026m01',
        'conning_history_y2026m02',
        'conning_history_y2026m05',
        'conning_history_y2026m06',
      ]),
    );
    const times = [
      '2026-01-10T08:00:00Z', // January's partition: dropped
      '2026-02-27T23:59:59Z', // February's partition: dropped
      '2026-04-10T08:00:00Z', // the default partition, before the cut-off: deleted
      '2026-04-25T08:00:00Z', // the default partition, after the cut-off: kept
      '2026-05-19T08:00:00Z', // May's partition: kept
    ];
    await t.db
      .insert(conningHistory)
      .values(
        times.map((ts, i) => ({ shipId: ship, path: PATH, ts: new Date(ts), sourceKey: 'test', num: i })),
      );
    await t.db.insert(conningAggregates).values({
      shipId: ship,
      path: PATH,
      resolution: '1h',
      bucket: new Date('2026-01-10T08:00:00Z'),
      count: 1,
      sum: 0,
      min: 0,
      max: 0,
    });

    // 30 days before 20 May 12:00: 20 April 12:00.
    await retireRawHistory(t.db, 30, now);

    const left = await partitions();
    expect(left).not.toContain('conning_history_y2026m01');
    expect(left).not.toContain('conning_history_y2026m02');
    expect(left).toEqual(expect.arrayContaining(['conning_history_y2026m05', 'conning_history_y2026m06']));
    const rows = await t.db
      .select({ ts: conningHistory.ts, num: conningHistory.num })
      .from(conningHistory)
      .where(sql`${conningHistory.path} = ${PATH}`)
      .orderBy(conningHistory.ts);
    expect(rows.map((r) => [r.ts.toISOString(), r.num])).toEqual([
      ['2026-04-25T08:00:00.000Z', 3],
      ['2026-05-19T08:00:00.000Z', 4],
    ]);
    const aggregates = await t.db
      .select({ bucket: conningAggregates.bucket })
      .from(conningAggregates)
      .where(sql`${conningAggregates.path} = ${PATH}`);
    expect(aggregates.map((a) => a.bucket.toISOString())).toEqual(['2026-01-10T08:00:00.000Z']);

    // A second run changes nothing.
    await retireRawHistory(t.db, 30, now);
    expect(await partitions()).toEqual(left);
  });
});
