import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applianceResponseSchema, type Appliance, type UpdateAppliance } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { applianceKeys } from './appliance-keys';

/** Stores an appliance the server returned, and marks lists and its history stale. */
export function useStoreAppliance() {
  const queryClient = useQueryClient();
  return (appliance: Appliance) => {
    queryClient.setQueryData(applianceKeys.detail(appliance.id), appliance);
    void queryClient.invalidateQueries({ queryKey: applianceKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: [...applianceKeys.detail(appliance.id), 'installs'] });
  };
}

/** `PATCH /appliances/:id` with the version read. */
export function useUpdateAppliance(id: string) {
  const store = useStoreAppliance();
  return useMutation({
    mutationFn: (body: UpdateAppliance) =>
      api
        .patch(`/appliances/${encodeURIComponent(id)}`, body, { schema: applianceResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
