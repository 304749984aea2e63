import type { Writable } from 'node:stream';
import type { OverBudgetItem } from '@keel/domain';
import { AMOUNT_FORMAT, amountCell, writeTableWorkbook, type XlsxColumn } from '../../../lib/xlsx-table';

/** People's names of the kinds of entry. */
const KIND_LABELS: Record<OverBudgetItem['kind'], string> = {
  over: 'Over budget',
  error: 'To resolve',
};

/** The columns of the over-budgets export. */
export const OVER_BUDGET_COLUMNS: XlsxColumn<OverBudgetItem>[] = [
  { header: 'Ship', width: 18, value: (i) => i.shipName },
  { header: 'Category code', width: 14, value: (i) => i.categoryCode },
  {
    header: 'Category',
    width: 28,
    value: (i) => i.categoryName ?? (i.categoryId ? null : 'No category'),
  },
  { header: 'Kind', width: 13, value: (i) => KIND_LABELS[i.kind] },
  { header: 'Currency', width: 9, value: (i) => i.currency },
  { header: 'Budget', width: 14, numFmt: AMOUNT_FORMAT, value: (i) => amountCell(i.budget) },
  { header: 'Committed', width: 14, numFmt: AMOUNT_FORMAT, value: (i) => amountCell(i.committed) },
  { header: 'Over by', width: 14, numFmt: AMOUNT_FORMAT, value: (i) => amountCell(i.excess) },
  { header: 'Message', width: 60, value: (i) => i.message },
];

/** Streams the entries of the over-budget view to `out` as an .xlsx workbook. */
export function writeOverBudgetsWorkbook(out: Writable, items: readonly OverBudgetItem[]): Promise<void> {
  return writeTableWorkbook(out, 'Over budgets', OVER_BUDGET_COLUMNS, items);
}
