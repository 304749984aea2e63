import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { jobKeys, jobPath } from './job-keys';

/**
 * `DELETE /pms/jobs/:id?version=`: removes a catalogue job template (or a ship job never completed);
 * 409 on a stale version or a job with completions.
 */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; version: number }) =>
      api.delete(jobPath(input.id), { query: { version: String(input.version) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
