import { useMutation } from '@tanstack/react-query';
import { downloadWorkbook } from '../../../../lib/download-workbook';
import type { JobsListInput } from './job-keys';

/** `GET /pms/jobs/export.xlsx`: the filtered due list as an Excel file. */
export const useExportJobs = () =>
  useMutation({
    mutationFn: (query: JobsListInput) =>
      downloadWorkbook(
        '/pms/jobs/export.xlsx',
        { ...query, offset: undefined, limit: undefined },
        'pms-due-list.xlsx',
      ),
  });
