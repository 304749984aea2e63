import { useQueryClient } from '@tanstack/react-query';
import {
  noonReportResponseSchema,
  type CreateNoonReport,
  type NoonReportRow,
  type UpdateNoonReport,
} from '@keel/domain';
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
 * A noon report's create (`POST`, see {@link noonReportWrite}) or edit (`PATCH`, {@link noonReportEdit})
 * through the device's queue: offline or on a dropped link it is kept and sent later with the same
 * `Idempotency-Key`. A POST with `correction: true` replaces the ship's report of the same time
 * (otherwise a 409 names that report); a PATCH answered 409 at once (the report changed meanwhile) is
 * thrown to the open form, a 409 on a later replay keeps the entry as `conflict`.
 */
export function useSaveNoonReport() {
  const store = useStoreReport();
  const queued = useQueuedWrite(noonReportResponseSchema);
  const submit = async (request: WriteRequest, options?: { replaces?: string }) => {
    const result = await queued.submit(request, options);
    if (result.outcome === 'sent') store(result.data);
    return result;
  };
  return { submit, isPending: queued.isPending };
}

/**
 * `PATCH /noon-reports/:id` as a queued write: the user's changed fields with the `version` they were made
 * on, and the form's values it started from (`base`). `meta.recordId` names the report (its form reopens on the current record after a conflict).
 */
export function noonReportEdit(
  report: NoonReportRow,
  body: UpdateNoonReport,
  draft: unknown,
  shipName: string,
  base: unknown,
): WriteRequest {
  return {
    kind: NOON_REPORT_WRITE,
    label: `Edit of noon report ${formatUtc(report.reportTime)} UTC${shipName ? ` · ${shipName}` : ''}`,
    method: 'PATCH',
    path: `/noon-reports/${encodeURIComponent(report.id)}`,
    body,
    version: body.version,
    editPath: '/reporttable',
    draft,
    base,
    invalidates: [noonReportKeys.lists(), noonReportKeys.detail(report.id)],
    meta: { recordId: report.id, shipId: report.shipId, reportTime: report.reportTime },
  };
}
