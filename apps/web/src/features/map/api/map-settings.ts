import { queryOptions } from '@tanstack/react-query';
import { mapSettingsResponseSchema, type MapSettings, type UpdateMapSettings } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { MAP_QUERY_DEFAULTS, mapKeys } from './map-keys';

/** `GET /map/settings`: the company-wide tile server (empty when the company has none). */
export const mapSettingsQuery = () =>
  queryOptions({
    queryKey: mapKeys.settings(),
    queryFn: ({ signal }) =>
      api.get('/map/settings', { signal, schema: mapSettingsResponseSchema }).then((r) => r.data),
    ...MAP_QUERY_DEFAULTS,
  });

/** `PUT /map/settings` (administrators) with the version read; 409 when someone saved in between. */
export function saveMapSettings(body: UpdateMapSettings): Promise<MapSettings> {
  return api.put('/map/settings', body, { schema: mapSettingsResponseSchema }).then((r) => r.data);
}
