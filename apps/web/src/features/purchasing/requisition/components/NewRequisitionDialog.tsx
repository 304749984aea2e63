import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createRequisitionSchema, type RequisitionDetail } from '@keel/domain';
import {
  DiscardQueuedButton,
  QueuedWriteAlert,
  queuedWriteError,
} from '../../../../app/outbox/QueuedWriteAlert';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import type { QueuedWrite } from '../../../../lib/offline-queue';
import { notifyQueued } from '../../../../lib/offline-queue/notify-queued';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { requisitionWrite, useCreateRequisition } from '../api/create-requisition';
import { bodyOf, formValuesOf, type RequisitionFormValues } from './requisition-form';
import { RequisitionFields } from './RequisitionFields';

/**
 * A new draft requisition: ship, header and lines, checked with the domain schema before it is sent;
 * the server's 400 details land under the same fields. It goes through the device's queue: offline or
 * on a dropped link it is kept and sent later; `queued` reopens such an entry the server refused, with
 * the user's values and the server's message.
 */
export function NewRequisitionDialog({
  open,
  defaults = {},
  queued = null,
  onClose,
  onSaved,
}: {
  open: boolean;
  defaults?: Partial<RequisitionFormValues>;
  /** A queued requisition the server refused, reopened from the pending list. */
  queued?: QueuedWrite | null;
  onClose: () => void;
  onSaved: (r: RequisitionDetail) => void;
}) {
  const [initial] = useState(
    () => (queued?.draft as RequisitionFormValues | undefined) ?? formValuesOf(null, defaults),
  );
  const form = useFormState<RequisitionFormValues>(initial);
  const create = useCreateRequisition();
  const ships = useQuery(myShipsQuery());
  // The server's refusal of a reopened queued requisition lands under the fields, as if just sent.
  const [shownRefusal, setShownRefusal] = useState(false);
  if (queued && !shownRefusal) {
    setShownRefusal(true);
    form.applyServerError(queuedWriteError(queued));
  }
  const save = () => {
    const body = form.validate(createRequisitionSchema, {
      shipId: form.values.shipId,
      ...bodyOf(form.values),
    });
    if (!body) return;
    const shipName = ships.data?.find((s) => s.id === body.shipId)?.name ?? '';
    create
      .submit(requisitionWrite(body, form.values, shipName), queued ? { replaces: queued.id } : undefined)
      .then(
        (result) => {
          if (result.outcome === 'queued') {
            notifyQueued(result.entry);
            onClose();
            return;
          }
          notifySuccess(`${result.data.number} created as a draft`);
          onSaved(result.data);
        },
        (error: unknown) => {
          if (!form.applyServerError(error)) notifyError(error);
        },
      );
  };
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title="New requisition"
      onClose={onClose}
      onSave={save}
      saveText="Create draft"
      loading={create.isPending}
      maxWidth="lg"
      extraActions={queued && <DiscardQueuedButton entry={queued} onDiscarded={onClose} />}
    >
      {queued && <QueuedWriteAlert entry={queued} />}
      <RequisitionFields form={form} withShip />
    </Dialog>
  );
}
