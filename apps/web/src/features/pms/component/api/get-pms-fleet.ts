import { useQuery } from '@tanstack/react-query';
import { pmsFleetResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from './pms-keys';

/** `GET /pms/fleet`: a card per ship of the user's scope. */
export const usePmsFleet = () =>
  useQuery({
    queryKey: pmsKeys.fleet(),
    queryFn: ({ signal }) =>
      api.get('/pms/fleet', { signal, schema: pmsFleetResponseSchema }).then((r) => r.data),
  });
