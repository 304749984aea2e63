import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { ACCESS_DENIED_TEXT } from '../../../../app/error/error-routes';
import { ApiError, errorMessage } from '../../../../lib/api-error';

/** The 403 "Access Error" of a record the user may not see (another ship), or another load error. */
export function LoadErrorPanel({
  error,
  backTo,
  backLabel,
}: {
  error: unknown;
  backTo: string;
  backLabel: string;
}) {
  const denied = error instanceof ApiError && error.status === 403;
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Box
      component="section"
      aria-label={denied ? 'Access error' : 'Load error'}
      sx={{ maxWidth: 640, mx: 'auto', mt: 6, textAlign: 'center' }}
    >
      <LockOutlinedIcon sx={{ fontSize: 48, color: denied ? 'error.main' : 'text.secondary' }} />
      <Typography variant="h2" component="h1" sx={{ mt: 1 }}>
        {denied ? '403 · Access Error' : missing ? '404 · Not Found' : 'Something went wrong'}
      </Typography>
      <Alert severity={denied ? 'error' : 'warning'} sx={{ mt: 3, textAlign: 'left' }}>
        <AlertTitle>{errorMessage(error)}</AlertTitle>
        {denied ? ACCESS_DENIED_TEXT : missing ? 'This ship does not exist.' : 'Try again in a moment.'}
      </Alert>
      <Button component={RouterLink} to={backTo} variant="outlined" sx={{ mt: 3 }}>
        {backLabel}
      </Button>
    </Box>
  );
}
