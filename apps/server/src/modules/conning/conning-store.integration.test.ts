/**
 * The conning store's batch write (conning.repo.ts: one `INSERT … SELECT FROM unnest(arrays)` per table and
 * batch): one flush of several paths, sources and value kinds lands exactly in `conning_history`,
 * `conning_aggregates` (every resolution, added to buckets already stored) and `conning_latest` (the newest
 * per source, never an older sample over a newer one, even from another instance). On PostgreSQL the
 * history goes by COPY (history-copy.ts), on PGlite by `unnest`: the same expectations hold for both.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ConningStore, type IncomingSample } from './conning-store';
import { conningRuntime, type ConningRuntime } from './conning-runtime';
import { insertHistory, upsertAggregates } from './conning.repo';

let t: TestApp;
let runtime: ConningRuntime;
let ship: string;

beforeAll(async () => {
  t = await createTestApp();
  ship = (await shipsByName(t)).byName('Keel Borealis').id;
  runtime = await conningRuntime(t.ctx, t.app.log);
});
afterAll(() => t.close());

const BASE = Date.UTC(2026, 1, 3, 10, 0, 0);
const SPEED = 'keel.test.batch.speed';
const MODE = 'keel.test.batch.mode';
const LATEST_ONLY = 'keel.test.batch.latestOnly';
const POSITION = 'navigation.position';
/**
 * Quotes, a comma, braces, a backslash and an array literal's NULL (what array binding must escape), and a
 * tab, a newline and COPY's null marker `\N` (what COPY's text format must escape).
 */
const TRICKY = 'Track "A", {leg 2} \\ NULL\tcol\nline \\N';
const TRICKY_SOURCE = 'Log "B", {aft}';

const at = (
  path: string,
  sourceKey: string,
  second: number,
  value: IncomingSample['value'],
  source = sourceKey.toUpperCase(),
): IncomingSample => ({
  path,
  value,
  timestamp: BASE + second * 1000,
  sourceKey,
  source,
  priority: sourceKey === 'log-b' ? 2 : 1,
  timeoutMs: sourceKey === 'log-b' ? 15_000 : null,
});

const rows = async <T>(query: SQL) => (await t.db.execute(query)).rows as T[];
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const ours = sql`(path like 'keel.test.batch.%' or path = ${POSITION})`;

const history = () =>
  rows<{ path: string; sourceKey: string; t: number; num: number | null; val: unknown }>(sql`
    select path, source_key as "sourceKey", ${ms('ts')} as t, num, val from conning_history
    where ship_id = ${ship} and ${ours} order by path, source_key, ts, num`);
const aggregates = () =>
  rows<{ resolution: string; b: number; count: number; sum: number; min: number; max: number }>(sql`
    select resolution, ${ms('bucket')} as b, count, sum, min, max from conning_aggregates
    where ship_id = ${ship} and path = ${SPEED} order by resolution, bucket`);
const latest = () =>
  rows<{
    path: string;
    sourceKey: string;
    source: string;
    value: unknown;
    t: number;
    intervalMs: number | null;
    timeoutMs: number | null;
    priority: number;
  }>(sql`
    select path, source_key as "sourceKey", source, value, ${ms('ts')} as t, interval_ms as "intervalMs",
      timeout_ms as "timeoutMs", priority
    from conning_latest where ship_id = ${ship} and ${ours} order by path, source_key`);

const s = (second: number) => BASE + second * 1000;
const day = Date.UTC(2026, 1, 3);
const hour = Date.UTC(2026, 1, 3, 10);

describe('one flush of the conning store', () => {
  it('lands every path, source and resolution exactly, and latest never goes back in time', async () => {
    // Values exact in binary, so sums compare with toBe.
    runtime.store.ingest(ship, [
      at(SPEED, 'log-a', 0, 0.5),
      at(SPEED, 'log-b', 3, 4, TRICKY_SOURCE),
      at(SPEED, 'log-a', 5, 1.25),
      at(SPEED, 'log-a', 12, 2),
      at(SPEED, 'log-b', 12, 0.25, TRICKY_SOURCE),
      at(POSITION, 'gps', 0, { latitude: 59.1, longitude: 10.5 }),
      at(MODE, 'ecdis', 20, TRICKY),
      at(POSITION, 'gps', 30, { latitude: 59.2, longitude: 10.625 }),
      at(SPEED, 'log-a', 61, -3.75),
    ]);
    runtime.store.ingest(ship, [at(LATEST_ONLY, 'ecdis', 40, 7)], { history: false });
    await runtime.store.flush();

    expect(await history()).toEqual([
      { path: MODE, sourceKey: 'ecdis', t: s(20), num: null, val: TRICKY },
      { path: SPEED, sourceKey: 'log-a', t: s(0), num: 0.5, val: null },
      { path: SPEED, sourceKey: 'log-a', t: s(5), num: 1.25, val: null },
      { path: SPEED, sourceKey: 'log-a', t: s(12), num: 2, val: null },
      { path: SPEED, sourceKey: 'log-a', t: s(61), num: -3.75, val: null },
      { path: SPEED, sourceKey: 'log-b', t: s(3), num: 4, val: null },
      { path: SPEED, sourceKey: 'log-b', t: s(12), num: 0.25, val: null },
      { path: POSITION, sourceKey: 'gps', t: s(0), num: null, val: { latitude: 59.1, longitude: 10.5 } },
      { path: POSITION, sourceKey: 'gps', t: s(30), num: null, val: { latitude: 59.2, longitude: 10.625 } },
    ]);
    // Both sources of the path in each bucket; only numbers aggregate (no row for mode or position).
    expect(await aggregates()).toEqual([
      { resolution: '10s', b: s(0), count: 3, sum: 5.75, min: 0.5, max: 4 },
      { resolution: '10s', b: s(10), count: 2, sum: 2.25, min: 0.25, max: 2 },
      { resolution: '10s', b: s(60), count: 1, sum: -3.75, min: -3.75, max: -3.75 },
      { resolution: '1d', b: day, count: 6, sum: 4.25, min: -3.75, max: 4 },
      { resolution: '1h', b: hour, count: 6, sum: 4.25, min: -3.75, max: 4 },
      { resolution: '1m', b: s(0), count: 5, sum: 8, min: 0.25, max: 4 },
      { resolution: '1m', b: s(60), count: 1, sum: -3.75, min: -3.75, max: -3.75 },
    ]);
    const first = await latest();
    expect(first).toEqual([
      expect.objectContaining({ path: LATEST_ONLY, sourceKey: 'ecdis', value: 7, t: s(40) }),
      expect.objectContaining({ path: MODE, sourceKey: 'ecdis', value: TRICKY, t: s(20) }),
      expect.objectContaining({ path: SPEED, sourceKey: 'log-a', value: -3.75, t: s(61), source: 'LOG-A' }),
      {
        path: SPEED,
        sourceKey: 'log-b',
        source: TRICKY_SOURCE,
        value: 0.25,
        t: s(12),
        intervalMs: 9000,
        timeoutMs: 15_000,
        priority: 2,
      },
      expect.objectContaining({
        path: POSITION,
        sourceKey: 'gps',
        value: { latitude: 59.2, longitude: 10.625 },
        t: s(30),
        intervalMs: 30_000,
        timeoutMs: null,
      }),
    ]);

    // A second flush into the same buckets adds to them (count and sum) and widens min/max.
    runtime.store.ingest(ship, [at(SPEED, 'log-a', 65, 8)]);
    await runtime.store.flush();
    expect((await aggregates()).filter((a) => a.b === s(60) || a.resolution === '1h')).toEqual([
      { resolution: '10s', b: s(60), count: 2, sum: 4.25, min: -3.75, max: 8 },
      { resolution: '1h', b: hour, count: 7, sum: 12.25, min: -3.75, max: 8 },
      { resolution: '1m', b: s(60), count: 2, sum: 4.25, min: -3.75, max: 8 },
    ]);

    // Another instance (its own memory, empty) writes an older sample: history keeps it, latest does not
    // go back; its newer sample of another source does replace that source's row.
    const errors: unknown[] = [];
    const other = new ConningStore(t.db, (e) => errors.push(e));
    other.ingest(ship, [at(SPEED, 'log-a', 50, 99), at(SPEED, 'log-b', 70, 1.5, TRICKY_SOURCE)]);
    await other.close();
    expect(errors).toEqual([]);
    expect(other.dropped).toBe(0);
    const after = await latest();
    expect(after.find((l) => l.sourceKey === 'log-a')).toMatchObject({ value: 8, t: s(65) });
    expect(after.find((l) => l.sourceKey === 'log-b')).toMatchObject({ value: 1.5, t: s(70) });
    expect((await history()).filter((h) => h.num === 99)).toEqual([
      { path: SPEED, sourceKey: 'log-a', t: s(50), num: 99, val: null },
    ]);
    expect(runtime.store.dropped).toBe(0);
  });

  it('keeps raw history at most every historyIntervalMs per path and source, aggregates of every value', async () => {
    expect(runtime.store.historyIntervalMs).toBe(1000); // KEEL_CONNING_HISTORY_INTERVAL_MS's default
    const path = 'keel.test.batch.interval';
    const errors: unknown[] = [];
    const store = new ConningStore(t.db, (e) => errors.push(e), { historyIntervalMs: 10_000 });
    const one = (sourceKey: string, second: number, value: number) => ({
      ...at(path, sourceKey, second, value),
    });
    store.ingest(ship, [one('a', 200, 1), one('a', 202, 2), one('b', 203, 10), one('b', 204, 20)]);
    store.ingest(ship, [one('a', 205, 3)], { history: false });
    store.ingest(ship, [one('a', 210, 4), one('a', 212, 5), one('a', 221, 6)]);
    await store.close();
    expect(errors).toEqual([]);
    expect((await history()).filter((h) => h.path === path)).toEqual([
      { path, sourceKey: 'a', t: s(200), num: 1, val: null },
      { path, sourceKey: 'a', t: s(210), num: 4, val: null },
      { path, sourceKey: 'a', t: s(221), num: 6, val: null },
      { path, sourceKey: 'b', t: s(203), num: 10, val: null },
    ]);
    // Every value with history reaches the aggregates (the latest-only one does not), and latest.
    const buckets = await rows<{ b: number; count: number; sum: number; min: number; max: number }>(sql`
      select ${ms('bucket')} as b, count, sum, min, max from conning_aggregates
      where ship_id = ${ship} and path = ${path} and resolution = '10s' order by bucket`);
    expect(buckets).toEqual([
      { b: s(200), count: 4, sum: 33, min: 1, max: 20 },
      { b: s(210), count: 2, sum: 9, min: 4, max: 5 },
      { b: s(220), count: 1, sum: 6, min: 6, max: 6 },
    ]);
    const last = (await latest()).filter((l) => l.path === path);
    expect(last.map((l) => [l.sourceKey, l.value, l.t])).toEqual([
      ['a', 6, s(221)],
      ['b', 20, s(204)],
    ]);
  });

  it('cuts a batch into statements of statementRows rows (PGlite) and lets the event loop through between them, the same rows as one statement', async () => {
    const paced = 'keel.test.batch.paced.';
    const whole = 'keel.test.batch.whole.';
    const samples = (prefix: string) =>
      ['a', 'b', 'c'].flatMap((path, p) =>
        ['s1', 's2', 's3'].flatMap((source, k) =>
          Array.from({ length: 10 }, (_, i) => at(prefix + path, source, 300 + i, p * 100 + k * 10 + i / 4)),
        ),
      );
    const errors: unknown[] = [];
    // 90 values: 90 history rows, 12 aggregate rows (3 paths × 4 resolutions), 9 latest rows.
    const one = new ConningStore(t.db, (e) => errors.push(e));
    one.ingest(ship, samples(whole));
    await one.close();
    const cut = new ConningStore(t.db, (e) => errors.push(e), { statementRows: 2 });
    cut.ingest(ship, samples(paced));
    // Event-loop turns while the batch is written: each statement of 2 rows lets one through.
    let turns = 0;
    let writing = true;
    const turn = () => {
      turns += 1;
      if (writing) setImmediate(turn);
    };
    setImmediate(turn);
    await cut.close();
    writing = false;
    expect(errors).toEqual([]);
    // Each cut lets at least one turn through: on PGlite the history's 45 statements, the aggregates' 6 and
    // latest's 5; PostgreSQL writes the history by one COPY (nothing to cut), so only the aggregates' 5 and
    // latest's 4 pauses between statements count there (more turns come while waiting for the server).
    expect(turns).toBeGreaterThanOrEqual(t.ctx.database.kind === 'postgres' ? 5 + 4 : 45 + 6 + 5);
    const named = <T extends { path: string }>(list: T[], prefix: string) =>
      list.filter((r) => r.path.startsWith(prefix)).map((r) => ({ ...r, path: r.path.slice(prefix.length) }));
    const history = await rows<{ path: string; sourceKey: string; t: number; num: number }>(sql`
      select path, source_key as "sourceKey", ${ms('ts')} as t, num from conning_history
      where ship_id = ${ship} and path like 'keel.test.batch.%' order by path, source_key, ts`);
    expect(named(history, paced)).toHaveLength(90);
    expect(named(history, paced)).toEqual(named(history, whole));
    const buckets = await rows<{
      path: string;
      resolution: string;
      b: number;
      count: number;
      sum: number;
    }>(sql`
      select path, resolution, ${ms('bucket')} as b, count, sum, min, max from conning_aggregates
      where ship_id = ${ship} and path like 'keel.test.batch.%' order by path, resolution, bucket`);
    expect(named(buckets, paced)).toHaveLength(12);
    expect(named(buckets, paced)).toEqual(named(buckets, whole));
    const last = (await latest()).map(({ path, sourceKey, value, t }) => ({ path, sourceKey, value, t }));
    expect(named(last, paced)).toHaveLength(9);
    expect(named(last, paced)).toEqual(named(last, whole));

    // The repo's pace: 12 bucket rows in statements of 5 → 3 statements, `between` twice.
    let between = 0;
    await t.db.transaction((tx) =>
      upsertAggregates(
        tx,
        samples('keel.test.batch.pace.').map((sample) => ({
          shipId: ship,
          sample: { ...sample, intervalMs: null },
        })),
        { rows: 5, between: async () => void (between += 1) },
      ),
    );
    expect(between).toBe(2);
  });

  it('writes the history by COPY on PostgreSQL and by unnest on PGlite, the same rows', async () => {
    const path = 'keel.test.batch.copy';
    const sample = (second: number, value: IncomingSample['value'], sourceKey = 'copy\tsrc') => ({
      shipId: ship,
      sample: { ...at(path, sourceKey, second, value), intervalMs: null },
    });
    const method = await t.db.transaction((tx) =>
      insertHistory(tx, [
        sample(100, TRICKY),
        sample(101, 1e-7),
        sample(102, { latitude: -33.75, longitude: 151.25 }),
      ]),
    );
    expect(method).toBe(t.ctx.database.kind === 'postgres' ? 'copy' : 'unnest');
    expect((await history()).filter((h) => h.path === path)).toEqual([
      { path, sourceKey: 'copy\tsrc', t: s(100), num: null, val: TRICKY },
      { path, sourceKey: 'copy\tsrc', t: s(101), num: 1e-7, val: null },
      { path, sourceKey: 'copy\tsrc', t: s(102), num: null, val: { latitude: -33.75, longitude: 151.25 } },
    ]);
  });
});
