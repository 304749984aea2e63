import { useMutation } from '@tanstack/react-query';
import { applianceTargetResponseSchema, type CreateApplianceTarget } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useTargetsChanged } from './update-target';

/** `POST /appliance-targets/`. */
export function useCreateTarget() {
  const changed = useTargetsChanged();
  return useMutation({
    mutationFn: (body: CreateApplianceTarget) =>
      api.post('/appliance-targets/', body, { schema: applianceTargetResponseSchema }).then((r) => r.data),
    onSuccess: changed,
  });
}
