import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/** The server refused the ship asked for (403): say so, with the server's words and a way back. */
export function AccessRefused({
  message,
  back,
  backText,
}: {
  message: string;
  back: string;
  backText: string;
}) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={back} color="inherit" size="small" variant="outlined">
          {backText}
        </Button>
      }
    >
      <AlertTitle>403 · Access Error</AlertTitle>
      {message}
    </Alert>
  );
}
