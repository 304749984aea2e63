import type { Writable } from 'node:stream';
import { AGEING_BUCKET_LABELS, BILL_STATE_LABELS, type ApAgeingRow, type BillSummary } from '@keel/domain';
import {
  AMOUNT_FORMAT,
  amountCell,
  dateText,
  writeTableWorkbook,
  type XlsxColumn,
} from '../../../lib/xlsx-table';

/** Most rows one export holds. */
export const BILL_EXPORT_LIMIT = 20_000;

const columns: XlsxColumn<BillSummary>[] = [
  { header: 'Bill', width: 18, value: (b) => b.number },
  { header: 'Vendor', width: 30, value: (b) => b.vendorName },
  { header: 'Vendor invoice', width: 20, value: (b) => b.vendorInvoiceNumber },
  { header: 'Ship', width: 22, value: (b) => b.shipName },
  { header: 'Bill date', width: 12, value: (b) => dateText(b.billDate) },
  { header: 'Due date', width: 12, value: (b) => dateText(b.dueDate) },
  { header: 'State', width: 12, value: (b) => BILL_STATE_LABELS[b.state] },
  { header: 'Match', width: 10, value: (b) => (b.matchStatus === 'MISMATCH' ? 'Mismatch' : 'Matched') },
  { header: 'Currency', width: 9, value: (b) => b.currency },
  { header: 'Total', width: 14, numFmt: AMOUNT_FORMAT, value: (b) => amountCell(b.total) },
  { header: 'Open', width: 14, numFmt: AMOUNT_FORMAT, value: (b) => amountCell(b.openAmount) },
  { header: 'Total (base)', width: 14, numFmt: AMOUNT_FORMAT, value: (b) => amountCell(b.totalBase) },
  { header: 'Overdue', width: 9, value: (b) => (b.overdue ? 'yes' : '') },
];

/** The filtered bills as a workbook. */
export function writeBillsWorkbook(out: Writable, rows: readonly BillSummary[]) {
  return writeTableWorkbook(out, 'Bills', columns, rows);
}

const ageingColumns: XlsxColumn<ApAgeingRow>[] = [
  { header: 'Vendor', width: 34, value: (r) => r.vendorName },
  ...(['current', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const).map((bucket) => ({
    header: AGEING_BUCKET_LABELS[bucket],
    width: 14,
    numFmt: AMOUNT_FORMAT,
    value: (r: ApAgeingRow) => amountCell(r[bucket]),
  })),
  { header: 'Total', width: 14, numFmt: AMOUNT_FORMAT, value: (r) => amountCell(r.total) },
];

/** The AP ageing as a workbook (open amounts in the base currency). */
export function writeAgeingWorkbook(out: Writable, rows: readonly ApAgeingRow[]) {
  return writeTableWorkbook(
    out,
    'AP ageing',
    ageingColumns,
    rows,
    'Open amounts in the base currency at each bill’s rate.',
  );
}
