import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requisitionDetailResponseSchema, type RequisitionDetail } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { requisitionKeys, requisitionPath } from './requisition-keys';

/**
 * A mutation posting `{ version, ...extra }` to `/purchasing/requisitions/:id/<step>`; the answer
 * replaces the cached detail and the lists refresh. Each transition's file names its endpoint.
 */
export function useRequisitionTransition<B extends { version: number }>(id: string, step: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B): Promise<RequisitionDetail> =>
      api
        .post(requisitionPath(id, `/${step}`), body, { schema: requisitionDetailResponseSchema })
        .then((r) => r.data),
    onSuccess: (r) => {
      queryClient.setQueryData(requisitionKeys.detail(id), r);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.lists() });
    },
  });
}
