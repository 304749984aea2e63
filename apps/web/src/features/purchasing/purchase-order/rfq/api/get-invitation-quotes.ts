import { useQuery } from '@tanstack/react-query';
import { invitationQuotesResponseSchema } from '@keel/domain';
import { api } from '../../../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** `GET /purchasing/rfqs/:rfqId/invitations/:invitationId/quotes`: a vendor's submitted revisions. */
export const useInvitationQuotes = (rfqId: string, invitationId: string | null) =>
  useQuery({
    queryKey: rfqKeys.invitationQuotes(rfqId, invitationId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get(`/purchasing/rfqs/${rfqId}/invitations/${invitationId}/quotes`, {
          signal,
          schema: invitationQuotesResponseSchema,
        })
        .then((r) => r.data),
    enabled: invitationId !== null,
  });
