import { queryOptions } from '@tanstack/react-query';
import {
  conningSourceListResponseSchema,
  conningSourceResponseSchema,
  type ConningSource,
  type CreateConningSource,
  type UpdateConningSource,
} from '@keel/domain';
import { api } from '../../../lib/api-client';

/** Query keys of the conning settings. */
export const sourceKeys = {
  all: ['conning', 'sources'] as const,
  ship: (shipId: string) => [...sourceKeys.all, shipId] as const,
};

/** `GET /conning/sources?shipId=`: a ship's sources with their live counters (up to 200). */
export const shipSourcesQuery = (shipId: string) =>
  queryOptions({
    queryKey: sourceKeys.ship(shipId),
    queryFn: ({ signal }) =>
      api.get(`/conning/sources`, {
        signal,
        query: { shipId, limit: 200, sort: 'name' },
        schema: conningSourceListResponseSchema,
      }),
    enabled: shipId !== '',
    // The counters move: refresh while the screen is open.
    refetchInterval: 5000,
  });

/** `POST /conning/sources`. */
export const createSource = (body: CreateConningSource): Promise<ConningSource> =>
  api.post('/conning/sources', body, { schema: conningSourceResponseSchema }).then((r) => r.data);

/** `PATCH /conning/sources/:id` with the version read. */
export const updateSource = (id: string, body: UpdateConningSource): Promise<ConningSource> =>
  api
    .patch(`/conning/sources/${encodeURIComponent(id)}`, body, { schema: conningSourceResponseSchema })
    .then((r) => r.data);

/** `DELETE /conning/sources/:id?version=`. */
export const deleteSource = (id: string, version: number): Promise<unknown> =>
  api.delete(`/conning/sources/${encodeURIComponent(id)}`, { query: { version } });
