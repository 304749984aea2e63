import { useMutation, useQueryClient } from '@tanstack/react-query';
import { componentCopyResultSchema, type CopyComponent, type DuplicateComponent } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from './pms-keys';

/** `POST /pms/components/:id/copy` or `/duplicate`: the branch with its counters (and jobs, parts). */
export function useCopyComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      mode,
      body,
    }: {
      id: string;
      mode: 'copy' | 'duplicate';
      body: CopyComponent | DuplicateComponent;
    }) =>
      api
        .post(`/pms/components/${encodeURIComponent(id)}/${mode}`, body, {
          schema: componentCopyResultSchema,
        })
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pmsKeys.all }),
  });
}
