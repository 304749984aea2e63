import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { closeEventSchema, EVENT_LIMITS, type ShipEvent } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { serverFieldErrors, zodFieldErrors } from '../../../../lib/form';
import { useCloseEvent } from '../api/close-event';

/**
 * Confirms closing an event and asks for the closing note (required). Errors other than a field error
 * go to `onError` (the caller shows a 409 as "changed by someone else").
 */
export function CloseEventDialog({
  event,
  onClose,
  onClosed,
  onError,
}: {
  event: ShipEvent;
  onClose: () => void;
  onClosed: (event: ShipEvent) => void;
  onError: (error: unknown) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = useCloseEvent(event.id);
  const confirm = () => {
    const parsed = closeEventSchema.safeParse({ version: event.version, note });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error).note ?? 'note is required');
      return;
    }
    close.mutate(parsed.data, {
      onSuccess: onClosed,
      onError: (e) => {
        const fields = serverFieldErrors(e);
        if (fields?.note) setError(fields.note);
        else onError(e);
      },
    });
  };
  return (
    <ConfirmDialog
      open
      type="warning"
      title="Close event"
      confirmText="Close event"
      cancelText="Cancel"
      loading={close.isPending}
      onCancel={onClose}
      onConfirm={confirm}
      message={
        <>
          <Typography sx={{ mb: 2 }}>
            Close “{event.title}” on {event.shipName}? Say how it was resolved; you can reopen it later.
          </Typography>
          <TextField
            label="Closing note"
            autoFocus
            fullWidth
            multiline
            minRows={3}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.note } }}
          />
        </>
      }
    />
  );
}
