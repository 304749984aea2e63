import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { noonReportKeys } from './noon-report-keys';

/** `DELETE /noon-reports/:id?version=`. */
export function useDeleteNoonReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.delete(`/noon-reports/${encodeURIComponent(id)}`, { query: { version } }),
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: noonReportKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: noonReportKeys.lists() });
    },
  });
}
