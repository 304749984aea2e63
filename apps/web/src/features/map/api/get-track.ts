import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MAP_QUERY_DEFAULTS, mapKeys } from './map-keys';
import { trackResponseSchema, type ShipTrack } from './map-schemas';

/** Points the screen can show: the server down-samples each ship's track to at most this. */
export const TRACK_MAX_POINTS = 2000;

/** `GET /map/ships/:shipId/track`: segments (gaps between them) coloured by `parameter`. */
export function getTrack(
  shipId: string,
  from: string,
  to: string,
  parameter: string,
  signal?: AbortSignal,
): Promise<ShipTrack> {
  return api
    .get(`/map/ships/${encodeURIComponent(shipId)}/track`, {
      signal,
      query: { from, to, parameter, maxPoints: TRACK_MAX_POINTS },
      schema: trackResponseSchema,
    })
    .then((r) => r.data);
}

export const trackQuery = (shipId: string, from: string, to: string, parameter: string) =>
  queryOptions({
    queryKey: mapKeys.track(shipId, from, to, parameter),
    queryFn: ({ signal }) => getTrack(shipId, from, to, parameter, signal),
    ...MAP_QUERY_DEFAULTS,
  });
