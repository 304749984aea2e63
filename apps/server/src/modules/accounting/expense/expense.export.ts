import type { Writable } from 'node:stream';
import type { Expense } from '@keel/domain';
import {
  AMOUNT_FORMAT,
  amountCell,
  dateText,
  writeTableWorkbook,
  type XlsxColumn,
} from '../../../lib/xlsx-table';

/** Most rows one export holds. */
export const EXPENSE_EXPORT_LIMIT = 20_000;

const columns: XlsxColumn<Expense>[] = [
  { header: 'Date', width: 12, value: (e) => dateText(e.expenseDate) },
  { header: 'Ship', width: 24, value: (e) => e.shipName },
  { header: 'Category', width: 28, value: (e) => `${e.categoryCode} ${e.categoryName}` },
  { header: 'Party', width: 10, value: (e) => e.partyType },
  { header: 'Agent', width: 28, value: (e) => e.agentName },
  { header: 'Description', width: 40, value: (e) => e.description },
  { header: 'Amount', width: 14, numFmt: AMOUNT_FORMAT, value: (e) => amountCell(e.amount) },
  { header: 'Currency', width: 9, value: (e) => e.currency },
  { header: 'Rate', width: 14, value: (e) => e.rate },
  { header: 'Rate date', width: 12, value: (e) => dateText(e.rateDate) },
  { header: 'Rate source', width: 14, value: (e) => e.rateSource },
  { header: 'Base amount', width: 14, numFmt: AMOUNT_FORMAT, value: (e) => amountCell(e.baseAmount) },
  { header: 'Base currency', width: 9, value: (e) => e.baseCurrency },
  { header: 'Rebillable', width: 10, value: (e) => (e.rebillable ? 'yes' : '') },
  { header: 'Customer', width: 24, value: (e) => e.customerName },
  { header: 'Invoiced', width: 12, value: (e) => dateText(e.invoicedAt?.slice(0, 10) ?? null) },
  { header: 'Receipt', width: 24, value: (e) => e.receipt?.name ?? null },
];

/** The filtered expenses as a workbook; `total` > rows notes that the export was cut. */
export function writeExpensesWorkbook(out: Writable, rows: readonly Expense[], total: number) {
  const note =
    total > rows.length
      ? `The first ${rows.length} of ${total} expenses; narrow the filters for the rest.`
      : undefined;
  return writeTableWorkbook(out, 'Expenses', columns, rows, note);
}
