import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PO_VENDOR_TOKEN_HEADER, vendorPurchaseOrderResponseSchema } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { vendorPoKeys } from './vendor-po-keys';

/** The vendor's answers: confirm, decline (reason) or propose another date (date and note). */
export type VendorAnswer =
  | { kind: 'confirm'; body: { note?: string | null } }
  | { kind: 'decline'; body: { reason: string } }
  | { kind: 'propose-date'; body: { date: string; note: string } };

/** `POST /public/vendor/purchase-order/<kind>` with the link token; the page shows the new state. */
export function useAnswerVendorOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: VendorAnswer) =>
      api
        .post(`/public/vendor/purchase-order/${answer.kind}`, answer.body, {
          headers: { [PO_VENDOR_TOKEN_HEADER]: token },
          skipSessionRenewal: true,
          schema: vendorPurchaseOrderResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: (order) => queryClient.setQueryData(vendorPoKeys.order(token), order),
  });
}
