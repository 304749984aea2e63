import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rfqDetailResponseSchema, type CreateRfqInput } from '@keel/domain';
import { api } from '../../../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** `POST /purchasing/rfqs` (then `…/send` when `send` is true): a new RFQ from approved requisitions. */
export function useCreateRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, send }: { body: CreateRfqInput; send: boolean }) => {
      const created = (await api.post('/purchasing/rfqs', body, { schema: rfqDetailResponseSchema })).data;
      if (!send) return created;
      return (
        await api.post(
          `/purchasing/rfqs/${created.id}/send`,
          { version: created.version },
          { schema: rfqDetailResponseSchema },
        )
      ).data;
    },
    onSuccess: (rfq) => {
      queryClient.setQueryData(rfqKeys.detail(rfq.id), rfq);
      void queryClient.invalidateQueries({ queryKey: rfqKeys.lists() });
    },
  });
}
