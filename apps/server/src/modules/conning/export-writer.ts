import { Writable } from 'node:stream';
// The domain's conning files, not its index: the export child process (export-child.ts) loads this
// module and would otherwise load every schema of the domain (~27 MB of its RSS).
import {
  EXPORT_RESOLUTION,
  EXPORT_STEP_MS,
  type ExportFormat,
  type ExportFrequency,
} from '@keel/domain/conning/export.schema';
import {
  POSITION_PATH,
  exportCells,
  exportColumns,
  exportRowTimeCount,
  firstRowTime,
  nearest,
  toDisplayUnit,
  type ExportColumn,
  type ExportRowValues,
} from '@keel/domain/conning/export-table';
import { isPosition } from '@keel/domain/conning/model';
import type { DbOrTx } from '../../db/client';
import { csvWriter } from './export-table-writer';
import { xlsxWriter } from './xlsx-table-writer';
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
/**
 * Windows read at once while one is written: on PostgreSQL each on a connection of its own (the export
 * child's pool has one more for the chunk inserts), so two backends scan while the writer writes
 * (docs/conning-exports.md "Session 16"); on PGlite they queue on its one connection.
 */
const READ_AHEAD = 2;
const HALF_HOUR = 1_800_000;

/** Where each value of an export goes: the grid's columns (time apart) and the unit of each path. */
interface Layout {
  columns: ExportColumn[];
  /** The paths read from the aggregates (all but the position), in the order of the request. */
  numeric: string[];
  /** Column of each numeric path, and its SI unit. */
  slot: number[];
  unit: string[];
  /** Columns of latitude and longitude, -1 without the position. */
  latitude: number;
  longitude: number;
}

function layoutOf(paths: string[]): Layout {
  const columns = exportColumns(paths);
  const slot: number[] = [];
  const unit: string[] = [];
  columns.forEach((c, i) => {
    if (c.coordinate) return;
    slot.push(i);
    unit.push(c.siUnit);
  });
  return {
    columns,
    numeric: paths.filter((p) => p !== POSITION_PATH),
    slot,
    unit,
    latitude: columns.findIndex((c) => c.coordinate === 'latitude'),
    longitude: columns.findIndex((c) => c.coordinate === 'longitude'),
  };
}

/** 2000-01-01 UTC, PostgreSQL's epoch of binary timestamps. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** One window's rows as read: packed means and positions per bucket, or (Day (Noon)) values per noon. */
type WindowData =
  | { kind: 'buckets'; means: repo.PackedMeans | undefined; positions: { bucket: number; val: unknown }[] }
  | { kind: 'noon'; rows: Map<number, ExportRowValues> };

/** Reads the window [from, to) of an export (ten seconds, minutes, hours). */
async function readBuckets(
  db: DbOrTx,
  spec: ExportSpec,
  layout: Layout,
  from: number,
  to: number,
): Promise<WindowData> {
  const range = { shipId: spec.shipId, from: new Date(from), to: new Date(to) };
  const means = await repo.selectPackedMeans(db, {
    ...range,
    paths: layout.numeric,
    resolution: EXPORT_RESOLUTION[spec.frequency],
  });
  const positions =
    layout.latitude >= 0
      ? await repo.selectBucketPositions(db, { ...range, stepMs: EXPORT_STEP_MS[spec.frequency] })
      : [];
  return { kind: 'buckets', means, positions };
}

/** Day (Noon): per noon, each path's minute bucket nearest to 12:00 UTC within half an hour. */
async function readNoons(
  db: DbOrTx,
  spec: ExportSpec,
  layout: Layout,
  from: number,
  to: number,
): Promise<WindowData> {
  const rows = new Map<number, ExportRowValues>();
  const put = (t: number, path: string, value: number | { latitude: number; longitude: number }) => {
    let row = rows.get(t);
    if (!row) rows.set(t, (row = new Map()));
    row.set(path, value);
  };
  for (let noon = from; noon < to; noon += EXPORT_STEP_MS.DAILY) {
    const range = { from: new Date(noon - HALF_HOUR), to: new Date(noon + HALF_HOUR + 1) };
    const means = await repo.selectBucketMeans(db, {
      shipId: spec.shipId,
      paths: layout.numeric,
      resolution: EXPORT_RESOLUTION.DAILY,
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
    if (layout.latitude >= 0) {
      const positions = await repo.selectPositions(db, { shipId: spec.shipId, ...range });
      const best = nearest(
        positions.filter((p) => isPosition(p.val)),
        noon,
      );
      if (best && isPosition(best.val)) put(noon, POSITION_PATH, best.val);
    }
  }
  return { kind: 'noon', rows };
}

/**
 * Lays a window's values out as rows: `values` (steps × columns, display units, NaN = no value) is
 * filled, then the rows with a value are moved to the front; returns their times.
 */
function fillWindow(
  data: WindowData,
  layout: Layout,
  from: number,
  step: number,
  values: Float64Array,
): number[] {
  const width = layout.columns.length;
  const steps = values.length / width;
  values.fill(NaN);
  const present = new Uint8Array(steps);
  const index = (t: number) => {
    const i = Math.round((t - from) / step);
    return i >= 0 && i < steps ? i : -1;
  };
  if (data.kind === 'buckets') {
    if (data.means) {
      const t = view(data.means.t);
      const k = view(data.means.k);
      const v = view(data.means.v);
      for (let j = 0, n = k.byteLength >> 1; j < n; j++) {
        // int64 µs since 2000-01-01 (exact as a double until the year 287,000)
        const micros = t.getInt32(j * 8) * 4_294_967_296 + t.getUint32(j * 8 + 4);
        const i = index(PG_EPOCH_MS + micros / 1000);
        if (i < 0) continue;
        present[i] = 1;
        const p = k.getInt16(j * 2) - 1;
        values[i * width + layout.slot[p]!] = toDisplayUnit(layout.unit[p]!, v.getFloat64(j * 8));
      }
    }
    for (const p of data.positions) {
      const i = index(p.bucket);
      if (i < 0 || !isPosition(p.val)) continue;
      present[i] = 1;
      values[i * width + layout.latitude] = p.val.latitude;
      values[i * width + layout.longitude] = p.val.longitude;
    }
  } else {
    for (const [t, row] of data.rows) {
      const i = index(t);
      if (i < 0) continue;
      present[i] = 1;
      const cells = exportCells(layout.columns, row);
      for (let c = 0; c < width; c++) values[i * width + c] = cells[c] ?? NaN;
    }
  }
  const times: number[] = [];
  for (let i = 0; i < steps; i++) {
    if (!present[i]) continue;
    if (times.length !== i) values.copyWithin(times.length * width, i * width, (i + 1) * width);
    times.push(from + i * step);
  }
  return times;
}

/**
 * Writes an export to `out`: a header row (time, then each path in display units), then one row per
 * row time that has data, read window by window so memory stays flat whatever the period. The next
 * window is read while this one is written (the database works on them meanwhile; {@link READ_AHEAD} windows
 * ahead, no more). `progress(done, rows)` is called after each window with the share of row times done (0–1).
 */
export async function writeExport(
  db: DbOrTx,
  spec: ExportSpec,
  out: Writable,
  progress: (done: number, rows: number) => Promise<void>,
): Promise<number> {
  const layout = layoutOf(spec.paths);
  const { columns } = layout;
  const writer =
    spec.format === 'csv'
      ? csvWriter(out)
      : xlsxWriter(out, 'Conning', [
          20,
          ...columns.map((c) => Math.min(40, Math.max(12, c.header.length + 2))),
        ]);
  await writer.header(['Time (UTC)', ...columns.map((c) => c.header)]);
  const step = EXPORT_STEP_MS[spec.frequency];
  const fromMs = spec.from.getTime();
  const toMs = spec.to.getTime();
  const total = exportRowTimeCount(fromMs, toMs, spec.frequency);
  const windowSteps = spec.frequency === 'DAILY' ? 31 : WINDOW_STEPS;
  const windowMs = windowSteps * step;
  const read = spec.frequency === 'DAILY' ? readNoons : readBuckets;
  const starts: number[] = [];
  for (let start = firstRowTime(fromMs, spec.frequency); start < toMs; start += windowMs) starts.push(start);
  const fetch = (i: number) => {
    const start = starts[i]!;
    const pending = read(db, spec, layout, start, Math.min(toMs, start + windowMs));
    pending.catch(() => undefined); // awaited below; if writing fails first, the error is the writer's
    return pending;
  };
  const values = new Float64Array(windowSteps * columns.length);
  let rows = 0;
  let done = 0;
  const reading: Promise<WindowData>[] = [];
  let asked = 0;
  const readAhead = () => {
    while (asked < starts.length && reading.length < READ_AHEAD) {
      const read = fetch(asked++);
      // Awaited in its turn, which rethrows; a read failing while an earlier window is written (or after the
      // writer failed) must not be an unhandled rejection meanwhile.
      read.catch(() => {});
      reading.push(read);
    }
  };
  readAhead();
  for (let w = 0; w < starts.length; w++) {
    const data = await reading.shift()!;
    readAhead();
    const start = starts[w]!;
    const times = fillWindow(data, layout, start, step, values);
    await writer.rows(times, values, columns.length);
    rows += times.length;
    done += Math.ceil((Math.min(toMs, start + windowMs) - start) / step);
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
