import { queryOptions, useQuery } from '@tanstack/react-query';
import { requisitionDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { requisitionKeys, requisitionPath } from './requisition-keys';

/** `GET /purchasing/requisitions/:id`: with lines and history. */
export const requisitionQuery = (id: string) =>
  queryOptions({
    queryKey: requisitionKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(requisitionPath(id), { signal, schema: requisitionDetailResponseSchema }).then((r) => r.data),
  });

export const useRequisition = (id: string) => useQuery(requisitionQuery(id));
