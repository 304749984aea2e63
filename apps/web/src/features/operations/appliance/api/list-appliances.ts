import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applianceListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { applianceKeys, type AppliancesListInput } from './appliance-keys';

/** `GET /appliances/`: one page of the register. */
export function listAppliances(query: AppliancesListInput, signal?: AbortSignal) {
  return api.get('/appliances/', { query: { ...query }, signal, schema: applianceListResponseSchema });
}

export const appliancesListQuery = (query: AppliancesListInput) =>
  queryOptions({
    queryKey: applianceKeys.list(query),
    queryFn: ({ signal }) => listAppliances(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the register; the previous page stays while the next loads. */
export const useAppliances = (query: AppliancesListInput) => useQuery(appliancesListQuery(query));
