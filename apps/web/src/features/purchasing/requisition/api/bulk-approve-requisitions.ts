import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkResponseSchema, type BulkAction } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { requisitionKeys } from './requisition-keys';

/**
 * `POST /purchasing/requisitions/bulk/approve`: approves each chosen requisition as its own approve would;
 * one result per requisition. The lists and details refresh.
 */
export function useBulkApproveRequisitions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkAction) =>
      api
        .post('/purchasing/requisitions/bulk/approve', body, { schema: bulkResponseSchema })
        .then((r) => r.data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
