import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MAP_QUERY_DEFAULTS, mapKeys } from './map-keys';
import { mapShipsResponseSchema, type MapShip } from './map-schemas';

/** `GET /map/ships`: the user's ships with their latest position (a master: his ship). */
export function listMapShips(signal?: AbortSignal): Promise<MapShip[]> {
  return api.get('/map/ships', { signal, schema: mapShipsResponseSchema }).then((r) => r.data);
}

export const mapShipsQuery = () =>
  queryOptions({
    queryKey: mapKeys.ships(),
    queryFn: ({ signal }) => listMapShips(signal),
    ...MAP_QUERY_DEFAULTS,
  });
