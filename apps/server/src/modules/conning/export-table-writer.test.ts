import { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ZIP_BACKLOG_LIMIT, xlsxWriter } from './export-table-writer';

/** An output that takes a few milliseconds per write, as the chunk inserts into the database do. */
class SlowSink extends Writable {
  readonly parts: Buffer[] = [];
  constructor() {
    super({ highWaterMark: 256 * 1024 });
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.parts.push(chunk);
    setTimeout(callback, 3);
  }
}

describe('xlsxWriter (streamed workbook)', () => {
  it('keeps the sheet XML waiting for the zip bounded when the output is slow, and writes every row', async () => {
    const out = new SlowSink();
    const writer = xlsxWriter(out, 'Conning', Array<number>(41).fill(14));
    const rows = 8_000;
    await writer.row(['Time (UTC)', ...Array.from({ length: 40 }, (_, k) => `Value ${k}`)]);
    for (let i = 0; i < rows; i++)
      await writer.row([
        `t${i}`,
        ...Array.from({ length: 40 }, (_, k) => k * 10 + Math.sin(i / 300) * 5 + 0.123),
      ]);
    await writer.end();
    if (!out.writableFinished) await new Promise((resolve) => out.once('finish', resolve));

    // Without waiting for the zip, this reached tens of MB (it grows with the rows: ~30 MB a day of 10 s rows).
    expect(writer.zipBacklogPeak).toBeGreaterThan(0);
    expect(writer.zipBacklogPeak).toBeLessThan(2 * ZIP_BACKLOG_LIMIT);

    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(out.parts), {});
    let count = 0;
    let last: unknown;
    for await (const sheet of reader)
      for await (const row of sheet) {
        count += 1;
        last = row.getCell(2).value;
      }
    expect(count).toBe(rows + 1);
    expect(last).toBeCloseTo(0.123 + Math.sin((rows - 1) / 300) * 5, 6);
  });
});
