import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { updateEventSchema, type ShipEvent } from '@keel/domain';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { Dialog } from '../../../../components/Dialog';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { formatDateTime } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useEvent } from '../api/get-event';
import { useReopenEvent } from '../api/reopen-event';
import { useUpdateEvent } from '../api/update-event';
import { CloseEventDialog } from './CloseEventDialog';
import { EventForm, eventValues } from './EventForm';
import { EventStatusChip, SeverityChip } from './event-chips';

/** The changed fields of the form, against the stored event. */
function changes(event: ShipEvent, values: ReturnType<typeof eventValues>) {
  const stored = eventValues(event);
  const diff: Record<string, unknown> = {};
  for (const key of Object.keys(stored) as (keyof typeof stored)[])
    if (values[key] !== stored[key])
      diff[key] = key === 'occurredAt' ? new Date(values[key] as string).toISOString() : values[key];
  return diff;
}

/** The open event's form: edit, close, reopen. A closed event is shown read-only with its closing. */
function EventEditor({
  event,
  onClose,
  onConflict,
}: {
  event: ShipEvent;
  onClose: () => void;
  onConflict: () => void;
}) {
  const form = useFormState(eventValues(event));
  const update = useUpdateEvent(event.id);
  const reopen = useReopenEvent(event.id);
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState(false);
  const isOpen = event.status === 'open';
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict && /changed by someone else/.test(error.message))
      onConflict();
    else if (!form.applyServerError(error)) notifyError(error);
  };
  const save = () => {
    const body = form.validate(updateEventSchema, { version: event.version, ...changes(event, form.values) });
    if (!body) return;
    update.mutate(body, { onSuccess: () => (notifySuccess('Event saved'), onClose()), onError: fail });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {isOpen ? 'Edit event' : 'Event'} <EventStatusChip status={event.status} />{' '}
          <SeverityChip severity={event.severity} />
        </Box>
      }
      onClose={onClose}
      onSave={isOpen ? save : undefined}
      cancelText={isOpen ? 'Cancel' : 'Done'}
      loading={update.isPending}
      maxWidth="md"
      extraActions={
        isOpen ? (
          <Button color="warning" variant="outlined" onClick={() => setClosing(true)}>
            Close event
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => setReopening(true)}>
            Reopen
          </Button>
        )
      }
    >
      {!isOpen && (
        <Alert severity="success" variant="outlined" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Closed {formatDateTime(event.closedAt)} by {event.closedByName ?? 'unknown'}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {event.closingNote}
          </Typography>
        </Alert>
      )}
      <EventForm form={form} disabled={!isOpen} />
      <Typography variant="caption" color="text.secondary">
        Recorded by {event.createdByName ?? 'unknown'} · last changed {formatDateTime(event.updatedAt)}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <ActivityCard entity="event" id={event.id} />
      </Box>
      {closing && (
        <CloseEventDialog
          event={event}
          onClose={() => setClosing(false)}
          onClosed={() => (setClosing(false), notifySuccess('Event closed'))}
          onError={(e) => (setClosing(false), fail(e))}
        />
      )}
      <ConfirmDialog
        open={reopening}
        title="Reopen event"
        message={`Reopen “${event.title}”? Its closing note is kept in the audit trail.`}
        confirmText="Reopen"
        cancelText="Cancel"
        loading={reopen.isPending}
        onCancel={() => setReopening(false)}
        onConfirm={() =>
          reopen.mutate(
            { version: event.version },
            {
              onSuccess: () => notifySuccess('Event reopened'),
              onError: fail,
              onSettled: () => setReopening(false),
            },
          )
        }
      />
    </Dialog>
  );
}

/** An event opened from the list or from a timeline link (`/event?open=<id>`). */
export function EventDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const event = useEvent(id);
  const [conflict, setConflict] = useState(false);
  const reload = async () => {
    await event.refetch();
    setConflict(false);
  };
  if (event.isPending || event.isError)
    return (
      <Dialog open title="Event" onClose={onClose} onCancel={false}>
        {event.isPending ? (
          <Skeleton variant="rounded" height={220} aria-label="Loading event" />
        ) : (
          <Alert severity="error">
            {event.error instanceof ApiError && event.error.status === 404
              ? 'This event does not exist.'
              : errorMessage(event.error)}
          </Alert>
        )}
      </Dialog>
    );
  return (
    <>
      {conflict && (
        <Dialog open title="Changed by someone else" onClose={() => setConflict(false)} onCancel={false}>
          <ConflictAlert what="event" onReload={() => void reload()} reloading={event.isFetching} />
        </Dialog>
      )}
      <EventEditor
        key={`${event.data.id}:${event.data.version}`}
        event={event.data}
        onClose={onClose}
        onConflict={() => setConflict(true)}
      />
    </>
  );
}
