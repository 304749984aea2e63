import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { workCountLabel } from '@keel/domain';
import { Card } from '../../../components/Card';
import { errorMessage } from '../../../lib/api-error';
import { useWorkQueue } from '../api/get-work-queue';

/** Dashboard card: what waits for the user, counted by kind, each a link to the filtered list. */
export function MyWorkCard() {
  const queue = useWorkQueue(0);
  const total = queue.data?.total;
  return (
    <Card
      title="My work"
      owner={
        total === undefined ? 'Loading…' : total === 0 ? 'Nothing waits for you' : `${total} waiting for you`
      }
      icon={<AssignmentTurnedInOutlinedIcon />}
      sx={{ mb: 4 }}
      action={
        <Button size="small" component={RouterLink} to="/work">
          Open
        </Button>
      }
    >
      {queue.isPending && <Skeleton variant="rounded" height={140} aria-label="Loading my work" />}
      {queue.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void queue.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(queue.error)}
        </Alert>
      )}
      {queue.data && queue.data.groups.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nothing here needs you: approvals, quotes, orders to send, deliveries and certificates that need you
          will be listed here.
        </Typography>
      )}
      {queue.data && queue.data.groups.length > 0 && (
        <List dense disablePadding aria-label="My work by kind">
          {queue.data.groups.map((g) => (
            <ListItem key={g.kind} disableGutters divider sx={{ gap: 1.5 }}>
              <Link
                component={RouterLink}
                to={g.link}
                underline="hover"
                sx={{ flex: 1, color: g.count > 0 ? 'text.primary' : 'text.secondary' }}
              >
                {workCountLabel(g.kind, g.count)}
              </Link>
              {g.count > 0 && (
                <Chip
                  size="small"
                  label="Show"
                  component={RouterLink}
                  to={`/work?kind=${g.kind}`}
                  clickable
                  aria-label={`Show ${workCountLabel(g.kind, g.count)}`}
                />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
