import { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvWriter } from './export-table-writer';
import { xlsxWriter } from './xlsx-table-writer';

/** An output that takes a few milliseconds per write, as the chunk inserts into the database do. */
class SlowSink extends Writable {
  readonly parts: Buffer[] = [];
  /** Most bytes seen waiting in this output. */
  waitingPeak = 0;
  constructor(private readonly delayMs = 3) {
    super({ highWaterMark: 256 * 1024 });
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.parts.push(chunk);
    this.waitingPeak = Math.max(this.waitingPeak, this.writableLength);
    setTimeout(callback, this.delayMs);
  }
}

const finished = async (out: Writable) => {
  if (!out.writableFinished) await new Promise((resolve) => out.once('finish', resolve));
};

const T0 = Date.parse('2026-01-01T00:00:00Z');
const HEADER = ['Time (UTC)', 'Speed over ground (kn)', 'Heading (true) (°)', 'Wind <gust> & "peak" (kn)'];
/** Three rows: every kind of cell (numbers, zero, negatives, tiny and huge values, empty cells). */
const TIMES = [T0, T0 + 10_000, T0 + 86_399_000];
const VALUES = new Float64Array([
  9.719222462,
  90,
  0.000001234567891,
  0,
  NaN,
  -12.5,
  123456789.1234,
  Infinity,
  1e21,
]);
/** What each value cell must read back as (null: the cell is empty). */
const EXPECTED = [
  [9.719222462, 90, 0.000001234567891],
  [0, null, -12.5],
  [123456789.1, null, 1e21],
];

describe('xlsxWriter (SpreadsheetML streamed into a zip)', () => {
  it('writes a workbook exceljs reads back cell for cell: header, dates, numbers, empty cells, styles', async () => {
    const out = new SlowSink(0);
    const writer = xlsxWriter(out, 'Conning', [20, 14, 16, 30]);
    await writer.header(HEADER);
    await writer.rows(TIMES, VALUES, 3);
    await writer.end();
    await finished(out);
    const file = Buffer.concat(out.parts);

    // The whole workbook (JSZip + exceljs's model): styles, view, widths.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.creator).toBe('Keel');
    const sheet = workbook.getWorksheet('Conning')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER]);
    for (let c = 1; c <= 4; c++) expect(sheet.getRow(1).getCell(c).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([20, 14, 16, 30]);
    TIMES.forEach((t, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toEqual(new Date(t));
      expect(row.getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      expect(row.getCell(1).font?.bold).toBeFalsy();
      EXPECTED[i]!.forEach((v, c) => expect(row.getCell(c + 2).value, `row ${i + 2} col ${c + 2}`).toBe(v));
    });

    // The streaming reader (what the bench and a big file use): the same cells.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { styles: 'cache' });
    const rows: unknown[][] = [];
    for await (const ws of reader) for await (const row of ws) rows.push((row.values as unknown[]).slice(1));
    expect(rows).toEqual([
      HEADER,
      ...TIMES.map((t, i) => [new Date(t), ...EXPECTED[i]!.map((v) => (v === null ? undefined : v))]),
    ]);
  });

  it('waits for a slow output: what waits inside stays bounded, and every row arrives', async () => {
    const out = new SlowSink();
    const writer = xlsxWriter(out, 'Conning', []);
    const width = 40;
    const perWindow = 720;
    const windows = 12; // 8,640 rows: one day at ten seconds
    await writer.header(['Time (UTC)', ...Array.from({ length: width }, (_, k) => `Value ${k}`)]);
    const values = new Float64Array(perWindow * width);
    for (let w = 0; w < windows; w++) {
      const times = Array.from({ length: perWindow }, (_, i) => T0 + (w * perWindow + i) * 10_000);
      for (let i = 0; i < perWindow; i++)
        for (let k = 0; k < width; k++)
          values[i * width + k] = k * 10 + Math.sin((w * perWindow + i) / 300) * 5 + 0.123;
      await writer.rows(times, values, width);
    }
    await writer.end();
    await finished(out);

    // ~36 MB of sheet XML went through; deflate and the output held at most a few MB of it at a time.
    expect(writer.bufferedPeak).toBeGreaterThan(0);
    expect(writer.bufferedPeak).toBeLessThan(2 * 1024 * 1024);
    expect(out.waitingPeak).toBeLessThan(2 * 1024 * 1024);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(out.parts), {});
    let count = 0;
    let last: unknown;
    for await (const sheet of reader)
      for await (const row of sheet) {
        count += 1;
        last = row.getCell(2).value;
      }
    const rows = perWindow * windows;
    expect(count).toBe(rows + 1);
    expect(last).toBeCloseTo(0.123 + Math.sin((rows - 1) / 300) * 5, 6);
  });

  it('fails (does not hang) when the output fails', async () => {
    let writes = 0;
    const out = new Writable({
      highWaterMark: 64 * 1024,
      write(_chunk, _encoding, callback) {
        writes += 1;
        setTimeout(() => callback(writes > 3 ? new Error('chunk insert failed') : null), 1);
      },
    });
    out.on('error', () => undefined);
    const writer = xlsxWriter(out, 'Conning', []);
    const run = async () => {
      await writer.header(['Time (UTC)', 'A']);
      const values = new Float64Array(720).map((_, i) => i * 1.5);
      for (let w = 0; w < 200; w++)
        await writer.rows(
          Array.from({ length: 720 }, (_, i) => T0 + (w * 720 + i) * 10_000),
          values,
          1,
        );
      await writer.end();
    };
    await expect(run()).rejects.toThrow('chunk insert failed');
  });
});

describe('csvWriter', () => {
  it('writes RFC 4180 lines: time text, numbers rounded to 10 significant digits, empty cells', async () => {
    const out = new SlowSink(0);
    const writer = csvWriter(out);
    await writer.header(HEADER);
    await writer.rows(TIMES, VALUES, 3);
    await writer.end();
    await finished(out);
    expect(Buffer.concat(out.parts).toString('utf8')).toBe(
      'Time (UTC),Speed over ground (kn),Heading (true) (°),"Wind <gust> & ""peak"" (kn)"\r\n' +
        '2026-01-01 00:00:00,9.719222462,90,0.000001234567891\r\n' +
        '2026-01-01 00:00:10,0,,-12.5\r\n' +
        '2026-01-01 23:59:59,123456789.1,,1e+21\r\n',
    );
  });
});
