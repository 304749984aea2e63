import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  noonReportResponseSchema,
  type createNoonReportSchema,
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

/**
 * `POST /noon-reports/`. With `correction: true` the report replaces the ship's report of the same time
 * (otherwise a 409 names that report).
 */
export function useCreateNoonReport() {
  const store = useStoreReport();
  return useMutation({
    mutationFn: (body: z.input<typeof createNoonReportSchema>) =>
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
