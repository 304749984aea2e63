import { queryOptions, useQuery } from '@tanstack/react-query';
import { rfqDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** `GET /purchasing/rfqs/:id`: lines, invitations with states and times, POs of the award. */
export const rfqQuery = (id: string) =>
  queryOptions({
    queryKey: rfqKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/purchasing/rfqs/${id}`, { signal, schema: rfqDetailResponseSchema }).then((r) => r.data),
  });

/** One RFQ. */
export const useRfq = (id: string) => useQuery(rfqQuery(id));
