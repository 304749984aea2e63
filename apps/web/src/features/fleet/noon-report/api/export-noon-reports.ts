import { useMutation } from '@tanstack/react-query';
import { API_BASE, api } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { getAccessToken } from '../../../../lib/session';
import type { NoonReportListInput } from './noon-report-keys';

function exportUrl(query: NoonReportListInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return `${API_BASE}/noon-reports/export.xlsx?${params.toString()}`;
}

async function fetchWorkbook(query: NoonReportListInput): Promise<Response> {
  const token = getAccessToken();
  return fetch(exportUrl(query), { headers: token ? { 'x-auth-token': token } : {}, credentials: 'omit' });
}

/**
 * `GET /noon-reports/export.xlsx`: the visible page (same filter, sort, cursor and size) as an Excel
 * file, saved by the browser. An expired token is renewed through the API client and the download
 * tried once more.
 */
export async function downloadNoonReports(query: NoonReportListInput): Promise<void> {
  let response = await fetchWorkbook(query);
  if (response.status === 401) {
    await api.get('/access/sidebar/me/');
    response = await fetchWorkbook(query);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? `Export failed (${response.status})`);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'noon-reports.xlsx';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The export as a mutation (loading state on the button, error toast). */
export const useExportNoonReports = () => useMutation({ mutationFn: downloadNoonReports });
