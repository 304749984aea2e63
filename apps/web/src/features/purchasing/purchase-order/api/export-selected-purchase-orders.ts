import { useMutation } from '@tanstack/react-query';
import { downloadWorkbook } from './download-workbook';

/** `GET /purchasing/purchase-orders/export.xlsx?ids=…`: the chosen orders (at most 100) as an Excel file. */
export const downloadSelectedPurchaseOrders = (ids: readonly string[]) =>
  downloadWorkbook(
    '/purchasing/purchase-orders/export.xlsx',
    { ids: ids.join(','), sort: 'number' },
    'purchase-orders.xlsx',
  );

/** The export of a selection as a mutation (loading state on the button, error toast). */
export const useExportSelectedPurchaseOrders = () =>
  useMutation({ mutationFn: downloadSelectedPurchaseOrders });
