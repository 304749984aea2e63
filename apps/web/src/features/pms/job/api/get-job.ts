import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { jobKeys, jobPath } from './job-keys';

/** `GET /pms/jobs/:id`: the job with its completions and postponements. */
export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(jobPath(id), { signal, schema: jobDetailResponseSchema }).then((r) => r.data),
  });

export const useJob = (id: string) => useQuery(jobQuery(id));
