import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  jobDetailResponseSchema,
  type DecidePostponement,
  type JobDetail,
  type RequestPostponement,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { jobKeys, jobPath } from './job-keys';

/** Stores the answer of a job's verb and refreshes the lists and counts. */
export function useStoreJob() {
  const queryClient = useQueryClient();
  return (job: JobDetail) => {
    queryClient.setQueryData(jobKeys.detail(job.id), job);
    void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: jobKeys.fleetCounts() });
  };
}

/** `POST /pms/jobs/:id/start` (job_management): PENDING → WORKING; 409 when stale or not allowed now. */
export function useStartJob(id: string) {
  const store = useStoreJob();
  return useMutation({
    mutationFn: (version: number) =>
      api.post(jobPath(id, '/start'), { version }, { schema: jobDetailResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `POST /pms/jobs/:id/postponements`: asks an office user to move the due date (reason required). */
export function useRequestPostponement(id: string) {
  const store = useStoreJob();
  return useMutation({
    mutationFn: (body: RequestPostponement) =>
      api.post(jobPath(id, '/postponements'), body, { schema: jobDetailResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `POST /pms/jobs/:id/postponements/:pid/approve|reject` (an office user with job_management). */
export function useDecidePostponement(id: string) {
  const store = useStoreJob();
  return useMutation({
    mutationFn: ({
      postponementId,
      decision,
      body,
    }: {
      postponementId: string;
      decision: 'approve' | 'reject';
      body: DecidePostponement;
    }) =>
      api
        .post(jobPath(id, `/postponements/${encodeURIComponent(postponementId)}/${decision}`), body, {
          schema: jobDetailResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: store,
  });
}
