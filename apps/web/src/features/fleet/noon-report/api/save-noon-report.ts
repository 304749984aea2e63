import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  noonReportResponseSchema,
  type CreateNoonReport,
  type NoonReportRow,
  type UpdateNoonReport,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { noonReportKeys } from './noon-report-keys';

function useStoreReport() {
  const queryClient = useQueryClient();
  return (report: NoonReportRow) => {
    queryClient.setQueryData(noonReportKeys.detail(report.id), report);
    void queryClient.invalidateQueries({ queryKey: noonReportKeys.lists() });
  };
}

/** `POST /noon-reports/`. */
export function useCreateNoonReport() {
  const store = useStoreReport();
  return useMutation({
    mutationFn: (body: CreateNoonReport) =>
      api.post('/noon-reports/', body, { schema: noonReportResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `PATCH /noon-reports/:id` with the version read (409 when someone changed it meanwhile). */
export function useUpdateNoonReport() {
  const store = useStoreReport();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateNoonReport }) =>
      api
        .patch(`/noon-reports/${encodeURIComponent(id)}`, body, { schema: noonReportResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
