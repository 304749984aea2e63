/**
 * `npm run bench:compression -w @keel/bench`: what compressing the API's answers costs and saves (issue 12,
 * docs/at-sea-transfer.md). On a fresh PostgreSQL database (noon reports and purchasing data loaded in child
 * processes), Keel's real app (buildApp in-process, signed-in tokens) answers the list benchmarks' pages with
 * the load generator (wrk, or autocannon; see lib/load.ts) at 50 connections — the noon table as a Zipf mix
 * of 200 pages (compression/page-mix.ts), since compressed answers are kept by ETag, and once more with
 * that cache keeping nothing — in rounds of one run per
 * Accept-Encoding in the same process: none (the answer as it is), br, gzip. Reported per encoding (medians of
 * the rounds): throughput, p99, CPU per answer of Keel and of its PostgreSQL backends, bytes per answer, and the
 * loss against plain (target ≤ 10%). Also the CPU cost per answer of each compression level (in-process) and
 * the web build's bytes raw, brotli and gzip, when it is built.
 *
 * Settings (environment): BENCH_DATABASE_URL, BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS
 * (3), BENCH_ROUNDS (3), BENCH_SHIPS (20), BENCH_REPORTS_PER_SHIP (2000), BENCH_REQUISITIONS (20000),
 * BENCH_ORDERS (10000), BENCH_LOAD (wrk | autocannon).
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchSettings, openPostgres, type BenchDatabase } from './lib/databases';
import { BENCH, loadAverage, log, n, runBench, startKeel, writeReport } from './lib/harness';
import { login } from './lib/http';
import { loadInChildProcess } from './lib/load-child';
import { loadTool, measure, type LoadResult } from './lib/load';
import { compressedBodies } from '../apps/server/src/plugins/compression-cache';
import { listPages, measureMix } from './compression/page-mix';
import {
  ENCODINGS,
  backendCpu,
  backendCpuUsed,
  levelCosts,
  rawAnswer,
  webBuildBytes,
  type Encoding,
} from './compression/measure';

const SHIPS = Number(process.env.BENCH_SHIPS ?? 20);
const PER_SHIP = Number(process.env.BENCH_REPORTS_PER_SHIP ?? 2_000);
const REQUISITIONS = Number(process.env.BENCH_REQUISITIONS ?? 20_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const TARGET_LOSS = 0.1;
/** The cache's size in Keel (compression-cache.ts), restored after a "no cache" case. */
const CACHE_BYTES = compressedBodies.maxBytes;
const WEB_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');

interface Case {
  name: string;
  /** The page whose bytes are reported (and the only page asked for when there is no `mix`). */
  path: string;
  user: string;
  /** Pages read by a Zipf law instead of `path` alone (compression/page-mix.ts). */
  mix?: string[];
  /** false: the compressed-answer cache keeps nothing (every answer compressed afresh). */
  cache?: boolean;
}
/** One run: which encoding the load generator asked for, and what it measured. */
interface Run {
  encoding: Encoding;
  result: LoadResult;
  /** CPU time of this process (Keel and its pg driver) per answer, in µs. */
  cpuMicros: number;
  /** CPU time of the database's PostgreSQL backends per answer, in µs. */
  pgMicros: number;
  /** Share of compressed answers served from the cache of compressed answers during the run. */
  hitRate: number;
}
interface Row {
  name: string;
  runs: Run[];
  bytes: Record<Encoding, number>;
}

/** 100 pages in two sorts: the table as opened (newest first) and oldest first. */
const NOON_50 = listPages('/api/v1/noon-reports/', 50, 100, ['-reportTime', 'reportTime']);
const NOON_100 = listPages('/api/v1/noon-reports/', 100, 100, ['-reportTime', 'reportTime']);

const CASES: Case[] = [
  {
    name: 'PO list, first page of 25',
    path: '/api/v1/purchasing/purchase-orders/?limit=25',
    user: 'purchaser@keel.demo',
  },
  {
    name: 'noon table, pages of 50 (mix of 200)',
    path: '/api/v1/noon-reports/?limit=50',
    user: 'admin@keel.demo',
    mix: NOON_50,
  },
  {
    name: 'noon table, pages of 100 (mix of 200)',
    path: '/api/v1/noon-reports/?limit=100',
    user: 'admin@keel.demo',
    mix: NOON_100,
  },
  {
    name: 'noon table, pages of 100 (mix), no cache',
    path: '/api/v1/noon-reports/?limit=100',
    user: 'admin@keel.demo',
    mix: NOON_100,
    cache: false,
  },
];
/** Rounds of (plain, br, gzip) per page: interleaved, so a change in the machine's load hits all three alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The medians of one encoding's rounds. */
function medians(runs: Run[], encoding: Encoding) {
  const of = runs.filter((run) => run.encoding === encoding);
  return {
    rps: median(of.map((run) => run.result.requestsPerSecond)),
    p99: median(of.map((run) => run.result.p99)),
    cpu: median(of.map((run) => run.cpuMicros)),
    both: median(of.map((run) => run.cpuMicros + run.pgMicros)),
    hitRate: median(of.map((run) => run.hitRate)),
  };
}

/**
 * Per encoding, the medians of its rounds and three losses against plain: measured (req/s; on a loaded machine
 * mostly noise), from the server's CPU per answer (the throughput lost if the server process alone were the
 * bottleneck: an upper bound) and from the CPU per answer of the server and its PostgreSQL backends together
 * (what a machine saturated by both loses; the load generator's share is left out, so still a bound).
 */
function rowLines(r: Row): string[] {
  const plain = medians(r.runs, 'identity');
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  return ENCODINGS.map((encoding) => {
    const m = medians(r.runs, encoding);
    const compressed = encoding !== 'identity';
    const both = 1 - plain.both / m.both;
    const losses = compressed ? [1 - m.rps / plain.rps, 1 - plain.cpu / m.cpu, both].map(pct) : ['', '', ''];
    return (
      `| ${r.name} | ${encoding} | ${n(m.rps)} | ${m.p99} | ${n(m.cpu)} | ${n(m.both - m.cpu)} | ` +
      `${n(r.bytes[encoding])} | ${compressed ? pct(m.hitRate) : ''} | ${losses.join(' | ')} | ` +
      `${compressed ? (both <= TARGET_LOSS ? 'yes' : 'no') : ''} |`
    );
  });
}

function markdown(
  rows: Row[],
  costs: string[],
  web: string[],
  load: { before: number; after: number },
): string {
  return [
    '## Compression benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${loadTool()} -c ${BENCH.connections}, ${BENCH.seconds} s after ${BENCH.warmupSeconds} s warm-up per run · ` +
      `${benchSettings()} · ${os.cpus().length} CPUs, load average ${load.before.toFixed(1)} before and ${load.after.toFixed(1)} after (server, PostgreSQL and the load generator share the CPUs)`,
    '',
    `Each page is measured in ${ROUNDS} rounds of plain, br, gzip in one process; the table has each encoding's medians. Losses are against plain:`,
    "measured (req/s), from the server process's CPU per answer, and from the CPU per answer of the server and its PostgreSQL",
    'backends together (the throughput a machine saturated by both would lose); the last is held to the target, ≤ 10%.',
    '',
    'A "mix" reads its pages by a Zipf law (the first pages far more often than deep ones; a new seed per run), so',
    'the cache of compressed answers (keyed by ETag) is hit only as often as pages repeat; "cache hits" is its share',
    'of the compressed answers. "No cache" keeps nothing: every answer is compressed afresh.',
    '',
    '| page | Accept-Encoding | req/s | p99 ms | server CPU µs/answer | PostgreSQL CPU µs/answer | bytes per answer (first page) | cache hits | loss measured | loss, server CPU | loss, server + PostgreSQL CPU | ≤ 10% |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|',
    ...rows.flatMap(rowLines),
    '',
    ...costs,
    '',
    ...web,
    '',
  ].join('\n');
}

/** One page in ROUNDS rounds of each encoding: throughput, and the CPU per answer of Keel and of PostgreSQL. */
async function measureRuns(db: BenchDatabase, origin: string, c: Case, headers: Record<string, string>) {
  const { name } = c;
  const url = origin + c.path;
  const runs: Run[] = [];
  compressedBodies.maxBytes = c.cache === false ? 0 : CACHE_BYTES;
  compressedBodies.clear();
  for (const encoding of Array.from({ length: ROUNDS }, () => ENCODINGS).flat()) {
    log(`[PostgreSQL] ${name}: Accept-Encoding ${encoding}…`);
    const asked = { ...headers, 'accept-encoding': encoding };
    const options = { connections: BENCH.connections, seconds: BENCH.seconds, warmupSeconds: 0 };
    const run = (seconds: number) =>
      c.mix
        ? measureMix(origin, c.mix, asked, { connections: options.connections, seconds })
        : measure(url, asked, { ...options, seconds });
    await run(BENCH.warmupSeconds);
    const cache = compressedBodies.stats();
    const cpu = process.cpuUsage();
    const pgBefore = await backendCpu(db.raw);
    const result = await run(options.seconds);
    const after = compressedBodies.stats();
    const lookups = after.hits - cache.hits + after.misses - cache.misses;
    const used = process.cpuUsage(cpu);
    const pgUsed = backendCpuUsed(pgBefore, await backendCpu(db.raw));
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name} ${encoding}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    const perAnswer = (micros: number) => micros / result.total;
    runs.push({
      encoding,
      result,
      cpuMicros: perAnswer(used.user + used.system),
      pgMicros: perAnswer(pgUsed),
      hitRate: lookups > 0 ? (after.hits - cache.hits) / lookups : 0,
    });
  }
  return runs;
}

/** The bytes of one page in each encoding (checking each was answered as asked), and its plain body. */
async function bytesOf(url: string, headers: Record<string, string>, name: string) {
  const bytes = {} as Record<Encoding, number>;
  let plain: Buffer = Buffer.alloc(0);
  for (const encoding of ENCODINGS) {
    const answer = await rawAnswer(url, { ...headers, 'accept-encoding': encoding });
    if (answer.encoding !== (encoding === 'identity' ? undefined : encoding))
      throw new Error(`${name}: asked for ${encoding}, got ${answer.encoding ?? 'identity'}`);
    bytes[encoding] = answer.body.length;
    if (encoding === 'identity') plain = answer.body;
  }
  return { bytes, plain };
}

async function main() {
  const db = await openPostgres(BENCH.postgresUrl);
  const rows: Row[] = [];
  let report = '';
  try {
    const files = path.join(db.dataDir, 'files');
    log(
      `[PostgreSQL] loading ${SHIPS * PER_SHIP} noon reports, then ${REQUISITIONS} requisitions and ${ORDERS} orders (child processes)…`,
    );
    await loadInChildProcess('noon', db.url!, files, { ships: SHIPS, perShip: PER_SHIP }, log);
    const purchasing = { ships: SHIPS, requisitions: REQUISITIONS, orders: ORDERS };
    await loadInChildProcess('purchasing', db.url!, files, purchasing, log);
    const keel = await startKeel(db, files);
    const tokens = new Map<string, string>();
    const bodies = new Map<string, Buffer>();
    const before = loadAverage();
    try {
      for (const c of CASES) {
        tokens.set(c.user, tokens.get(c.user) ?? (await login(keel.app, c.user)));
        const headers = { 'x-auth-token': tokens.get(c.user)! };
        const { bytes, plain } = await bytesOf(keel.url + c.path, headers, c.name);
        if (c.cache !== false) bodies.set(c.name, plain);
        rows.push({ name: c.name, runs: await measureRuns(db, keel.url, c, headers), bytes });
      }
    } finally {
      await keel.app.close();
    }
    const load = { before, after: loadAverage() };
    report = markdown(rows, levelCosts(bodies), webBuildBytes(WEB_DIST), load);
  } finally {
    await db.dispose();
  }
  writeReport('compression.md', report);
}

runBench(main);
