import { once } from 'node:events';
import type { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvLine } from '@keel/domain';

/** Writes one table row by row to an output, in CSV or as an .xlsx workbook (streamed). */
export interface TableWriter {
  row(cells: (string | number | null)[]): Promise<void>;
  end(): Promise<void>;
  /** Most bytes of sheet XML seen waiting for the zip (xlsx only; 0 for CSV). */
  readonly zipBacklogPeak: number;
}

/** Rows written between waits for the output (and the zip) to drain (TOOLCHAIN-NOTES pitfall 9). */
const DRAIN_EVERY = 500;
/** Sheet XML allowed to wait for the zip before the writer waits (docs/conning-exports.md "Memory"). */
export const ZIP_BACKLOG_LIMIT = 1024 * 1024;

export function csvWriter(out: Writable): TableWriter {
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  return {
    row: (cells) => write(csvLine(cells)),
    end: () =>
      new Promise<void>((resolve, reject) => {
        out.once('error', reject);
        out.end(resolve);
      }),
    zipBacklogPeak: 0,
  };
}

type ZipInput = EventEmitter & { _writableState?: { length: number } };

/**
 * The stream the zip reads the sheet's XML from (exceljs 4.4: the worksheet's `stream`, a StreamBuf,
 * pipes into archiver's PassThrough). ExcelJS writes into it without heeding `write()`'s answer, so when
 * deflate and the output are slower than the rows come, the XML piles up there: ~30 MB a day of
 * ten-second rows × 40 columns, i.e. memory growing with the period. Undefined if the internals change.
 */
function zipInputOf(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const input = stream?.pipes?.[0] as ZipInput | undefined;
  return typeof input?._writableState?.length === 'number' ? input : undefined;
}

/**
 * An .xlsx streamed to `out` (exceljs streaming writer, rows committed one by one). Every
 * {@link DRAIN_EVERY} rows it waits for `out` to drain and for the zip to take the sheet XML down to
 * {@link ZIP_BACKLOG_LIMIT}, so memory stays flat whatever the number of rows.
 */
export function xlsxWriter(out: Writable, sheetName: string, widths: number[]): TableWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Keel';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
  sheet.columns = widths.map((width, i) => ({ key: `c${i}`, width }));
  let written = 0;
  let backlogPeak = 0;
  return {
    row: async (cells) => {
      const row = sheet.addRow(cells);
      if (written === 0) row.font = { bold: true };
      row.commit();
      written += 1;
      if (written % DRAIN_EVERY !== 0) return;
      if (out.writableNeedDrain) await once(out, 'drain');
      const input = zipInputOf(sheet);
      const backlog = input?._writableState?.length ?? 0;
      backlogPeak = Math.max(backlogPeak, backlog);
      if (input && backlog > ZIP_BACKLOG_LIMIT) await once(input, 'drain');
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
    get zipBacklogPeak() {
      return backlogPeak;
    },
  };
}
