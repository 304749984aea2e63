import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { formatDateTime } from '../../lib/format';
import { offlineState, type OfflineSnapshot } from './offline-state';

/** The banner's title and line for a state, or null when the screen shows live data. */
export function offlineMessage(state: OfflineSnapshot): { title: string; text: string } | null {
  if (state.cachedAt) {
    const asOf = formatDateTime(state.cachedAt);
    const missing = state.unavailable
      ? ' Parts of this screen were not opened on this device while connected and are not available offline.'
      : '';
    return state.online
      ? {
          title: `No answer from the server — showing data as of ${asOf}`,
          text: `This is the copy kept on this device; it is replaced as soon as the server answers.${missing}`,
        }
      : {
          title: `Offline — as of ${asOf}`,
          text: `You are reading the copy kept on this device. It is brought up to date when the connection is back.${missing}`,
        };
  }
  if (state.unavailable)
    return {
      title: state.online
        ? 'Not available: no answer from the server'
        : 'Offline — this data is not available offline',
      text: 'It was not opened on this device while connected, so no copy of it is kept here.',
    };
  if (!state.online)
    return { title: 'Offline', text: 'Showing what this screen loaded before the connection dropped.' };
  return null;
}

/**
 * "Offline — as of <time>" above the screen in view (docs/offline-reads.md). It starts clean on each
 * screen, and when the connection comes back the screen's queries are fetched again, so the banner goes
 * away with the first live answers.
 */
export function OfflineBanner() {
  const state = useSyncExternalStore(offlineState.subscribe, offlineState.getSnapshot);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const wasOnline = useRef(state.online);

  useEffect(() => offlineState.screenChanged(), [pathname]);

  // The first time the service worker takes control, ask again through it so that the screen in view
  // (and the access lists) are kept from the start.
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const refetch = () => void queryClient.invalidateQueries();
    container.addEventListener('controllerchange', refetch);
    return () => container.removeEventListener('controllerchange', refetch);
  }, [queryClient]);

  const showingCopy = Boolean(state.cachedAt || state.unavailable);
  useEffect(() => {
    if (state.online && !wasOnline.current && showingCopy) void queryClient.invalidateQueries();
    wasOnline.current = state.online;
  }, [state.online, showingCopy, queryClient]);

  const message = offlineMessage(state);
  if (!message) return null;
  return (
    <Alert
      severity={state.cachedAt || !state.online ? 'warning' : 'info'}
      role="status"
      aria-live="polite"
      sx={{ mb: 2 }}
      action={
        state.online && showingCopy ? (
          <Button color="inherit" size="small" onClick={() => void queryClient.invalidateQueries()}>
            Retry
          </Button>
        ) : undefined
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{message.title}</AlertTitle>
      {message.text}
    </Alert>
  );
}
