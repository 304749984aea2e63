import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import type { Notification } from '@keel/domain';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useMarkRead } from '../api/mark-read';
import { useNotifications } from '../api/list-notifications';

/** One notification: its title as a link to the record (opening marks it read), words, time. */
function NotificationRow({ n, onOpen }: { n: Notification; onOpen?: () => void }) {
  const markRead = useMarkRead();
  const unread = n.readAt === null;
  return (
    <ListItem
      divider
      sx={{ alignItems: 'flex-start', gap: 1, bgcolor: unread ? 'action.hover' : undefined }}
      secondaryAction={
        unread ? (
          <Tooltip title="Mark read">
            <IconButton
              edge="end"
              size="small"
              aria-label={`Mark read: ${n.title}`}
              disabled={markRead.isPending}
              onClick={() => markRead.mutate({ ids: [n.id] })}
            >
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <Box sx={{ minWidth: 0, pr: 4 }}>
        <Link
          component={RouterLink}
          to={n.link}
          underline="hover"
          onClick={() => {
            if (unread) markRead.mutate({ ids: [n.id] });
            onOpen?.();
          }}
          sx={{ fontWeight: unread ? 600 : 400, color: 'text.primary', display: 'block' }}
        >
          {n.title}
        </Link>
        {n.body && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {n.body}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(n.createdAt)}
          {n.actorName ? ` · ${n.actorName}` : ''}
        </Typography>
      </Box>
    </ListItem>
  );
}

/** The user's notifications, newest first (a page of `limit`, from `offset`). */
export function NotificationList({
  limit,
  offset = 0,
  unreadOnly = false,
  onOpen,
  dense = false,
}: {
  limit: number;
  offset?: number;
  unreadOnly?: boolean;
  onOpen?: () => void;
  dense?: boolean;
}) {
  const list = useNotifications({ limit, offset, unread: unreadOnly });
  if (list.isPending)
    return (
      <Skeleton
        variant="rounded"
        height={dense ? 120 : 240}
        sx={{ m: 2 }}
        aria-label="Loading notifications"
      />
    );
  if (list.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(list.error)}
      </Alert>
    );
  if (list.data.data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
        {unreadOnly ? 'Nothing unread.' : 'No notifications yet. You will see here what needs you.'}
      </Typography>
    );
  return (
    <List dense={dense} disablePadding aria-label="Notifications">
      {list.data.data.map((n) => (
        <NotificationRow key={n.id} n={n} onOpen={onOpen} />
      ))}
    </List>
  );
}
