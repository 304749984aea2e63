import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requisitionDetailResponseSchema, type UpdateRequisition } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { requisitionKeys, requisitionPath } from './requisition-keys';

/** `PATCH /purchasing/requisitions/:id`: the whole draft with its version (409 when stale). */
export function useUpdateRequisition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRequisition) =>
      api.patch(requisitionPath(id), body, { schema: requisitionDetailResponseSchema }).then((r) => r.data),
    onSuccess: (r) => {
      queryClient.setQueryData(requisitionKeys.detail(id), r);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.lists() });
    },
  });
}
