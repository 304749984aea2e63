/**
 * `npm run bench:conning-ingest -w @keel/bench` — issue 15 (a): NMEA 0183 sentences parsed and stored
 * per second on one core (target ≥ 20,000/s).
 *
 * The same real bridge sentences go through four stages, each timed on its own, so the table shows where
 * the time goes: (1) bare frame + checksum (the floor of any NMEA reader); (2) + parse (Signal K's parser
 * and Keel's) into SI samples; (3) + the live model (latest per path and source, interval, listeners);
 * (4) + stored: history rows, 10 s/1 m/1 h/1 d aggregates and `conning_latest` written in Keel's batches
 * (the store's own `flush`, every BENCH_BATCH sentences, as its 1-second timer does live).
 * Stage (4) runs once per raw-history interval of BENCH_HISTORY_INTERVALS (default `0,1000`: every value,
 * then Keel's default `KEEL_CONNING_HISTORY_INTERVAL_MS`); latest and the aggregates take every value either
 * way. The sentences are 10 ms apart, so each of the 10 sentence kinds (one ship) repeats at 10 Hz.
 * Database: PGlite (default, in this process: everything on one core) or BENCH_DATABASE_URL (PostgreSQL,
 * its own processes). Settings: BENCH_SENTENCES (100000), BENCH_BATCH (5000).
 */
import { performance } from 'node:perf_hooks';
import { frameSentence, withChecksum } from '@keel/domain';
import {
  ConningStore,
  DEFAULT_HISTORY_INTERVAL_MS,
} from '../../apps/server/src/modules/conning/conning-store';
import { samplesOf } from '../../apps/server/src/modules/conning/input-manager';
import { NmeaDecoder } from '../../apps/server/src/modules/conning/nmea-decoder';
import { SourceStats } from '../../apps/server/src/modules/conning/source-stats';
import { benchShips, env, machineLine, n, openBenchDatabase } from './conning-common';

const SENTENCES = env('BENCH_SENTENCES', 100_000);
const BATCH = env('BENCH_BATCH', 5000);
const INTERVALS = (process.env.BENCH_HISTORY_INTERVALS ?? `0,${DEFAULT_HISTORY_INTERVAL_MS}`)
  .split(',')
  .map(Number);

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

  // (4) parse + model + stored in batches, once per raw-history interval (each its own time range)
  const stored: {
    interval: number;
    ms: number;
    flushMs: number;
    values: number;
    raw: number;
    aggs: number;
  }[] = [];
  let later = base + SENTENCES * 10 + 60_000;
  for (const interval of INTERVALS) {
    const store = new ConningStore(bench.database.db, (e) => console.error(e), {
      historyIntervalMs: interval,
    });
    const from = later;
    let values = 0;
    let numbers = 0;
    let flushMs = 0;
    t0 = performance.now();
    for (let i = 0; i < lines.length; i++) {
      const accepted = store.ingest(shipId!, samplesOf(source, decoder.decode(lines[i]!), from + i * 10));
      values += accepted.length;
      for (const a of accepted) if (typeof a.value === 'number') numbers++;
      if ((i + 1) % BATCH === 0 || i === lines.length - 1) {
        const f0 = performance.now();
        await store.flush();
        flushMs += performance.now() - f0;
      }
    }
    const ms = performance.now() - t0;
    await store.close();
    later = from + SENTENCES * 10 + 3_600_000;
    const range = [new Date(from).toISOString(), new Date(later).toISOString()];
    const { rows } = await bench.raw.query<{ c: string }>(
      'SELECT count(*)::text AS c FROM conning_history WHERE ts >= $1 AND ts < $2',
      range,
    );
    const { rows: counted } = await bench.raw.query<{ c: string; n: string }>(
      `SELECT count(*)::text AS c, coalesce(sum(count), 0)::text AS n FROM conning_aggregates
       WHERE resolution = '10s' AND bucket >= $1 AND bucket < $2`,
      [new Date(from - 10_000).toISOString(), range[1]],
    );
    const raw = Number(rows[0]!.c);
    // Every numeric value is in the aggregates; raw history holds every value only at interval 0.
    if (Number(counted[0]!.n) !== numbers || store.dropped)
      throw new Error(`aggregated ${counted[0]!.n} of ${numbers} numeric values`);
    if ((interval === 0 && raw !== values) || raw === 0 || raw > values)
      throw new Error(`stored ${raw} raw rows of ${values} values at interval ${interval} ms`);
    stored.push({ interval, ms, flushMs, values, raw, aggs: Number(counted[0]!.c) });
  }

  const rate = (ms: number) => n((lines.length / ms) * 1000);
  console.log(`${n(lines.length)} sentences (${n(parsedValues)} values), batches of ${n(BATCH)} sentences\n`);
  console.log('| stage | time | sentences/s | × bare |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(`| bare: frame + checksum | ${n(bareMs)} ms | ${rate(bareMs)} | 1.0 |`);
  console.log(
    `| + parse into SI samples (${n(parsedValues)} values) | ${n(parseMs)} ms | ${rate(parseMs)} | ${(parseMs / bareMs).toFixed(1)} |`,
  );
  console.log(`| + live model | ${n(modelMs)} ms | ${rate(modelMs)} | ${(modelMs / bareMs).toFixed(1)} |`);
  for (const r of stored)
    console.log(
      `| + stored (${bench.label}), raw history ${r.interval ? `every ${n(r.interval)} ms per path` : 'every value'}: ${n(r.raw)} raw rows | ${n(r.ms)} ms | ${rate(r.ms)} | ${(r.ms / bareMs).toFixed(1)} |`,
    );
  console.log('');
  for (const r of stored)
    console.log(
      `interval ${r.interval} ms: waiting for the database ${n(r.flushMs)} ms (${n(r.values)} values, ${n(r.raw)} history rows, ${n(r.aggs)} 10 s buckets + 1 m/1 h/1 d).`,
    );
  console.log('Target ≥ 20,000 sentences/s stored.');
  console.log(`\n${machineLine()}`);
  await bench.dispose();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
