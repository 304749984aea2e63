import { useMutation } from '@tanstack/react-query';
import { applianceResponseSchema, type InstallSoftware } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreAppliance } from './update-appliance';

/** `POST /appliances/:id/installs`: records a new software version installed on board. */
export function useInstallSoftware(id: string) {
  const store = useStoreAppliance();
  return useMutation({
    mutationFn: (body: InstallSoftware) =>
      api
        .post(`/appliances/${encodeURIComponent(id)}/installs`, body, { schema: applianceResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
