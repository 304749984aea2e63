import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  exportJobListResponseSchema,
  exportJobResponseSchema,
  type CreateExportJob,
  type ExportJob,
} from '@keel/domain';
import { api } from '../../../lib/api-client';
import { downloadWorkbook } from '../../../lib/download-workbook';

/** Query keys of the export jobs. */
export const exportKeys = {
  all: ['conning', 'exports'] as const,
  page: (offset: number, limit: number) => [...exportKeys.all, offset, limit] as const,
};

const running = (jobs: readonly ExportJob[] | undefined) =>
  (jobs ?? []).some((j) => j.state === 'PENDING' || j.state === 'WORKING');

/** `GET /conning/exports`: a page of jobs, newest first; polled while one is PENDING or WORKING. */
export const exportJobsQuery = (offset: number, limit: number) =>
  queryOptions({
    queryKey: exportKeys.page(offset, limit),
    queryFn: ({ signal }) =>
      api.get('/conning/exports', { signal, query: { offset, limit }, schema: exportJobListResponseSchema }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (running(query.state.data?.data) ? 1500 : false),
  });

/** `POST /conning/exports`. */
export const createExportJob = (body: CreateExportJob): Promise<ExportJob> =>
  api.post('/conning/exports', body, { schema: exportJobResponseSchema }).then((r) => r.data);

/** `GET /conning/exports/:id/file`: the DONE job's workbook or CSV, saved by the browser. */
export const downloadExport = (job: ExportJob) =>
  downloadWorkbook(
    `/conning/exports/${encodeURIComponent(job.id)}/file`,
    {},
    job.fileName ?? `export.${job.format}`,
  );

/** `DELETE /conning/exports/:id`: the job and its file (refused with 409 while it is being written). */
export const deleteExportJob = (id: string): Promise<unknown> =>
  api.delete(`/conning/exports/${encodeURIComponent(id)}`);
