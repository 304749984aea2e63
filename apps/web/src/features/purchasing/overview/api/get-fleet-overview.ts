import { useQuery } from '@tanstack/react-query';
import { fleetPurchasingOverviewResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { purchasingOverviewKeys } from './overview-keys';

/** `GET /purchasing/overview/`: the fleet's purchasing summary for a year. */
export const useFleetPurchasingOverview = (year: number) =>
  useQuery({
    queryKey: purchasingOverviewKeys.fleet(year),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/overview/', {
          query: { year },
          signal,
          schema: fleetPurchasingOverviewResponseSchema,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
