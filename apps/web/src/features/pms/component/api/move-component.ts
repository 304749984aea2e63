import { useMutation, useQueryClient } from '@tanstack/react-query';
import { componentResponseSchema, type MoveComponent } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from './pms-keys';

/** `POST /pms/components/:id/move`: a new parent (never inside its own subtree: 400 names parentId). */
export function useMoveComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MoveComponent }) =>
      api
        .post(`/pms/components/${encodeURIComponent(id)}/move`, body, { schema: componentResponseSchema })
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pmsKeys.all }),
  });
}
