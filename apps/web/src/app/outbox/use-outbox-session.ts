import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { outbox } from '../../lib/offline-queue';
import { notifySuccess } from '../../lib/notify';
import { useAuth } from '../auth/auth-context';

/**
 * Ties the queue to the signed-in user (each user sees and sends only their own writes) and tells the
 * screens when a queued write lands (lists refresh) or is refused (a toast points to the pending list).
 */
export function useOutboxSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  useEffect(() => {
    void outbox.setUser(userId);
    // Signed out: stop sending; the writes stay on the device for this user's next sign-in.
    return () => void outbox.setUser(null);
  }, [userId]);
  useEffect(() => {
    outbox.setEvents({
      onSent: (entry) => {
        for (const queryKey of entry.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
        notifySuccess(`${entry.label} sent`);
      },
      onRefused: (entry) =>
        toast.error(
          `${entry.label} was not saved: ${entry.error?.message ?? ''} Open it from the pending changes.`,
        ),
    });
    return () => outbox.setEvents({});
  }, [queryClient]);
}
