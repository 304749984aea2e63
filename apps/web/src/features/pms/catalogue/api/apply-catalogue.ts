import { useMutation, useQueryClient } from '@tanstack/react-query';
import { componentCopyResultSchema, type ApplyCatalogue } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from '../../component/api/pms-keys';

/** `POST /pms/catalogues/:id/apply`: copies the catalogue (or a branch) into a ship's tree. */
export function useApplyCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApplyCatalogue }) =>
      api
        .post(`/pms/catalogues/${encodeURIComponent(id)}/apply`, body, { schema: componentCopyResultSchema })
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pmsKeys.all }),
  });
}
