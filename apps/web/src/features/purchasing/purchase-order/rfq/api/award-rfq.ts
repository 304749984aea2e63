import { useMutation, useQueryClient } from '@tanstack/react-query';
import { awardRfqResponseSchema, type AwardRfq } from '@keel/domain';
import { api } from '../../../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** `POST /purchasing/rfqs/:id/award` (purchase-order module): one DRAFT PO per chosen vendor. */
export function useAwardRfq(rfqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AwardRfq) =>
      api
        .post(`/purchasing/rfqs/${rfqId}/award`, body, { schema: awardRfqResponseSchema })
        .then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rfqKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['purchasing'] });
    },
  });
}
