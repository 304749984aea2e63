import { Workbox } from 'workbox-window';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** How often an open app asks the server for a new version (a ship's tab stays open for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The words of the prompt a new release shows. */
export const UPDATE_PROMPT_TEXT = 'A new version of Keel is ready';

/** The toast's content: the sentence and its Reload button. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <span>{UPDATE_PROMPT_TEXT}</span>
      <Button size="small" variant="contained" onClick={onReload}>
        Reload
      </Button>
    </Box>
  );
}

/**
 * Registers the service worker (docs/offline-reads.md). A new release's worker installs in the
 * background and waits; the user is asked to reload, and on "Reload" it takes over and the page
 * reloads once with the new files — never in the middle of someone's typing.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    toast.info(
      <UpdatePrompt
        onReload={() => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        }}
      />,
      { toastId: 'keel-update', autoClose: false, closeOnClick: false },
    );
  });
  wb.register()
    .then(() => setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS))
    .catch((error: unknown) => console.error('The offline service worker could not be registered', error));
}
