import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useQueuedWrites } from '../../lib/offline-queue/use-outbox';
import { queueSummary } from './describe';

/**
 * Logging out with writes still on the device asks first: they are kept for this user's next sign-in
 * on this device (no one else sees them), but they do not reach the office until then.
 */
export function useLogoutGuard() {
  const entries = useQueuedWrites();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = (logout: () => void) => {
    if (entries.length) setPending(() => logout);
    else logout();
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      type="warning"
      title="Changes not sent yet"
      message={`${queueSummary(entries)}. ${entries.length === 1 ? 'It is' : 'They are'} kept on this device for your next sign-in here; until then the office does not see ${entries.length === 1 ? 'it' : 'them'}. Log out anyway?`}
      confirmText="Log out anyway"
      cancelText="Stay signed in"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const logout = pending;
        setPending(null);
        logout?.();
      }}
    />
  );
  return { guard, dialog };
}
