import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applianceTargetResponseSchema, type UpdateApplianceTarget } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { REGISTER_KEY, targetKeys } from './target-keys';

/** After any target change: targets, compliance and the register's standings are stale. */
export function useTargetsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: targetKeys.all });
    void queryClient.invalidateQueries({ queryKey: REGISTER_KEY });
  };
}

/** `PATCH /appliance-targets/:id` with the version read. */
export function useUpdateTarget(id: string) {
  const changed = useTargetsChanged();
  return useMutation({
    mutationFn: (body: UpdateApplianceTarget) =>
      api
        .patch(`/appliance-targets/${encodeURIComponent(id)}`, body, {
          schema: applianceTargetResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: changed,
  });
}
