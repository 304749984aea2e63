import { queryOptions } from '@tanstack/react-query';
import { noonReportResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { noonReportKeys } from './noon-report-keys';

/** `GET /noon-reports/:id`. */
export function getNoonReport(id: string, signal?: AbortSignal) {
  return api
    .get(`/noon-reports/${encodeURIComponent(id)}`, { signal, schema: noonReportResponseSchema })
    .then((r) => r.data);
}

/** One report, fresh from the server (the dialog's reload after a 409). */
export const noonReportQuery = (id: string) =>
  queryOptions({
    queryKey: noonReportKeys.detail(id),
    queryFn: ({ signal }) => getNoonReport(id, signal),
    staleTime: 0,
  });
