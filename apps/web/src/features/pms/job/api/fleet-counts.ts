import { useQuery } from '@tanstack/react-query';
import { jobFleetCountsResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { jobKeys } from './job-keys';

/** `GET /pms/jobs/fleet-counts`: per ship, jobs overdue, due within 30 days and done this month. */
export const useJobFleetCounts = () =>
  useQuery({
    queryKey: jobKeys.fleetCounts(),
    queryFn: ({ signal }) =>
      api.get('/pms/jobs/fleet-counts', { signal, schema: jobFleetCountsResponseSchema }).then((r) => r.data),
  });
