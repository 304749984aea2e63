import { queryOptions } from '@tanstack/react-query';
import {
  createdIngestTokenResponseSchema,
  ingestTokenListResponseSchema,
  ingestTokenResponseSchema,
} from '@keel/domain';
import { api } from '../../../lib/api-client';

/** Query keys of a ship's ingest tokens. */
export const tokenKeys = {
  ship: (shipId: string) => ['conning', 'ingest-tokens', shipId] as const,
};

/** `GET /conning/ships/:shipId/ingest-tokens` (never the secrets). */
export const ingestTokensQuery = (shipId: string) =>
  queryOptions({
    queryKey: tokenKeys.ship(shipId),
    queryFn: ({ signal }) =>
      api
        .get(`/conning/ships/${encodeURIComponent(shipId)}/ingest-tokens`, {
          signal,
          schema: ingestTokenListResponseSchema,
        })
        .then((r) => r.data),
    enabled: shipId !== '',
  });

/** `POST /conning/ships/:shipId/ingest-tokens`: the answer holds the secret, shown once. */
export const createIngestToken = (shipId: string, name: string) =>
  api
    .post(
      `/conning/ships/${encodeURIComponent(shipId)}/ingest-tokens`,
      { name },
      { schema: createdIngestTokenResponseSchema },
    )
    .then((r) => r.data);

/** `POST /conning/ingest-tokens/:id/revoke`. */
export const revokeIngestToken = (id: string) =>
  api
    .post(
      `/conning/ingest-tokens/${encodeURIComponent(id)}/revoke`,
      {},
      { schema: ingestTokenResponseSchema },
    )
    .then((r) => r.data);
