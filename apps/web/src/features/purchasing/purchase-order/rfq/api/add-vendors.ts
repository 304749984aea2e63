import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rfqDetailResponseSchema, type AddRfqVendors } from '@keel/domain';
import { api } from '../../../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** `POST /purchasing/rfqs/:id/vendors`: invites more vendors (mailed at once when the RFQ is sent). */
export function useAddRfqVendors(rfqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRfqVendors) =>
      api
        .post(`/purchasing/rfqs/${rfqId}/vendors`, body, { schema: rfqDetailResponseSchema })
        .then((r) => r.data),
    onSuccess: (rfq) => {
      queryClient.setQueryData(rfqKeys.detail(rfq.id), rfq);
      void queryClient.invalidateQueries({ queryKey: rfqKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...rfqKeys.all, 'comparison', rfq.id] });
    },
  });
}
