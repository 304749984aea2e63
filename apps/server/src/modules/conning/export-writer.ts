import { Writable } from 'node:stream';
import {
  EXPORT_RESOLUTION,
  EXPORT_STEP_MS,
  POSITION_PATH,
  exportCells,
  exportColumns,
  exportRowTimeCount,
  exportTimeText,
  firstRowTime,
  isPosition,
  nearest,
  type ExportFormat,
  type ExportFrequency,
  type ExportRowValues,
} from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { csvWriter, xlsxWriter } from './export-table-writer';
import * as repo from './export.repo';

/** What an export covers. */
export interface ExportSpec {
  shipId: string;
  paths: string[];
  from: Date;
  to: Date;
  frequency: ExportFrequency;
  format: ExportFormat;
}

/** Row times read per query: a window of this many steps (Day (Noon): 31 days). */
const WINDOW_STEPS = 720;
const HALF_HOUR = 1_800_000;

/** The values of each row time of one window: numbers per path (SI), position in degrees. */
async function windowRows(
  db: DbOrTx,
  spec: ExportSpec,
  numeric: string[],
  withPosition: boolean,
  from: number,
  to: number,
): Promise<Map<number, ExportRowValues>> {
  const rows = new Map<number, ExportRowValues>();
  const put = (t: number, path: string, value: number | { latitude: number; longitude: number }) => {
    let row = rows.get(t);
    if (!row) rows.set(t, (row = new Map()));
    row.set(path, value);
  };
  const resolution = EXPORT_RESOLUTION[spec.frequency];
  if (spec.frequency !== 'DAILY') {
    const means = await repo.selectBucketMeans(db, {
      shipId: spec.shipId,
      paths: numeric,
      resolution,
      from: new Date(from),
      to: new Date(to),
    });
    for (const m of means) put(m.bucket.getTime(), m.path, m.mean);
    if (withPosition) {
      const positions = await repo.selectBucketPositions(db, {
        shipId: spec.shipId,
        from: new Date(from),
        to: new Date(to),
        stepMs: EXPORT_STEP_MS[spec.frequency],
      });
      for (const p of positions) if (isPosition(p.val)) put(p.bucket, POSITION_PATH, p.val);
    }
    return rows;
  }
  // Day (Noon): per noon, each path's minute bucket nearest to 12:00 UTC within half an hour.
  for (let noon = from; noon < to; noon += EXPORT_STEP_MS.DAILY) {
    const range = { from: new Date(noon - HALF_HOUR), to: new Date(noon + HALF_HOUR + 1) };
    const means = await repo.selectBucketMeans(db, {
      shipId: spec.shipId,
      paths: numeric,
      resolution,
      ...range,
    });
    const byPath = new Map<string, { t: number; v: number }[]>();
    for (const m of means) {
      const list = byPath.get(m.path) ?? [];
      list.push({ t: m.bucket.getTime(), v: m.mean });
      byPath.set(m.path, list);
    }
    for (const [path, list] of byPath) {
      const best = nearest(list, noon);
      if (best) put(noon, path, best.v);
    }
    if (withPosition) {
      const positions = await repo.selectPositions(db, { shipId: spec.shipId, ...range });
      const best = nearest(
        positions.filter((p) => isPosition(p.val)),
        noon,
      );
      if (best && isPosition(best.val)) put(noon, POSITION_PATH, best.val);
    }
  }
  return rows;
}

/**
 * Writes an export to `out`: a header row (time, then each path in display units), then one row per
 * row time that has data, read window by window so memory stays flat whatever the period.
 * `progress(done, rows)` is called after each window with the share of row times done (0–1).
 */
export async function writeExport(
  db: DbOrTx,
  spec: ExportSpec,
  out: Writable,
  progress: (done: number, rows: number) => Promise<void>,
): Promise<number> {
  const columns = exportColumns(spec.paths);
  const numeric = spec.paths.filter((p) => p !== POSITION_PATH);
  const withPosition = spec.paths.includes(POSITION_PATH);
  const writer =
    spec.format === 'csv'
      ? csvWriter(out)
      : xlsxWriter(out, 'Conning', [
          20,
          ...columns.map((c) => Math.min(40, Math.max(12, c.header.length + 2))),
        ]);
  await writer.row(['Time (UTC)', ...columns.map((c) => c.header)]);
  const step = EXPORT_STEP_MS[spec.frequency];
  const fromMs = spec.from.getTime();
  const toMs = spec.to.getTime();
  const total = exportRowTimeCount(fromMs, toMs, spec.frequency);
  const windowMs = spec.frequency === 'DAILY' ? 31 * step : WINDOW_STEPS * step;
  let rows = 0;
  let done = 0;
  for (let start = firstRowTime(fromMs, spec.frequency); start < toMs; start += windowMs) {
    const end = Math.min(toMs, start + windowMs);
    const values = await windowRows(db, spec, numeric, withPosition, start, end);
    for (let t = start; t < end; t += step) {
      done += 1;
      const row = values.get(t);
      if (!row) continue;
      await writer.row([exportTimeText(t), ...exportCells(columns, row)]);
      rows += 1;
    }
    await progress(total ? Math.min(1, done / total) : 1, rows);
  }
  await writer.end();
  return rows;
}

/** Chunk size of a stored export file. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * A writable that stores what it receives as numbered chunks of {@link CHUNK_BYTES} in the
 * database: the write callback waits for the insert, so the writer upstream slows down with it.
 */
export class ChunkSink extends Writable {
  private parts: Buffer[] = [];
  private buffered = 0;
  private seq = 0;
  /** Bytes stored so far. */
  size = 0;

  constructor(
    private readonly db: DbOrTx,
    private readonly jobId: string,
  ) {
    super({ highWaterMark: CHUNK_BYTES });
  }

  override _write(
    chunk: Buffer | string,
    encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    this.parts.push(buffer);
    this.buffered += buffer.length;
    if (this.buffered < CHUNK_BYTES) return callback();
    this.store().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void) {
    this.store().then(() => callback(), callback);
  }

  private async store() {
    if (this.buffered === 0) return;
    const data = Buffer.concat(this.parts, this.buffered);
    this.parts = [];
    this.buffered = 0;
    await repo.insertChunk(this.db, this.jobId, this.seq++, data);
    this.size += data.length;
  }
}
