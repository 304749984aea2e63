import { queryOptions } from '@tanstack/react-query';
import type { ForecastPoint } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { downloadWorkbook } from '../../../lib/download-workbook';
import { MAP_QUERY_DEFAULTS, mapKeys } from './map-keys';
import {
  etaSpeedsResponseSchema,
  forecastRouteResponseSchema,
  forecastRoutesResponseSchema,
  type EtaMode,
  type ForecastRoute,
} from './map-schemas';

/** The body of a forecast route's create or update. */
export interface ForecastRouteBody {
  name: string;
  speedKn: number;
  etaMode: EtaMode;
  points: ForecastPoint[];
}

/** `GET /map/ships/:shipId/forecast-routes`. */
export const forecastRoutesQuery = (shipId: string) =>
  queryOptions({
    queryKey: mapKeys.routes(shipId),
    queryFn: ({ signal }) =>
      api
        .get(`/map/ships/${encodeURIComponent(shipId)}/forecast-routes`, {
          signal,
          schema: forecastRoutesResponseSchema,
        })
        .then((r) => r.data),
    enabled: shipId !== '',
    ...MAP_QUERY_DEFAULTS,
  });

/** `POST /map/ships/:shipId/forecast-routes` (one Idempotency-Key per save, given by the caller). */
export function createForecastRoute(
  shipId: string,
  body: ForecastRouteBody,
  idempotencyKey: string,
): Promise<ForecastRoute> {
  return api
    .post(`/map/ships/${encodeURIComponent(shipId)}/forecast-routes`, body, {
      schema: forecastRouteResponseSchema,
      idempotencyKey,
    })
    .then((r) => r.data);
}

/** `PATCH /map/forecast-routes/:id` with the version read (409 when someone saved in between). */
export function updateForecastRoute(
  id: string,
  body: ForecastRouteBody & { version: number },
): Promise<ForecastRoute> {
  return api
    .patch(`/map/forecast-routes/${encodeURIComponent(id)}`, body, { schema: forecastRouteResponseSchema })
    .then((r) => r.data);
}

/** `DELETE /map/forecast-routes/:id`. */
export function deleteForecastRoute(id: string, version: number): Promise<unknown> {
  return api.delete(`/map/forecast-routes/${encodeURIComponent(id)}`, { query: { version } });
}

/** `POST /map/ships/:shipId/forecast-routes/import`: an RTZ or GPX file becomes a saved route. */
export function importForecastRoute(
  shipId: string,
  body: { format: 'rtz' | 'gpx'; content: string; name?: string },
): Promise<ForecastRoute> {
  return api
    .post(`/map/ships/${encodeURIComponent(shipId)}/forecast-routes/import`, body, {
      schema: forecastRouteResponseSchema,
    })
    .then((r) => r.data);
}

/** `GET /map/forecast-routes/:id/export?format=`: the route as a file, handed to the browser. */
export function exportForecastRoute(id: string, format: 'rtz' | 'gpx', name: string): Promise<void> {
  return downloadWorkbook(
    `/map/forecast-routes/${encodeURIComponent(id)}/export`,
    { format },
    `${name.replace(/[^\w.-]+/g, '_') || 'route'}.${format}`,
  );
}

/** `GET /map/ships/:shipId/eta-speeds`: current, average and last-24-h speeds for the ETA modes. */
export const etaSpeedsQuery = (shipId: string) =>
  queryOptions({
    queryKey: mapKeys.etaSpeeds(shipId),
    queryFn: ({ signal }) =>
      api
        .get(`/map/ships/${encodeURIComponent(shipId)}/eta-speeds`, {
          signal,
          schema: etaSpeedsResponseSchema,
        })
        .then((r) => r.data),
    enabled: shipId !== '',
    ...MAP_QUERY_DEFAULTS,
  });
