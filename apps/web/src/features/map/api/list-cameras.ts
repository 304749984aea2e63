import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MAP_QUERY_DEFAULTS, mapKeys } from './map-keys';
import { camerasResponseSchema } from './map-schemas';

/** `GET /map/ships/:shipId/cameras`: each camera with its latest snapshot (CCTV overlay). */
export const camerasQuery = (shipId: string) =>
  queryOptions({
    queryKey: mapKeys.cameras(shipId),
    queryFn: ({ signal }) =>
      api
        .get(`/map/ships/${encodeURIComponent(shipId)}/cameras`, { signal, schema: camerasResponseSchema })
        .then((r) => r.data),
    ...MAP_QUERY_DEFAULTS,
    // Snapshots change: fetch again each minute while the overlay is shown.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
