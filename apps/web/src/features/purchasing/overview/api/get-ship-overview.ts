import { useQuery } from '@tanstack/react-query';
import { shipPurchasingOverviewResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { purchasingOverviewKeys } from './overview-keys';

/** `GET /purchasing/overview/ships/:shipId`: one ship's counts and spend per category for a year. */
export const useShipPurchasingOverview = (shipId: string, year: number) =>
  useQuery({
    queryKey: purchasingOverviewKeys.ship(shipId, year),
    queryFn: ({ signal }) =>
      api
        .get(`/purchasing/overview/ships/${encodeURIComponent(shipId)}`, {
          query: { year },
          signal,
          schema: shipPurchasingOverviewResponseSchema,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
    retry: false,
  });
