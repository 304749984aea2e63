import { useMutation } from '@tanstack/react-query';
import { applianceResponseSchema, type CreateAppliance } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreAppliance } from './update-appliance';

/** `POST /appliances/`. */
export function useCreateAppliance() {
  const store = useStoreAppliance();
  return useMutation({
    mutationFn: (body: CreateAppliance) =>
      api.post('/appliances/', body, { schema: applianceResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}
