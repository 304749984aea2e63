import type { z } from 'zod';
import type { rfqListQuerySchema } from '@keel/domain';

/** Query of the RFQ list as the tab sends it. */
export type RfqListInput = Partial<z.output<typeof rfqListQuerySchema>>;

/** Query keys of the RFQ feature (Quotations tab). */
export const rfqKeys = {
  all: ['purchasing', 'rfqs'] as const,
  lists: () => [...rfqKeys.all, 'list'] as const,
  list: (query: RfqListInput) => [...rfqKeys.lists(), query] as const,
  details: () => [...rfqKeys.all, 'detail'] as const,
  detail: (id: string) => [...rfqKeys.details(), id] as const,
  comparison: (id: string, currency: string | undefined) =>
    [...rfqKeys.all, 'comparison', id, currency ?? ''] as const,
  approvedRequisitions: (shipId: string) => [...rfqKeys.all, 'approved-requisitions', shipId] as const,
  vendors: (q: string) => [...rfqKeys.all, 'vendors', q] as const,
  invitationQuotes: (rfqId: string, invitationId: string) =>
    [...rfqKeys.all, 'invitation-quotes', rfqId, invitationId] as const,
};
