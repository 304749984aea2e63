/**
 * `npm run bench:conning-ingest -w @keel/bench` — issue 15 (a): NMEA 0183 sentences parsed and stored
 * per second on one core (target ≥ 20,000/s).
 *
 * The same real bridge sentences go through four stages, each timed on its own, so the table shows where
 * the time goes: (1) bare frame + checksum (the floor of any NMEA reader); (2) + parse (Signal K's parser
 * and Keel's) into SI samples; (3) + the live model (latest per path and source, interval, listeners);
 * (4) + stored: history rows, 10 s/1 m/1 h/1 d aggregates and `conning_latest` written in Keel's batches
 * (the store's own `flush`, every BENCH_BATCH sentences, as its 1-second timer does live).
 * Database: PGlite (default, in this process: everything on one core) or BENCH_DATABASE_URL (PostgreSQL,
 * its own processes). Settings: BENCH_SENTENCES (100000), BENCH_BATCH (5000).
 */
import { performance } from 'node:perf_hooks';
import { frameSentence, withChecksum } from '@keel/domain';
import { ConningStore } from '../../apps/server/src/modules/conning/conning-store';
import { samplesOf } from '../../apps/server/src/modules/conning/input-manager';
import { NmeaDecoder } from '../../apps/server/src/modules/conning/nmea-decoder';
import { SourceStats } from '../../apps/server/src/modules/conning/source-stats';
import { benchShips, env, machineLine, n, openBenchDatabase } from './conning-common';

const SENTENCES = env('BENCH_SENTENCES', 100_000);
const BATCH = env('BENCH_BATCH', 5000);

/** Real sentence shapes of a bridge: navigation, speed log, wind, depth, weather, motion, engine. */
export const BRIDGE_BODIES = [
  'GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W',
  'HEHDT,274.07,T',
  'GPVTG,054.7,T,034.4,M,005.5,N,010.2,K',
  'WIMWV,214.8,R,13.4,N,A',
  'SDDPT,12.4,0.5',
  'VWVBW,12.3,0.4,A,12.1,0.3,A',
  'IIXDR,C,19.52,C,AirTemp,P,1.0145,B,Barometer',
  'TIROT,-0.3,A',
  'ERRPM,E,1,88.5,12.0,A',
  'IIMTW,17.3,C',
];

async function main() {
  const bench = await openBenchDatabase();
  const [shipId] = await benchShips(bench, 1);
  const lines = Array.from({ length: SENTENCES }, (_, i) =>
    withChecksum(BRIDGE_BODIES[i % BRIDGE_BODIES.length]!),
  );
  const source = {
    id: 'bench',
    name: 'Bench',
    shipId,
    priority: 1,
    groupPriorities: {},
    timeouts: {},
    xdrMapping: {},
    pathMapping: {},
  } as unknown as Parameters<typeof samplesOf>[0];
  const base = Date.now() - 86_400_000;
  console.log(`## Conning (a) ingest — ${bench.label}\n\n${machineLine()}\n`);

  // (1) bare
  let t0 = performance.now();
  let framed = 0;
  for (const line of lines) if (frameSentence(line).ok) framed++;
  const bareMs = performance.now() - t0;
  if (framed !== lines.length) throw new Error(`only ${framed} of ${lines.length} sentences framed`);

  // (2) parse only
  const decoder = new NmeaDecoder(new SourceStats(), {});
  t0 = performance.now();
  let parsedValues = 0;
  for (let i = 0; i < lines.length; i++)
    parsedValues += samplesOf(source, decoder.decode(lines[i]!), base + i * 10).length;
  const parseMs = performance.now() - t0;

  // (3) parse + model (a store whose database takes batches without writing: memory and listeners only)
  const nowhere = { transaction: async () => undefined } as unknown as typeof bench.database.db;
  const memory = new ConningStore(nowhere, () => undefined);
  t0 = performance.now();
  for (let i = 0; i < lines.length; i++) {
    memory.ingest(shipId!, samplesOf(source, decoder.decode(lines[i]!), base + i * 10));
    if ((i + 1) % BATCH === 0) await memory.flush();
  }
  await memory.close();
  const modelMs = performance.now() - t0;

  // (4) parse + model + stored in batches
  const store = new ConningStore(bench.database.db, (e) => console.error(e));
  const later = base + SENTENCES * 10 + 60_000;
  let values = 0;
  let flushMs = 0;
  t0 = performance.now();
  for (let i = 0; i < lines.length; i++) {
    values += store.ingest(shipId!, samplesOf(source, decoder.decode(lines[i]!), later + i * 10)).length;
    if ((i + 1) % BATCH === 0 || i === lines.length - 1) {
      const f0 = performance.now();
      await store.flush();
      flushMs += performance.now() - f0;
    }
  }
  const storedMs = performance.now() - t0;
  await store.close();
  const { rows } = await bench.raw.query<{ c: string }>('SELECT count(*)::text AS c FROM conning_history');
  if (Number(rows[0]!.c) !== values || store.dropped)
    throw new Error(`stored ${rows[0]!.c} of ${values} values`);
  const aggregates = await bench.raw.query<{ c: string }>(
    'SELECT count(*)::text AS c FROM conning_aggregates',
  );

  const rate = (ms: number) => n((lines.length / ms) * 1000);
  console.log(`${n(lines.length)} sentences (${n(values)} values), batches of ${n(BATCH)} sentences\n`);
  console.log('| stage | time | sentences/s | × bare |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(`| bare: frame + checksum | ${n(bareMs)} ms | ${rate(bareMs)} | 1.0 |`);
  console.log(
    `| + parse into SI samples (${n(parsedValues)} values) | ${n(parseMs)} ms | ${rate(parseMs)} | ${(parseMs / bareMs).toFixed(1)} |`,
  );
  console.log(`| + live model | ${n(modelMs)} ms | ${rate(modelMs)} | ${(modelMs / bareMs).toFixed(1)} |`);
  console.log(
    `| + stored: history, aggregates, latest (${bench.label}) | ${n(storedMs)} ms | ${rate(storedMs)} | ${(storedMs / bareMs).toFixed(1)} |`,
  );
  console.log(
    `\nof which waiting for the database: ${n(flushMs)} ms (${n(values)} history rows, ${n(Number(aggregates.rows[0]!.c))} aggregate rows). Target ≥ 20,000 sentences/s stored.`,
  );
  console.log(`\n${machineLine()}`);
  await bench.dispose();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
