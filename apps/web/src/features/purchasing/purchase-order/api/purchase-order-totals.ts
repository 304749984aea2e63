import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTotalsResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import type { PurchaseOrdersExportInput } from './export-purchase-orders';
import { poKeys } from './po-keys';

/** `GET /purchasing/purchase-orders/totals`: the base-currency total of every order the filters find. */
export const purchaseOrderTotalsQuery = (query: PurchaseOrdersExportInput) =>
  queryOptions({
    // Under the lists' key, so whatever refreshes the lists refreshes the total.
    queryKey: [...poKeys.lists(), 'totals', query] as const,
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/purchase-orders/totals', {
          query: { ...query, sort: undefined },
          signal,
          schema: listTotalsResponseSchema,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });

/** The total of the list's filtered orders. */
export const usePurchaseOrderTotals = (query: PurchaseOrdersExportInput) =>
  useQuery(purchaseOrderTotalsQuery(query));
