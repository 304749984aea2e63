import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { csvLine, exportTimeText } from '@keel/domain/conning/export-table'; // not the index: export-child.ts
import { CELL_TEXT_MAX, writeAscii, writeCellText } from './export-number';

/**
 * Writes one table to an output, in CSV or as an .xlsx workbook (xlsx-table-writer.ts): the header,
 * then rows window by window. Each row is a time and `width` numbers in display units, NaN for no value
 * (an empty cell); numbers are written rounded to 10 significant digits (export-number.ts).
 */
export interface TableWriter {
  header(cells: readonly string[]): Promise<void>;
  /** Row i: `times[i]` (ms, UTC) and `values[i * width …]`. Resolves once the output can take more. */
  rows(times: readonly number[], values: Float64Array, width: number): Promise<void>;
  end(): Promise<void>;
  /** Most bytes seen waiting inside the writer (the zip's deflate; 0 for CSV). */
  readonly bufferedPeak: number;
}

/** CSV handed to the output at a time (bytes). */
const WRITE_BYTES = 256 * 1024;

/** CSV per RFC 4180 (CRLF), time as `YYYY-MM-DD HH:mm:ss` UTC; waits on each write that asks to. */
export function csvWriter(out: Writable): TableWriter {
  const write = async (text: string | Buffer) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  return {
    header: (cells) => write(csvLine(cells)),
    async rows(times, values, width) {
      const rowRoom = 32 + width * (1 + CELL_TEXT_MAX);
      let buf = Buffer.allocUnsafe(Math.max(WRITE_BYTES, 2 * rowRoom));
      let pos = 0;
      for (let i = 0; i < times.length; i++) {
        if (pos + rowRoom > buf.length) {
          await write(buf.subarray(0, pos));
          buf = Buffer.allocUnsafe(buf.length);
          pos = 0;
        }
        pos = writeAscii(buf, pos, exportTimeText(times[i]!));
        const base = i * width;
        for (let c = 0; c < width; c++) {
          buf[pos++] = 44; // ','
          pos = writeCellText(buf, pos, values[base + c]!);
        }
        buf[pos++] = 13; // CRLF
        buf[pos++] = 10;
      }
      if (pos) await write(buf.subarray(0, pos));
    },
    end: () =>
      new Promise<void>((resolve, reject) => {
        out.once('error', reject);
        out.end(resolve);
      }),
    bufferedPeak: 0,
  };
}
