import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { shipKeys } from './ship-keys';

const familiesEnvelope = envelope(z.array(z.string()));

/** `GET /ships/families`: the family names of the user's ships. */
export const shipFamiliesQuery = () =>
  queryOptions({
    queryKey: shipKeys.families(),
    queryFn: ({ signal }) =>
      api.get('/ships/families', { signal, schema: familiesEnvelope }).then((r) => r.data),
  });

/** The family names for the fleet filter. */
export const useShipFamilies = () => useQuery(shipFamiliesQuery());
