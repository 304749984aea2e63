import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sparePartResponseSchema,
  type SparePart,
  type StockAdjustment,
  type StockReceipt,
  type StockTransfer,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sparePartKeys, sparePartPath } from './spare-part-keys';

/** The stock movements a user records on a part's page. */
export type StockMovementKind = 'receipt' | 'adjust' | 'transfer';
/** The body of each movement. */
export type StockMovementBody = StockReceipt | StockAdjustment | StockTransfer;

/**
 * `POST /pms/spare-parts/:id/receipt|adjust|transfer`: the answer replaces the cached part; its ledger and
 * the lists refresh. 400 names the field (a short stock names the part), 409 when the version is stale.
 */
export function useStockMovement(id: string, kind: StockMovementKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockMovementBody): Promise<SparePart> =>
      api.post(sparePartPath(id, `/${kind}`), body, { schema: sparePartResponseSchema }).then((r) => r.data),
    onSuccess: (part) => {
      queryClient.setQueryData(sparePartKeys.detail(id), part);
      void queryClient.invalidateQueries({ queryKey: [...sparePartKeys.detail(id), 'ledger'] });
      void queryClient.invalidateQueries({ queryKey: sparePartKeys.lists() });
    },
  });
}
