/**
 * `node --import tsx src/dms-search-explain.ts [url] [repeats] [plan]` (in bench/): one request at a time,
 * the exact statements Keel's `GET /dms/search` sends for each case of dms-search.bench.ts (recorded from
 * the driver), each run `repeats` times under `EXPLAIN (ANALYZE, BUFFERS)` on one connection; prints the
 * median and minimum execution ms and the buffers of each case, and with `plan` the last plan. `url` is a
 * database holding the bench's data (default postgres://postgres@127.0.0.1:5432/keel_e_dms); with
 * `DMS_EXPLAIN_LOAD=1` it is created first (dropped if it exists), migrated, demo-seeded and loaded with
 * dms-search-data.ts. With `DMS_EXPLAIN_DUMP=<prefix>` each case's statements are written to
 * `<prefix>-<case>.json` (text and values) for psql/pgbench; `DMS_EXPLAIN_LIMIT` overrides the page size. Not part of `npm run bench:dms-search`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemoData } from '../../apps/server/src/db/seed/seed';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { rawOf, type BenchDatabase, type Driver } from '../lib/databases';
import { startKeel } from '../lib/harness';
import { login } from '../lib/http';
import { DMS_SEARCH_CASES, loadDocuments } from './dms-search-data';

const url = process.argv[2] || 'postgres://postgres@127.0.0.1:5432/keel_e_dms';
const repeats = Number(process.argv[3] ?? 9);
const showPlan = process.argv[4] === 'plan';

if (process.env.DMS_EXPLAIN_LOAD === '1') {
  const name = new URL(url).pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}
// Pool of 3: the app keeps a connection for its listeners; the EXPLAINs run one at a time.
const database = await openDatabase({ url, dataDir: null, poolSize: 3 });
await database.migrate();
if (process.env.DMS_EXPLAIN_LOAD === '1') {
  const files = mkdtempSync(path.join(os.tmpdir(), 'keel-dms-explain-files-'));
  await seedDemoData(database.db, { storage: new LocalDiskStorage(files) });
  await loadDocuments(rawOf(database));
}
const driver = (
  database.db as unknown as { $client: Driver & { query: (...a: unknown[]) => Promise<unknown> } }
).$client;
const raw = rawOf(database);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-dms-explain-'));
const bench: BenchDatabase = {
  label: 'PostgreSQL',
  database,
  raw,
  driver,
  url,
  dataDir,
  dispose: () => database.close(),
};
const keel = await startKeel(bench, dataDir);
const recorded: { text: string; values: unknown[] }[] = [];
let recording = false;
const query = driver.query.bind(driver);
driver.query = ((...args: unknown[]) => {
  const first = args[0] as string | { text: string; values?: unknown[] };
  const text = typeof first === 'string' ? first : first.text;
  const values = ((typeof first === 'string' ? undefined : first.values) ?? args[1]) as unknown[] | undefined;
  if (recording && /dms_revisions/.test(text) && /tsv/.test(text))
    recorded.push({ text, values: values ?? [] });
  return query(...args);
}) as typeof driver.query;

for (const c of DMS_SEARCH_CASES) {
  const token = await login(keel.app, c.user);
  recorded.length = 0;
  recording = true;
  const res = await keel.app.inject({
    url: `/api/v1/dms/search?q=${encodeURIComponent(c.q)}&limit=${process.env.DMS_EXPLAIN_LIMIT ?? c.limit}${c.scope ? `&scope=${c.scope}` : ''}`,
    headers: { 'x-auth-token': token },
  });
  recording = false;
  if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
  const times: number[] = [];
  let buffers = '';
  let plan = '';
  for (const statement of recorded)
    for (let i = 0; i < repeats; i++) {
      const out = await raw.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
        statement.values,
      );
      plan = out.rows.map((r) => r['QUERY PLAN']).join('\n');
      times.push(Number(/Execution Time: ([0-9.]+)/.exec(plan)?.[1] ?? NaN));
      buffers = /Buffers: ([^\n]+)/.exec(plan)?.[1] ?? '';
    }
  times.sort((a, b) => a - b);
  console.log(
    `${c.name}: median ${times[Math.floor(times.length / 2)]} ms, min ${times[0]} ms, ${recorded.length} statement(s), buffers ${buffers}`,
  );
  if (showPlan) console.log(plan);
  if (process.env.DMS_EXPLAIN_DUMP)
    writeFileSync(
      `${process.env.DMS_EXPLAIN_DUMP}-${DMS_SEARCH_CASES.indexOf(c)}.json`,
      JSON.stringify(recorded),
    );
}
await keel.app.close();
await database.close();
