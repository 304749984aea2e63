import type { Writable } from 'node:stream';
import { AGEING_BUCKET_LABELS, type AgeingRow, type Invoice } from '@keel/domain';
import {
  AMOUNT_FORMAT,
  amountCell,
  dateText,
  writeTableWorkbook,
  type XlsxColumn,
} from '../../../lib/xlsx-table';

/** Most rows one export holds. */
export const INVOICE_EXPORT_LIMIT = 50_000;

const columns: XlsxColumn<Invoice>[] = [
  { header: 'Number', width: 16, value: (i) => i.number ?? 'draft' },
  { header: 'State', width: 15, value: (i) => i.displayState },
  { header: 'Customer', width: 32, value: (i) => i.customerName },
  { header: 'Ship', width: 22, value: (i) => i.shipName },
  { header: 'Invoice date', width: 12, value: (i) => dateText(i.invoiceDate) },
  { header: 'Due date', width: 12, value: (i) => dateText(i.dueDate) },
  { header: 'Currency', width: 9, value: (i) => i.currency },
  { header: 'Total', width: 14, numFmt: AMOUNT_FORMAT, value: (i) => amountCell(i.total) },
  { header: 'Paid', width: 14, numFmt: AMOUNT_FORMAT, value: (i) => amountCell(i.paidAmount) },
  { header: 'Balance', width: 14, numFmt: AMOUNT_FORMAT, value: (i) => amountCell(i.balance) },
  { header: 'Reference', width: 20, value: (i) => i.reference },
];

/** The filtered invoices as a workbook. */
export function writeInvoicesWorkbook(out: Writable, rows: readonly Invoice[], total: number) {
  const note = total > rows.length ? `First ${rows.length} of ${total} invoices` : undefined;
  return writeTableWorkbook(out, 'Invoices', columns, rows, note);
}

const ageingColumns: XlsxColumn<AgeingRow>[] = [
  { header: 'Customer', width: 32, value: (r) => r.partyName },
  { header: 'Currency', width: 9, value: (r) => r.currency },
  ...(['current', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const).map((b) => ({
    header: AGEING_BUCKET_LABELS[b],
    width: 14,
    numFmt: AMOUNT_FORMAT,
    value: (r: AgeingRow) => amountCell(r[b]),
  })),
  { header: 'Total', width: 14, numFmt: AMOUNT_FORMAT, value: (r) => amountCell(r.total) },
  { header: 'Invoices', width: 9, value: (r) => r.count },
];

/** The AR ageing as a workbook. */
export function writeAgeingWorkbook(out: Writable, rows: readonly AgeingRow[], asOf: string) {
  return writeTableWorkbook(
    out,
    'AR ageing',
    ageingColumns,
    rows,
    `Open receivables as of ${dateText(asOf)}`,
  );
}
