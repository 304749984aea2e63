/**
 * `npm run bench:conning -w @keel/bench`: the three benchmarks of issue 15, one after the other, each in
 * its own process (docs/conning-data.md "Measured"):
 * (a) conning-ingest.ts — NMEA sentences parsed and stored per second on one core (≥ 20,000/s);
 * (b) conning-latency.ts — 50 ships × 40 paths at 1 Hz, UDP in → WebSocket out, p99 (< 250 ms);
 * (c) conning-export.ts — 30 days at ten seconds as .xlsx (< 10 s, peak RSS < 200 MB).
 * Each is also its own script (bench:conning-ingest, bench:conning-latency, bench:conning-export) and
 * reads its settings from the environment (see each file); BENCH_DATABASE_URL selects PostgreSQL.
 */
import { spawnSync } from 'node:child_process';

for (const file of ['conning-ingest.ts', 'conning-latency.ts', 'conning-export.ts']) {
  const result = spawnSync(
    process.execPath,
    [
      '--max-semi-space-size=64',
      '--expose-gc',
      '--import',
      'tsx',
      new URL(`./${file}`, import.meta.url).pathname,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error(`${file} failed (${result.status ?? result.signal})`);
    process.exitCode = 1;
  }
}
