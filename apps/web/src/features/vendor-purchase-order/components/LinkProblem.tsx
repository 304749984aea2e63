import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { VENDOR_LINK_PROBLEMS } from '@keel/domain';
import { VendorFrame } from './VendorFrame';

const PAGES = {
  missing: { title: 'Incomplete link', Icon: LinkOffIcon },
  unknown: { title: 'Link not valid', Icon: LinkOffIcon },
  expired: { title: 'This link has expired', Icon: TimerOffOutlinedIcon },
  revoked: { title: 'This link was withdrawn', Icon: LinkOffIcon },
  other: { title: 'The purchase order cannot be shown', Icon: ErrorOutlineIcon },
} as const;

/** The clear page of a link that does not open: what happened and what to do; nothing was changed. */
export function LinkProblem({
  kind,
  message,
  onRetry,
}: {
  kind: keyof typeof PAGES;
  message?: string | undefined;
  onRetry?: () => void;
}) {
  const { title, Icon } = PAGES[kind];
  return (
    <VendorFrame>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: '15px', textAlign: 'center', mt: { xs: 2, sm: 6 } }}
      >
        <Box sx={{ color: kind === 'expired' ? 'warning.main' : 'error.main', mb: 2 }}>
          <Icon sx={{ fontSize: 56 }} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
          {kind === 'other' ? message : VENDOR_LINK_PROBLEMS[kind]}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Nothing was changed.
        </Typography>
        {kind === 'other' && onRetry && (
          <Button variant="outlined" sx={{ mt: 3 }} onClick={onRetry}>
            Try again
          </Button>
        )}
      </Paper>
    </VendorFrame>
  );
}
