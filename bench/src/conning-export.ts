/**
 * `npm run bench:conning-export -w @keel/bench` — issue 15 (c): an Excel export of 30 days at ten
 * seconds (259,200 rows × 40 columns) in < 10 s with peak RSS < 200 MB.
 *
 * Loads BENCH_EXPORT_DAYS (30) × 8,640 ten-second buckets × 40 catalogue paths into `conning_aggregates`
 * (generated in SQL, one day per statement), then runs the export job's own writer (`writeExport`, .xlsx
 * streamed into `conning_export_chunks` through `ChunkSink`) and samples this process's memory every 20 ms
 * (V8 heap used, external memory — Buffers —, RSS). Each format runs for the first BENCH_EXPORT_COMPARE_DAYS
 * (1) and then the whole period, in the same process, so a peak that grows with the period shows.
 * Beside it, the bare floor: the same window reads (two at once) thrown away (no workbook). The file is
 * then read back from the chunks and its row count checked with ExcelJS's streaming reader.
 * On PostgreSQL each export runs in the export child process, as the server runs it (ExportWorker →
 * export-child.ts), and the child's own peak RSS and CPU time are reported beside this process's.
 * BENCH_DATABASE_URL (PostgreSQL) or PGlite (in this process, so its memory counts in the RSS).
 */
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CONNING_PATHS, POSITION_PATH, describePath, toDisplayUnit } from '@keel/domain';
import { conningExportJobs } from '../../apps/server/src/modules/conning/conning.table';
import { ChunkSink, writeExport } from '../../apps/server/src/modules/conning/export-writer';
import * as repo from '../../apps/server/src/modules/conning/export.repo';
import { ExportWorker } from '../../apps/server/src/modules/conning/export-worker';
import { benchShips, env, machineLine, n, openBenchDatabase } from './conning-common';

const DAYS = env('BENCH_EXPORT_DAYS', 30);
const COMPARE_DAYS = env('BENCH_EXPORT_COMPARE_DAYS', 1);
const BARE = process.env.BENCH_EXPORT_BARE !== 'off';
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'xlsx,csv').split(',') as ('xlsx' | 'csv')[];
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
  // Raw peaks every 20 ms (they include garbage not yet collected, so they depend on when V8 collects;
  // this script runs with the server's --max-semi-space-size=64, a young generation of up to ~190 MB);
  // live peaks after a full gc every second: what the export really holds.
  const peaks = { heap: 0, external: 0, rss: 0, liveHeap: 0, liveExternal: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peaks.heap = Math.max(peaks.heap, m.heapUsed);
    peaks.external = Math.max(peaks.external, m.external);
    peaks.rss = Math.max(peaks.rss, m.rss);
  };
  const sampleLive = () => {
    global.gc?.();
    const m = process.memoryUsage();
    peaks.liveHeap = Math.max(peaks.liveHeap, m.heapUsed);
    peaks.liveExternal = Math.max(peaks.liveExternal, m.external);
  };
  const reset = () => {
    global.gc?.();
    const m = process.memoryUsage();
    Object.assign(peaks, {
      heap: m.heapUsed,
      external: m.external,
      rss: m.rss,
      liveHeap: m.heapUsed,
      liveExternal: m.external,
    });
    return m;
  };
  const sampler = setInterval(sample, 20);
  const liveSampler = setInterval(sampleLive, 1000);
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const u = process.cpuUsage(since);
    return (u.user + u.system) / 1000;
  };
  const memCells = (before: NodeJS.MemoryUsage) =>
    [before.heapUsed, peaks.liveHeap, peaks.liveExternal, peaks.heap, peaks.external, before.rss, peaks.rss]
      .map(mb)
      .join(' | ');

  // On PostgreSQL the exports run as the server runs them: ExportWorker forks export-child.ts per job
  // (this process's flags minus --max-semi-space-size); the child reports its peak RSS and CPU time.
  const worker =
    bench.database.kind === 'postgres'
      ? new ExportWorker(bench.database, { warn: (o, m) => console.error(m, o), info: () => undefined })
      : undefined;
  console.log(
    '| | days | rows | cells | file | time | CPU time (bench process) | rows/s | heap before | live heap peak | live external peak | heap peak | external peak | RSS before | RSS peak | child RSS peak | child CPU time |',
  );
  console.log(`| --- |${' ---: |'.repeat(16)}`);

  let before: NodeJS.MemoryUsage;
  let cpu0: NodeJS.CpuUsage;
  // Bare: the same window queries as the writer (one packed row per window; two windows at once, as the
  // writer reads ahead), results dropped.
  if (BARE) {
    before = reset();
    cpu0 = process.cpuUsage();
    t0 = performance.now();
    let read = 0;
    const window = async (from: number) => {
      if (from >= end) return;
      const packed = await repo.selectPackedMeans(db, {
        ...spec,
        resolution: '10s',
        from: new Date(from),
        to: new Date(Math.min(end, from + WINDOW)),
      });
      read += (packed?.k.length ?? 0) / 2;
    };
    for (let from = start; from < end; from += 2 * WINDOW)
      await Promise.all([window(from), window(from + WINDOW)]);
    const bareMs = performance.now() - t0;
    sample();
    console.log(
      `| bare: window queries only (2 at once; ${n(read)} values read) | ${DAYS} | ${n(read / 40)} | ${n(read)} | — | ${n(bareMs)} ms | ${n(cpuMs(cpu0))} ms | ${n((read / 40 / bareMs) * 1000)} | ${memCells(before)} | — | — |`,
    );
  }
  const workbooks: { id: string; rows: number }[] = [];
  for (const format of FORMATS)
    for (const days of [...new Set([Math.min(COMPARE_DAYS, DAYS), DAYS])]) {
      const to = new Date(start + days * 86_400_000);
      const [job] = await db
        .insert(conningExportJobs)
        .values({ shipId: shipId!, paths, fromTs: spec.from, toTs: to, frequency: spec.frequency, format })
        .returning({ id: conningExportJobs.id });
      before = reset();
      cpu0 = process.cpuUsage();
      t0 = performance.now();
      let rows: number;
      let size: number;
      let childCells = '— | — |';
      if (worker) {
        // The server's path on PostgreSQL: the job claimed by this process's worker, written by a child.
        await db
          .update(conningExportJobs)
          .set({ state: 'WORKING', worker: worker.id, attempts: 1, heartbeatAt: new Date() })
          .where(eq(conningExportJobs.id, job!.id));
        await worker.run((await repo.findJob(db, job!.id))!);
        const done = (await repo.findJob(db, job!.id))!;
        if (done.state !== 'DONE') throw new Error(`export ${done.state}: ${done.error}`);
        rows = done.rows;
        size = done.fileSize ?? 0;
        const run = worker.lastRun!;
        childCells = `${mb(run.maxRssBytes ?? NaN)} | ${n(run.cpuMs ?? NaN)} ms |`;
      } else {
        const sink = new ChunkSink(db, job!.id);
        rows = await writeExport(db, { ...spec, to, format }, sink, async () => undefined);
        if (!sink.writableFinished) await new Promise((r) => sink.once('finish', r));
        size = sink.size;
      }
      const ms = performance.now() - t0;
      sample();
      console.log(
        `| Keel: ${format} ${worker ? 'in the export child process' : "through the job's writer in this process"} | ${days} | ${n(rows)} | ${n(rows * 40)} | ${mb(size)} | ${n(ms)} ms | ${n(cpuMs(cpu0))} ms | ${n((rows / ms) * 1000)} | ${memCells(before)} | ${childCells}`,
      );
      if (format === 'xlsx') workbooks.push({ id: job!.id, rows });
      else await bench.raw.query('DELETE FROM conning_export_chunks WHERE job_id = $1', [job!.id]);
    }
  clearInterval(sampler);
  clearInterval(liveSampler);
  // After the measurements: read each workbook back and count its rows (header + data).
  for (const { id, rows } of workbooks) {
    const chunks = await bench.raw.query<{ data: Buffer }>(
      'SELECT data FROM conning_export_chunks WHERE job_id = $1 ORDER BY seq',
      [id],
    );
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(
      Readable.from(chunks.rows.map((r) => Buffer.from(r.data))),
      { styles: 'cache' },
    );
    let sheetRows = 0;
    for await (const sheet of reader)
      for await (const row of sheet) {
        sheetRows++;
        // The first data row: the first bucket's time (a date) and the seeded value of the first path.
        if (sheetRows === 2) checkFirstRow(row, start, paths[0]!);
      }
    if (sheetRows !== rows + 1) throw new Error(`workbook has ${sheetRows} rows, expected ${rows + 1}`);
    await bench.raw.query('DELETE FROM conning_export_chunks WHERE job_id = $1', [id]);
  }

  console.log(
    `\nTarget: 259,200 rows (30 days) in < 10 s, peak RSS < 200 MB. CPU time is this process's (user + system): on a loaded machine it shows the work apart from the wait for a core. Heap = V8 heap used; external = memory outside it (Buffers: the zip's and the chunks'); live = after a full gc, every second; the other peaks sampled every 20 ms (garbage included) from a gc'd start. The xlsx was read back: row count checked.\n\n${machineLine()}`,
  );
  await bench.dispose();
}

/** The first data row holds the start as a date and path 1's seeded value (10 + sin 0 · 5) in display units. */
function checkFirstRow(row: ExcelJS.Row, start: number, path: string) {
  const time = row.getCell(1).value;
  const value = row.getCell(2).value;
  const expected = Number(toDisplayUnit(describePath(path)?.unit ?? '', 10).toPrecision(10));
  if (!(time instanceof Date) || time.getTime() !== start || value !== expected)
    throw new Error(
      `first row read back as ${String(time)}, ${String(value)}; expected ${new Date(start).toISOString()}, ${expected}`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
