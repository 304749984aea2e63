import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { ApiError } from '../../../lib/api-error';

/** What a refused link says, by the server's message. */
function kindOf(message: string) {
  if (/awarded/i.test(message)) return { title: 'This request is closed', Icon: TaskAltIcon };
  if (/cancelled/i.test(message)) return { title: 'This request was cancelled', Icon: EventBusyIcon };
  if (/expired/i.test(message)) return { title: 'This link has expired', Icon: EventBusyIcon };
  if (/revoked/i.test(message)) return { title: 'This link was revoked', Icon: LinkOffIcon };
  return { title: 'This link does not work', Icon: LinkOffIcon };
}

/** The page of a link that no longer opens the offer: the server's message and what to do. */
export function ClosedLink({ error }: { error: unknown }) {
  const message =
    error instanceof ApiError
      ? error.message
      : 'The offer page could not be loaded. Check your connection and reload the page.';
  const { title, Icon } = kindOf(message);
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 4, sm: 10 }, p: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <Box sx={{ color: 'text.secondary', mb: 1 }}>
        <Icon sx={{ fontSize: 56 }} />
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Nothing was changed. If you need to quote, ask the buyer to send you a new link.
      </Typography>
    </Paper>
  );
}
