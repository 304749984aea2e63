import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applianceInstallListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { applianceKeys } from './appliance-keys';

/** `GET /appliances/:id/installs`: the version history, newest first. */
export const installsQuery = (id: string, page: { offset: number; limit: number }) =>
  queryOptions({
    queryKey: applianceKeys.installs(id, page),
    queryFn: ({ signal }) =>
      api.get(`/appliances/${encodeURIComponent(id)}/installs`, {
        query: page,
        signal,
        schema: applianceInstallListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const useInstalls = (id: string, page: { offset: number; limit: number }) =>
  useQuery(installsQuery(id, page));
