import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  noonReportResponseSchema,
  type CreateNoonReport,
  type NoonReportRow,
  type UpdateNoonReport,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import type { WriteRequest } from '../../../../lib/offline-queue';
import { useQueuedWrite } from '../../../../lib/offline-queue/use-outbox';
import { formatUtc } from '../components/format-report';
import { noonReportKeys } from './noon-report-keys';

/** The queue's kind of a noon report (the list shows the pending ones). */
export const NOON_REPORT_WRITE = 'noon-report';

function useStoreReport() {
  const queryClient = useQueryClient();
  return (report: NoonReportRow) => {
    queryClient.setQueryData(noonReportKeys.detail(report.id), report);
    void queryClient.invalidateQueries({ queryKey: noonReportKeys.lists() });
  };
}

/** `POST /noon-reports/` as a queued write: its label, the form values to reopen it, the lists to refresh. */
export function noonReportWrite(body: CreateNoonReport, draft: unknown, shipName: string): WriteRequest {
  return {
    kind: NOON_REPORT_WRITE,
    label: `Noon report ${formatUtc(body.reportTime)} UTC${shipName ? ` · ${shipName}` : ''}${body.correction ? ' (correction)' : ''}`,
    method: 'POST',
    path: '/noon-reports/',
    body,
    editPath: '/reporttable',
    draft,
    invalidates: [noonReportKeys.lists()],
    meta: { shipId: body.shipId, reportTime: body.reportTime },
  };
}

/**
 * `POST /noon-reports/` through the device's queue (offline or a dropped link: kept and sent later with
 * the same `Idempotency-Key`). With `correction: true` the report replaces the ship's report of the
 * same time (otherwise a 409 names that report).
 */
export function useCreateNoonReport() {
  const store = useStoreReport();
  const queued = useQueuedWrite(noonReportResponseSchema);
  const submit = async (request: WriteRequest, options?: { replaces?: string }) => {
    const result = await queued.submit(request, options);
    if (result.outcome === 'sent') store(result.data);
    return result;
  };
  return { submit, isPending: queued.isPending };
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
