import { createEventSchema } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateEvent } from '../api/create-event';
import { EventForm, emptyEventValues } from './EventForm';

/** Records a new event (open); `defaultShipId` preselects the ship (the filter's, or the only one). */
export function CreateEventDialog({
  defaultShipId,
  onClose,
}: {
  defaultShipId: string;
  onClose: () => void;
}) {
  const form = useFormState(emptyEventValues(defaultShipId));
  const create = useCreateEvent();
  const save = () => {
    const body = form.validate(createEventSchema, {
      ...form.values,
      occurredAt: form.values.occurredAt ? new Date(form.values.occurredAt).toISOString() : '',
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: (event) => {
        notifySuccess(`Event “${event.title}” recorded`);
        onClose();
      },
      onError: (error) => {
        if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open
      title="New event"
      onClose={onClose}
      onSave={save}
      saveText="Record event"
      loading={create.isPending}
      maxWidth="md"
    >
      <EventForm form={form} />
    </Dialog>
  );
}
