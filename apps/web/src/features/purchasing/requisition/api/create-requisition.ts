import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requisitionDetailResponseSchema, type CreateRequisition } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { requisitionKeys } from './requisition-keys';

/** `POST /purchasing/requisitions`: a draft with its lines. */
export function useCreateRequisition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequisition) =>
      api
        .post('/purchasing/requisitions', body, { schema: requisitionDetailResponseSchema })
        .then((r) => r.data),
    onSuccess: (r) => {
      queryClient.setQueryData(requisitionKeys.detail(r.id), r);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.lists() });
    },
  });
}
