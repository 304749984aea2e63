import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyConfigSchema, envelope, type UpdateCompanyConfig } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sharedKeys } from '../../../../lib/shared-queries';

const configEnvelope = envelope(companyConfigSchema);

/** `PUT /config/` with the version read; the top bar picks the new name up from the same cache entry. */
export function useUpdateConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyConfig) =>
      api.put('/config/', body, { schema: configEnvelope }).then((r) => r.data),
    onSuccess: (config) => {
      queryClient.setQueryData(sharedKeys.companyConfig, config);
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
