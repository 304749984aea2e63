import { useMutation } from '@tanstack/react-query';
import type { PurchaseOrdersListInput } from './po-keys';
import { downloadWorkbook } from './download-workbook';

/** The list's filters and sort (an export has no paging). */
export type PurchaseOrdersExportInput = Omit<PurchaseOrdersListInput, 'offset' | 'limit'>;

/**
 * `GET /purchasing/purchase-orders/export.xlsx`: every order of the list for the same filters and sort
 * (up to 10,000) as an Excel file, saved by the browser.
 */
export const downloadPurchaseOrders = (query: PurchaseOrdersExportInput) =>
  downloadWorkbook('/purchasing/purchase-orders/export.xlsx', { ...query }, 'purchase-orders.xlsx');

/** The export as a mutation (loading state on the button, error toast). */
export const useExportPurchaseOrders = () => useMutation({ mutationFn: downloadPurchaseOrders });
