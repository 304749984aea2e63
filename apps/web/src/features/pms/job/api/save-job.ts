import { useMutation } from '@tanstack/react-query';
import { jobDetailResponseSchema, type CreateJob, type UpdateJob } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreJob } from './job-actions';
import { jobPath } from './job-keys';

/** `POST /pms/jobs` (job_management on the component's ship). */
export function useCreateJob() {
  const store = useStoreJob();
  return useMutation({
    mutationFn: (body: CreateJob) =>
      api.post('/pms/jobs', body, { schema: jobDetailResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `PATCH /pms/jobs/:id` with the version read (409 when someone changed it meanwhile). */
export function useUpdateJob(id: string) {
  const store = useStoreJob();
  return useMutation({
    mutationFn: (body: UpdateJob) =>
      api.patch(jobPath(id), body, { schema: jobDetailResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}
