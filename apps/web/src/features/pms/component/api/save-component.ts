import { useMutation, useQueryClient } from '@tanstack/react-query';
import { componentResponseSchema, type CreateComponentInput, type UpdateComponent } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from './pms-keys';

/** `POST /pms/components` (create) or `PATCH /pms/components/:id` (edit with the version read). */
export function useSaveComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: null; body: CreateComponentInput } | { id: string; body: UpdateComponent }) =>
      (input.id
        ? api.patch(`/pms/components/${encodeURIComponent(input.id)}`, input.body, {
            schema: componentResponseSchema,
          })
        : api.post('/pms/components', input.body, { schema: componentResponseSchema })
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pmsKeys.all }),
  });
}
