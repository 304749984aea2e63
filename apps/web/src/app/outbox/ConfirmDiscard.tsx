import { ConfirmDialog } from '../../components/ConfirmDialog';
import { outbox, type QueuedWrite } from '../../lib/offline-queue';

/** "Discard this change?" for a queued write; on Discard the entry leaves the device for good. */
export function ConfirmDiscard({
  entry,
  onCancel,
  onDiscarded,
}: {
  entry: QueuedWrite | null;
  onCancel: () => void;
  onDiscarded: () => void;
}) {
  return (
    <ConfirmDialog
      open={entry !== null}
      type="delete"
      title="Discard this change?"
      message={`${entry?.label ?? ''} has not reached the server. Discarded, it is lost for good.`}
      confirmText="Discard"
      cancelText="Keep it"
      onCancel={onCancel}
      onConfirm={() => {
        if (entry) void outbox.discard(entry.id).then(onDiscarded);
      }}
    />
  );
}
