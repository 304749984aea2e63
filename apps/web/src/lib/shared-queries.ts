import { queryOptions } from '@tanstack/react-query';
import { companyConfigSchema, envelope, myShipsResponseSchema } from '@keel/domain';
import { api } from './api-client';

/**
 * Queries several parts of the app read: company settings (top bar, settings screen) and the ships
 * of the signed-in user (dashboard, pickers). One key each, so a save anywhere updates every reader.
 */
export const sharedKeys = {
  companyConfig: ['config'] as const,
  myShips: ['access', 'ships', 'me'] as const,
};

const configEnvelope = envelope(companyConfigSchema);

/** `GET /config/`: company name, base currency and ship families. */
export const companyConfigQuery = () =>
  queryOptions({
    queryKey: sharedKeys.companyConfig,
    queryFn: ({ signal }) => api.get('/config/', { signal, schema: configEnvelope }).then((r) => r.data),
  });

/** `GET /access/ships/me/`: the ships the user may see (admins: every ship). */
export const myShipsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.myShips,
    queryFn: ({ signal }) =>
      api.get('/access/ships/me/', { signal, schema: myShipsResponseSchema }).then((r) => r.data),
  });
