import { jobDetailResponseSchema, type CompleteJob } from '@keel/domain';
import type { WriteRequest } from '../../../../lib/offline-queue';
import { useQueuedWrite } from '../../../../lib/offline-queue/use-outbox';
import { useStoreJob } from './job-actions';
import { jobKeys, jobPath } from './job-keys';

/** The queue's kind of a job completion (the job page shows the pending ones). */
export const JOB_COMPLETION_WRITE = 'pms-job-completion';

/** `POST /pms/jobs/:id/complete` as a queued write: its label, the form values to reopen it, what to refresh. */
export function completionWrite(
  jobId: string,
  title: string,
  body: CompleteJob,
  draft: unknown,
): WriteRequest {
  return {
    kind: JOB_COMPLETION_WRITE,
    label: `Job done: ${title} (${body.doneOn.replaceAll('-', '/')})`,
    method: 'POST',
    path: jobPath(jobId, '/complete'),
    body,
    editPath: `/PMS/job/${jobId}`,
    draft,
    invalidates: [jobKeys.detail(jobId), jobKeys.lists(), jobKeys.fleetCounts()],
    meta: { jobId },
  };
}

/**
 * `POST /pms/jobs/:id/complete` through the device's queue: entered at sea without a link it is kept and
 * sent once when the link is back (same `Idempotency-Key`). A refusal (400, 409) is thrown for the form.
 */
export function useCompleteJob() {
  const store = useStoreJob();
  const queued = useQueuedWrite(jobDetailResponseSchema);
  const submit = async (request: WriteRequest) => {
    const result = await queued.submit(request);
    if (result.outcome === 'sent') store(result.data);
    return result;
  };
  return { submit, isPending: queued.isPending };
}
