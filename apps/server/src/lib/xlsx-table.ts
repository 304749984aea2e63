import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The MIME type of an .xlsx workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows written between waits for the output to drain (TOOLCHAIN-NOTES pitfall 9). */
const DRAIN_EVERY = 500;

/** Excel number format of an amount: thousands separator, two decimals. */
export const AMOUNT_FORMAT = '#,##0.00';

/** One column of an exported table. */
export interface XlsxColumn<R> {
  header: string;
  width: number;
  numFmt?: string;
  value: (row: R) => ExcelJS.CellValue;
}

/** A decimal string as a number cell (null stays an empty cell). */
export const amountCell = (amount: string | null): number | null => (amount === null ? null : Number(amount));

/** `2026-12-01` as the text `2026/12/01` (null stays an empty cell). */
export const dateText = (day: string | null): string | null => (day ? day.replaceAll('-', '/') : null);

/**
 * Streams `rows` to `out` as an .xlsx workbook of one sheet: bold header row, frozen, with an
 * autofilter over the header and the rows, a number format per column. `note`, when given, is written
 * in italics in a row of its own after the table (outside the filter). Waits for `out` to drain as it
 * goes, so memory stays flat whatever the number of rows.
 */
export async function writeTableWorkbook<R>(
  out: Writable,
  sheetName: string,
  columns: readonly XlsxColumn<R>[],
  rows: readonly R[],
  note?: string,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Keel';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: `c${i}`,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows.length + 1, column: columns.length } };
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for (const row of rows) {
    sheet.addRow(columns.map((c) => c.value(row) ?? null)).commit();
    written += 1;
    if (written % DRAIN_EVERY === 0 && out.writableNeedDrain) await once(out, 'drain');
  }
  if (note) {
    const noteRow = sheet.addRow([note]);
    noteRow.font = { italic: true };
    noteRow.commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Answers a workbook as a download (`attachment; filename="…"`, never cached): `write` streams it
 * into the reply; a failure midway is logged and ends the stream with the error.
 */
export function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  write: (out: Writable) => Promise<void>,
) {
  const out = new PassThrough();
  write(out).catch((error: unknown) => {
    request.log.error({ err: error }, `export of ${fileName} failed`);
    out.destroy(error as Error);
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(out);
}
