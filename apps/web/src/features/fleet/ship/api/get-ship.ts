import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, shipSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { shipKeys } from './ship-keys';

const shipEnvelope = envelope(shipSchema);

/** `GET /ships/:id`. */
export function getShip(id: string, signal?: AbortSignal) {
  return api.get(`/ships/${encodeURIComponent(id)}`, { signal, schema: shipEnvelope }).then((r) => r.data);
}

export const shipQuery = (id: string) =>
  queryOptions({ queryKey: shipKeys.detail(id), queryFn: ({ signal }) => getShip(id, signal) });

/** One ship (403 when it is not among the user's ships). */
export const useShip = (id: string) => useQuery(shipQuery(id));
