import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useTargetsChanged } from './update-target';

/** `DELETE /appliance-targets/:id?version=`. */
export function useDeleteTarget(id: string) {
  const changed = useTargetsChanged();
  return useMutation({
    mutationFn: (version: number) =>
      api.delete(`/appliance-targets/${encodeURIComponent(id)}`, { query: { version } }),
    onSuccess: changed,
  });
}
