import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ackShipReportSchema,
  acknowledgementSchema,
  envelope,
  remindersSentSchema,
  type CreateAcknowledgement,
  type SendReminders,
} from '@keel/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { WriteRequest } from '../../../lib/offline-queue';
import { notifyQueued } from '../../../lib/offline-queue/notify-queued';
import { useQueuedWrite } from '../../../lib/offline-queue/use-outbox';
import { dmsKeys, dmsPath } from './dms-keys';

/** The queue's kind of an acknowledgement (the ISM screen shows the pending ones). */
export const ACK_WRITE = 'dms-acknowledgement';

const reportResponse = envelope(z.array(ackShipReportSchema));
const remindersResponse = envelope(remindersSentSchema);
const ackResponse = envelope(acknowledgementSchema);

/** `GET /dms/revisions/:id/acknowledgements`: per ship, who must acknowledge, who did, who has not. */
export const useAcknowledgements = (revisionId: string | null, enabled = true) =>
  useQuery({
    queryKey: dmsKeys.acknowledgements(revisionId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get(dmsPath('revisions', revisionId!, '/acknowledgements'), { signal, schema: reportResponse })
        .then((r) => r.data),
    enabled: enabled && Boolean(revisionId),
  });

/** `POST /dms/revisions/:id/reminders`: mails and notifies those who have not acknowledged (all ships or some). */
export function useSendReminders() {
  return useMutation({
    mutationFn: ({ revisionId, body }: { revisionId: string; body: SendReminders }) =>
      api
        .post(dmsPath('revisions', revisionId, '/reminders'), body, { schema: remindersResponse })
        .then((r) => r.data),
  });
}

/** What the user acknowledges: a revision, on a ship, named for the pending list. */
export interface AcknowledgeInput {
  revisionId: string;
  shipId: string;
  documentNumber: string;
  revision: string;
}

/** The acknowledgement of a revision on a ship, as a queued write (sent once, with one Idempotency-Key). */
export function acknowledgementWrite(input: AcknowledgeInput): WriteRequest {
  const body: CreateAcknowledgement = { shipId: input.shipId };
  return {
    kind: ACK_WRITE,
    label: `Acknowledgement of ${input.documentNumber} rev. ${input.revision}`,
    method: 'POST',
    path: dmsPath('revisions', input.revisionId, '/acknowledgements'),
    body,
    editPath: '/dms/ism',
    invalidates: [
      dmsKeys.tree(),
      dmsKeys.shipEffective(input.shipId),
      dmsKeys.acknowledgements(input.revisionId),
    ],
    meta: { revisionId: input.revisionId, shipId: input.shipId },
  };
}

/**
 * `POST /dms/revisions/:id/acknowledgements` through the device's queue: at sea with no link it is kept
 * and sent once when the link is back (the server also answers a repeated acknowledgement as done).
 */
export function useAcknowledge() {
  const queryClient = useQueryClient();
  const queued = useQueuedWrite(ackResponse);
  const submit = async (input: AcknowledgeInput) => {
    const result = await queued.submit(acknowledgementWrite(input));
    if (result.outcome === 'sent') {
      void queryClient.invalidateQueries({ queryKey: dmsKeys.tree() });
      void queryClient.invalidateQueries({ queryKey: dmsKeys.shipEffective(input.shipId) });
      void queryClient.invalidateQueries({ queryKey: dmsKeys.acknowledgements(input.revisionId) });
    } else notifyQueued(result.entry);
    return result;
  };
  return { submit, isPending: queued.isPending };
}
