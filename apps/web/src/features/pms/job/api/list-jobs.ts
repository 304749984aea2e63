import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { jobKeys, type JobsListInput } from './job-keys';

/** `GET /pms/jobs`: one page of the due list (or a ship's jobs); the previous page stays while the next loads. */
export const useJobs = (query: JobsListInput, enabled = true) =>
  useQuery({
    queryKey: jobKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/pms/jobs', { query: { ...query }, signal, schema: jobListResponseSchema }),
    placeholderData: keepPreviousData,
    enabled,
  });
