import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shipListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { shipKeys, type ShipListInput } from './ship-keys';

/** `GET /ships/`: one page of the fleet. */
export function listShips(query: ShipListInput, signal?: AbortSignal) {
  return api.get('/ships/', { query: { ...query }, signal, schema: shipListResponseSchema });
}

export const shipListQuery = (query: ShipListInput) =>
  queryOptions({
    queryKey: shipKeys.list(query),
    queryFn: ({ signal }) => listShips(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of ships; the previous page stays on screen while the next loads. */
export const useShips = (query: ShipListInput) => useQuery(shipListQuery(query));
