/**
 * `npm run bench:conning-export -w @keel/bench` — issue 15 (c): an Excel export of 30 days at ten
 * seconds (259,200 rows × 40 columns) in < 10 s with peak RSS < 200 MB.
 *
 * Loads BENCH_EXPORT_DAYS (30) × 8,640 ten-second buckets × 40 catalogue paths into `conning_aggregates`
 * (generated in SQL, one day per statement), then runs the export job's own writer (`writeExport`, .xlsx
 * streamed into `conning_export_chunks` through `ChunkSink`) and samples this process's RSS every 20 ms.
 * Beside it, the bare floor: the same window queries read and thrown away (no workbook). The file is
 * then read back from the chunks and its row count checked with ExcelJS's streaming reader.
 * BENCH_DATABASE_URL (PostgreSQL) or PGlite (in this process, so its memory counts in the RSS).
 */
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CONNING_PATHS, POSITION_PATH } from '@keel/domain';
import { conningExportJobs } from '../../apps/server/src/modules/conning/conning.table';
import { ChunkSink, writeExport } from '../../apps/server/src/modules/conning/export-writer';
import * as repo from '../../apps/server/src/modules/conning/export.repo';
import { benchShips, env, machineLine, n, openBenchDatabase } from './conning-common';

const DAYS = env('BENCH_EXPORT_DAYS', 30);
const STEP = 10_000;
const WINDOW = 720 * STEP;
const mb = (bytes: number) => `${n(bytes / 1048576)} MB`;

async function main() {
  console.log(`## Conning (c) export — ${DAYS} days at ten seconds × 40 paths\n\n${machineLine()}\n`);
  const bench = await openBenchDatabase();
  const { db } = bench.database;
  const [shipId] = await benchShips(bench, 1);
  const paths = Object.keys(CONNING_PATHS)
    .filter((p) => p !== POSITION_PATH)
    .slice(0, 40);
  if (paths.length < 40) throw new Error(`only ${paths.length} catalogue paths`);
  const start = Date.UTC(2026, 0, 1);
  const end = start + DAYS * 86_400_000;

  let t0 = performance.now();
  for (let d = 0; d < DAYS; d++) {
    await bench.raw.query(
      `INSERT INTO conning_aggregates (ship_id, path, resolution, bucket, count, sum, min, max)
       SELECT $1::uuid, p.path, '10s', to_timestamp(($2::bigint + s * 10000) / 1000.0), 1, v, v, v
       FROM unnest($3::text[]) WITH ORDINALITY AS p(path, k)
       CROSS JOIN generate_series(0, 8639) AS s
       CROSS JOIN LATERAL (SELECT p.k * 10 + sin(s / 300.0) * 5 AS v) AS x`,
      [shipId, start + d * 86_400_000, paths],
    );
  }
  const loadMs = performance.now() - t0;
  if (bench.database.kind === 'postgres') await bench.raw.query('VACUUM ANALYZE conning_aggregates');
  console.log(`loaded ${n(DAYS * 8640 * 40)} aggregate rows in ${n(loadMs)} ms (${bench.label})\n`);

  const spec = {
    shipId: shipId!,
    paths,
    from: new Date(start),
    to: new Date(end),
    frequency: 'TEN_SECONDS' as const,
  };
  global.gc?.();
  let rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

  // Bare: the same window queries, results dropped.
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const u = process.cpuUsage(since);
    return (u.user + u.system) / 1000;
  };
  let cpu0 = process.cpuUsage();
  t0 = performance.now();
  let read = 0;
  for (let from = start; from < end; from += WINDOW)
    read += (
      await repo.selectBucketMeans(db, {
        ...spec,
        resolution: '10s',
        from: new Date(from),
        to: new Date(Math.min(end, from + WINDOW)),
      })
    ).length;
  const bareMs = performance.now() - t0;
  const bareCpu = cpuMs(cpu0);
  const barePeak = peak;

  console.log('| | rows | cells | file | time | CPU time | rows/s | RSS before | peak RSS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| bare: window queries only (${n(read)} values read) | ${n(read / 40)} | ${n(read)} | — | ${n(bareMs)} ms | ${n(bareCpu)} ms | ${n((read / 40 / bareMs) * 1000)} | — | ${mb(barePeak)} |`,
  );
  for (const format of ['xlsx', 'csv'] as const) {
    const [job] = await db
      .insert(conningExportJobs)
      .values({ shipId: shipId!, paths, fromTs: spec.from, toTs: spec.to, frequency: spec.frequency, format })
      .returning({ id: conningExportJobs.id });
    global.gc?.();
    rssBefore = process.memoryUsage().rss;
    peak = rssBefore;
    cpu0 = process.cpuUsage();
    t0 = performance.now();
    const sink = new ChunkSink(db, job!.id);
    const rows = await writeExport(db, { ...spec, format }, sink, async () => undefined);
    if (!sink.writableFinished) await new Promise((r) => sink.once('finish', r));
    const ms = performance.now() - t0;
    const cpu = cpuMs(cpu0);
    console.log(
      `| Keel: ${format} through the job's writer into the database | ${n(rows)} | ${n(rows * 40)} | ${mb(sink.size)} | ${n(ms)} ms | ${n(cpu)} ms | ${n((rows / ms) * 1000)} | ${mb(rssBefore)} | ${mb(peak)} |`,
    );
    if (format === 'xlsx') {
      // Read the workbook back and count its rows (header + data).
      const chunks = await bench.raw.query<{ data: Buffer }>(
        'SELECT data FROM conning_export_chunks WHERE job_id = $1 ORDER BY seq',
        [job!.id],
      );
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(
        Readable.from(chunks.rows.map((r) => Buffer.from(r.data))),
        {},
      );
      let sheetRows = 0;
      for await (const sheet of reader) for await (const _ of sheet) sheetRows++;
      if (sheetRows !== rows + 1) throw new Error(`workbook has ${sheetRows} rows, expected ${rows + 1}`);
    }
    await bench.raw.query('DELETE FROM conning_export_chunks WHERE job_id = $1', [job!.id]);
  }
  clearInterval(sampler);

  console.log(
    `\nTarget: 259,200 rows (30 days) in < 10 s, peak RSS < 200 MB. CPU time is this process's (user + system): on a loaded machine it shows the work apart from the wait for a core. The xlsx was read back: row count checked.\n\n${machineLine()}`,
  );
  await bench.dispose();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
