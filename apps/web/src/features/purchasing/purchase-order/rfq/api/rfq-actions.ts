import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rfqDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** An RFQ action: send, cancel (with a reason), or revoke / resend one invitation's link. */
export type RfqAction =
  | { kind: 'send'; version: number }
  | { kind: 'cancel'; version: number; reason: string }
  | { kind: 'revoke' | 'resend'; invitationId: string; version: number };

function pathOf(rfqId: string, action: RfqAction): string {
  if (action.kind === 'send' || action.kind === 'cancel') return `/purchasing/rfqs/${rfqId}/${action.kind}`;
  return `/purchasing/rfqs/${rfqId}/invitations/${action.invitationId}/${action.kind}`;
}

/** `POST /purchasing/rfqs/:id/{send,cancel}` and `…/invitations/:invitationId/{revoke,resend}`. */
export function useRfqAction(rfqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RfqAction) => {
      const body =
        action.kind === 'cancel'
          ? { version: action.version, reason: action.reason }
          : { version: action.version };
      return api.post(pathOf(rfqId, action), body, { schema: rfqDetailResponseSchema }).then((r) => r.data);
    },
    onSuccess: (rfq) => {
      queryClient.setQueryData(rfqKeys.detail(rfq.id), rfq);
      void queryClient.invalidateQueries({ queryKey: rfqKeys.lists() });
    },
  });
}
