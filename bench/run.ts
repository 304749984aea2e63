/**
 * `npm run bench`: Keel's HTTP stack against a bare Fastify route running the same SQL, on PGlite
 * and on PostgreSQL, measured with wrk (or autocannon; see lib/load.ts). Target: Keel ≥ 0.7 × the bare route's req/s.
 *
 * Settings (environment): BENCH_DATABASE_URL (PostgreSQL server; a fresh database is created and
 * dropped; default postgres://postgres@127.0.0.1:5432/test; "skip" leaves PostgreSQL out),
 * BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_EXTRA_USERS (2000),
 * BENCH_LOAD (wrk | autocannon).
 *
 * The benches at scale run on their own (each loads its data into a fresh PostgreSQL database):
 * `bench:purchasing` (purchasing.bench.ts), `bench:noon` (noon-reports.bench.ts) and `bench:work`
 * (work-queue.bench.ts: the "My work" queue of a user with 50 ships on the purchasing data).
 * Also `bench:search` (search.bench.ts: the global search of a user with 50 ships on the same data).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { seedDemoData } from '../apps/server/src/db/seed/seed';
import { TokenService } from '../apps/server/src/lib/tokens';
import { LocalDiskStorage } from '../apps/server/src/plugins/storage';
import { buildBareApp } from './lib/bare-app';
import { addBenchUsers, openPglite, openPostgres, type BenchDatabase, type Driver } from './lib/databases';
import { loadTool, measure, type LoadResult } from './lib/load';
import { getJson, listen, login } from './lib/http';

const TARGET = 0.7;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const EXTRA_USERS = Number(process.env.BENCH_EXTRA_USERS ?? 2000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'keel-bench-secret-not-for-production-0123456789';

interface Endpoint {
  name: string;
  /** Path on Keel (under /api/v1) and on the bare app. */
  keelPath: string;
  barePath: string;
  /** The demo user whose token Keel gets. */
  user: string;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /access/actions/me/',
    keelPath: '/api/v1/access/actions/me/',
    barePath: '/access/actions/me/',
    user: 'superintendent@keel.demo',
  },
  {
    name: 'GET /users/ (page of 25)',
    keelPath: '/api/v1/users/?offset=0&limit=25',
    barePath: '/users/?offset=0&limit=25',
    user: 'admin@keel.demo',
  },
];

interface Row {
  database: string;
  endpoint: string;
  keel: LoadResult;
  bare: LoadResult;
  keelStatements: number;
  bareStatements: number;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** Counts the SQL statements `fn` sends through the database driver. */
async function countStatements(driver: Driver, fn: () => Promise<unknown>): Promise<number> {
  const original = driver.query;
  let n = 0;
  driver.query = function (this: unknown, ...args: never[]) {
    n += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    driver.query = original;
  }
  return n;
}

function claimsOf(token: string): { id: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    id: string;
    sid: string;
  };
}

async function benchDatabase(db: BenchDatabase): Promise<Row[]> {
  log(`\n[${db.label}] migrating and seeding (demo data + ${EXTRA_USERS} users)…`);
  await db.database.migrate();
  const storage = new LocalDiskStorage(path.join(db.dataDir, 'files'));
  await seedDemoData(db.database.db, { storage });
  await addBenchUsers(db.raw, EXTRA_USERS);
  await db.raw.query('ANALYZE');

  const env: Record<string, string> = {
    KEEL_DATA_DIR: db.dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    KEEL_WEB_DIST: path.join(db.dataDir, 'no-web'),
  };
  if (db.url) env.DATABASE_URL = db.url;
  const config = loadConfig(env);
  const keel = await buildApp(
    {
      config,
      database: db.database,
      tokens: new TokenService(config.jwtSecret, config.accessTokenTtl),
      storage,
    },
    { logger: false },
  );
  const keelUrl = await listen(keel);
  const rows: Row[] = [];
  try {
    for (const endpoint of ENDPOINTS) {
      const token = await login(keel, endpoint.user);
      const claims = claimsOf(token);
      const bare = await buildBareApp(db.raw, { userId: claims.id, sessionId: claims.sid });
      const bareUrl = await listen(bare);
      try {
        const headers = { 'x-auth-token': token };
        // Same work: both answers must be the same JSON.
        const keelBody = JSON.stringify(await getJson(keelUrl + endpoint.keelPath, headers));
        const bareBody = JSON.stringify(await getJson(bareUrl + endpoint.barePath, {}));
        if (keelBody !== bareBody)
          throw new Error(
            `${endpoint.name}: the bare route's answer differs from Keel's\nKeel: ${keelBody.slice(0, 400)}\nbare: ${bareBody.slice(0, 400)}`,
          );
        const keelStatements = await countStatements(db.driver, () =>
          getJson(keelUrl + endpoint.keelPath, headers),
        );
        const bareStatements = await countStatements(db.driver, () =>
          getJson(bareUrl + endpoint.barePath, {}),
        );

        const options = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
        log(`[${db.label}] ${endpoint.name}: bare route…`);
        const bareResult = await measure(bareUrl + endpoint.barePath, {}, options);
        log(`[${db.label}] ${endpoint.name}: Keel…`);
        const keelResult = await measure(keelUrl + endpoint.keelPath, headers, options);
        for (const [who, r] of [
          ['Keel', keelResult],
          ['bare', bareResult],
        ] as const)
          if (r.non2xx > 0 || r.errors > 0)
            throw new Error(
              `${db.label} ${endpoint.name} ${who}: ${r.non2xx} non-2xx answers, ${r.errors} errors`,
            );
        rows.push({
          database: db.label,
          endpoint: endpoint.name,
          keel: keelResult,
          bare: bareResult,
          keelStatements,
          bareStatements,
        });
      } finally {
        await bare.close();
      }
    }
  } finally {
    await keel.close();
  }
  return rows;
}

function markdown(rows: Row[]): string {
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  const lines = [
    `# Keel benchmark`,
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${loadTool()} -c ${CONNECTIONS}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up · ` +
      `${EXTRA_USERS} extra users · target Keel ≥ ${TARGET} × bare req/s`,
    '',
    '| database | endpoint | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL/request Keel : bare | ratio Keel/bare | target met |',
    '|---|---|---:|---:|---:|---:|---:|---:|:---:|---:|:---:|',
    ...rows.map((r) => {
      const ratio = r.keel.requestsPerSecond / r.bare.requestsPerSecond;
      return `| ${r.database} | ${r.endpoint} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ${r.keelStatements} : ${r.bareStatements} | ${ratio.toFixed(2)} | ${ratio >= TARGET ? 'yes' : 'no'} |`;
    }),
    '',
    'SQL/request counts the statements one request sends to the database once warm. Keel reuses a',
    "session's access rows (roles per ship, session still live) for 2 s, cleared by every change to users,",
    'roles or sessions (apps/server/src/modules/access/access-cache.ts); a cold request adds that one query.',
    'GET /access/actions/me/ is therefore answered from memory, while the bare route runs the access query.',
    'Both sides run the users-list statements as named prepared statements.',
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const rows: Row[] = [];
  const pglite = await openPglite();
  try {
    rows.push(...(await benchDatabase(pglite)));
  } finally {
    await pglite.dispose();
  }
  if (POSTGRES_URL !== 'skip') {
    const postgres = await openPostgres(POSTGRES_URL);
    try {
      rows.push(...(await benchDatabase(postgres)));
    } finally {
      await postgres.dispose();
    }
  }
  const report = markdown(rows);
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.md'), report);
  log(`\n${report}`);
  log(`Written to ${path.join('bench', 'results', 'latest.md')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
