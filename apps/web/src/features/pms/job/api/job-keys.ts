import type { z } from 'zod';
import type { jobListQuerySchema } from '@keel/domain';

type Sent = z.input<typeof jobListQuerySchema>;
/** Query of the jobs list as the screens send it (numbers where the server coerces them). */
export type JobsListInput = Partial<
  Omit<Sent, 'offset' | 'limit' | 'rank' | 'dueWithinDays'> & {
    offset: number;
    limit: number;
    rank: number;
    dueWithinDays: number;
  }
>;

/** Query keys of the jobs feature. */
export const jobKeys = {
  all: ['pms', 'jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: JobsListInput) => [...jobKeys.lists(), query] as const,
  fleetCounts: () => [...jobKeys.all, 'fleet-counts'] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: string) => [...jobKeys.details(), id] as const,
};

/** The path of one job (ids are encoded). */
export const jobPath = (id: string, suffix = '') => `/pms/jobs/${encodeURIComponent(id)}${suffix}`;
