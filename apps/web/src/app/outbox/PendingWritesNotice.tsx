import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isStopped } from '../../lib/offline-queue/types';
import { useQueuedWrites } from '../../lib/offline-queue/use-outbox';
import { editLink, entryStatus } from './describe';

/**
 * Above a list: the records of `kind` entered on this device and not yet saved on the server, each with
 * its state, so nobody enters them a second time; a refused one links to its form.
 */
export function PendingWritesNotice({ kind, noun }: { kind: string; noun: [string, string] }) {
  const entries = useQueuedWrites(kind);
  if (!entries.length) return null;
  const failed = entries.some(isStopped);
  return (
    <Alert severity={failed ? 'error' : 'warning'} sx={{ mb: 2 }} aria-label={`Pending ${noun[1]}`}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {entries.length} {entries.length === 1 ? noun[0] : noun[1]} entered on this device, not yet saved on
        the server
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Typography variant="body2" component="span">
              <strong>{entry.label}</strong> — {entryStatus(entry)}{' '}
              {isStopped(entry) && (
                <Link component={RouterLink} to={editLink(entry)}>
                  {entry.state === 'conflict' ? 'Open and re-apply' : 'Open and edit'}
                </Link>
              )}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
