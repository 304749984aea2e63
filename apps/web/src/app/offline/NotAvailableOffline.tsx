import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/**
 * Drawn in place of a screen whose code was never kept on this device, when it is opened offline. The
 * route keeps this answer until the page reloads, so the page reloads itself once the connection is back.
 */
export function NotAvailableOffline() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>This screen is not available offline</AlertTitle>
      It was not opened on this device while connected, so it is not kept here. It opens by itself when the
      connection is back.
    </Alert>
  );
}
