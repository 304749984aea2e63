import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/** Shown after a 409: the record changed on the server since it was read. */
export function ConflictAlert({
  what,
  onReload,
  reloading,
}: {
  what: string;
  onReload: () => void;
  reloading?: boolean;
}) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onReload} loading={reloading} variant="outlined">
          Reload
        </Button>
      }
    >
      <AlertTitle>Changed by someone else</AlertTitle>
      This {what} was changed by someone else while you were editing. Reload to see the latest version; your
      unsaved changes will be lost.
    </Alert>
  );
}
