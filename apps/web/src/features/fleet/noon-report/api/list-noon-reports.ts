import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noonReportTableResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { noonReportKeys, type NoonReportListInput } from './noon-report-keys';

/** `GET /noon-reports/`: one page of the table (with the cursors of the neighbouring pages). */
export function listNoonReports(query: NoonReportListInput, signal?: AbortSignal) {
  return api.get('/noon-reports/', { query: { ...query }, signal, schema: noonReportTableResponseSchema });
}

export const noonReportsListQuery = (query: NoonReportListInput) =>
  queryOptions({
    queryKey: noonReportKeys.list(query),
    queryFn: ({ signal }) => listNoonReports(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of reports; the previous page stays on screen while the next loads. */
export const useNoonReports = (query: NoonReportListInput) => useQuery(noonReportsListQuery(query));
