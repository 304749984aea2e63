import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import type { QueuedWrite } from '../../lib/offline-queue';
import { ConfirmDiscard } from './ConfirmDiscard';

/** The stored refusal of a queued write as the ApiError the form's handlers know, or null. */
export function queuedWriteError(entry: QueuedWrite): ApiError | null {
  if (!entry.error) return null;
  const { status, message, details } = entry.error;
  return new ApiError(status, message, details, message);
}

/**
 * At the top of a form reopened from the pending list: that the values below are the user's own, kept on
 * the device, and why the server refused them (`showReason` false when the form shows the reason itself);
 * for an edit in conflict, that the record changed meanwhile and the user's values are laid over it.
 */
export function QueuedWriteAlert({ entry, showReason = true }: { entry: QueuedWrite; showReason?: boolean }) {
  if (entry.state === 'conflict')
    return (
      <Alert severity="warning" sx={{ mb: 2 }} aria-label="Edit in conflict">
        You changed this record on this device {formatDateTime(entry.createdAt)}, but it was changed by
        someone else before your change reached the server
        {entry.error ? ` (${entry.error.message})` : ''}. Your values are kept below, over the current record:
        check them and save to apply them, or discard your change.
      </Alert>
    );
  const failed = entry.state === 'failed';
  return (
    <Alert severity={failed ? 'error' : 'info'} sx={{ mb: 2 }}>
      Entered on this device {formatDateTime(entry.createdAt)}
      {failed ? ' and not saved by the server' : ', waiting to be sent'}
      {failed && showReason && entry.error ? `: ${entry.error.message}` : '.'} Your values are kept below:
      correct them and save again, or discard the entry.
    </Alert>
  );
}

/** "Discard entry" for a dialog's actions: asks, then drops the queued write for good. */
export function DiscardQueuedButton({ entry, onDiscarded }: { entry: QueuedWrite; onDiscarded: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color="error" onClick={() => setAsking(true)} disabled={entry.state === 'sending'}>
        Discard entry
      </Button>
      <ConfirmDiscard
        entry={asking ? entry : null}
        onCancel={() => setAsking(false)}
        onDiscarded={onDiscarded}
      />
    </>
  );
}
