import type { Writable } from 'node:stream';
import { z } from 'zod';
import {
  MAX_BULK_ITEMS,
  purchaseOrderListQuerySchema,
  PURCHASE_ORDER_STATE_LABELS,
  type PurchaseOrderSummary,
  type VendorResponse,
} from '@keel/domain';
import {
  AMOUNT_FORMAT,
  amountCell,
  dateText,
  writeTableWorkbook,
  type XlsxColumn,
} from '../../../lib/xlsx-table';

/** The most orders one export holds; past it a note row asks to narrow the filters. */
export const PURCHASE_ORDER_EXPORT_LIMIT = 10_000;

/** Query of `GET /purchasing/purchase-orders/totals`: the list's filters, no paging. */
export const purchaseOrderTotalsQuerySchema = purchaseOrderListQuerySchema.omit({
  offset: true,
  limit: true,
});

/**
 * Query of `GET /purchasing/purchase-orders/export.xlsx`: the list's filters and sort, no paging, and
 * optionally `ids` (comma-separated, at most {@link MAX_BULK_ITEMS}): only the orders a user selected.
 */
export const purchaseOrderExportQuerySchema = purchaseOrderTotalsQuerySchema.extend({
  ids: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()) : undefined))
    .pipe(
      z
        .array(z.uuid('ids must be ids of purchase orders, separated by commas'))
        .min(1, 'ids must name at least one order')
        .max(MAX_BULK_ITEMS, `ids must name at most ${MAX_BULK_ITEMS} orders`)
        .optional(),
    ),
});
/** A parsed export query. */
export type PurchaseOrderExportQuery = z.infer<typeof purchaseOrderExportQuerySchema>;

/** People's names of the vendor's answers. */
const VENDOR_RESPONSE_LABELS: Record<VendorResponse, string> = {
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  PROPOSED_DATE: 'Proposed another date',
};

/** The columns of the purchase-order export. */
export const PURCHASE_ORDER_COLUMNS: XlsxColumn<PurchaseOrderSummary>[] = [
  { header: 'Number', width: 16, value: (r) => r.number },
  { header: 'Revision', width: 9, numFmt: '0', value: (r) => r.revision },
  { header: 'Ship', width: 18, value: (r) => r.shipName },
  { header: 'Vendor', width: 28, value: (r) => r.vendorName },
  { header: 'State', width: 16, value: (r) => PURCHASE_ORDER_STATE_LABELS[r.state] },
  { header: 'Currency', width: 9, value: (r) => r.currency },
  { header: 'Total', width: 14, numFmt: AMOUNT_FORMAT, value: (r) => amountCell(r.total) },
  { header: 'Base currency', width: 13, value: (r) => r.baseCurrency },
  {
    header: 'Total in base currency',
    width: 20,
    numFmt: AMOUNT_FORMAT,
    value: (r) => amountCell(r.totalBase),
  },
  { header: 'Supply from', width: 12, value: (r) => dateText(r.supplyFrom) },
  { header: 'Supply to', width: 12, value: (r) => dateText(r.supplyTo) },
  { header: 'Lines', width: 7, numFmt: '0', value: (r) => r.lineCount },
  {
    header: 'Vendor response',
    width: 20,
    value: (r) => (r.vendorResponse ? VENDOR_RESPONSE_LABELS[r.vendorResponse] : null),
  },
  { header: 'Created by', width: 20, value: (r) => r.createdByName },
  {
    header: 'Created (UTC)',
    width: 17,
    numFmt: 'yyyy/mm/dd hh:mm',
    value: (r) => new Date(r.createdAt),
  },
];

/** The note row of an export cut at the limit, or undefined when every matching order is in it. */
export function cutNote(written: number, total: number): string | undefined {
  if (total <= written) return undefined;
  const n = (v: number) => v.toLocaleString('en-US');
  return `Export cut at ${n(written)} of ${n(total)} orders: narrow the filters to export the rest.`;
}

/** Streams the orders to `out` as an .xlsx workbook, with a note row when `total` is more than them. */
export function writePurchaseOrderWorkbook(
  out: Writable,
  rows: readonly PurchaseOrderSummary[],
  total: number,
): Promise<void> {
  return writeTableWorkbook(
    out,
    'Purchase orders',
    PURCHASE_ORDER_COLUMNS,
    rows,
    cutNote(rows.length, total),
  );
}
