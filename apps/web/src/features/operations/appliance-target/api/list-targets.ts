import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applianceTargetListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { targetKeys, type TargetsListInput } from './target-keys';

/** `GET /appliance-targets/`: targets with their behind / on / ahead counts. */
export const targetsListQuery = (query: TargetsListInput) =>
  queryOptions({
    queryKey: targetKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/appliance-targets/', {
        query: { ...query },
        signal,
        schema: applianceTargetListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const useTargets = (query: TargetsListInput) => useQuery(targetsListQuery(query));
