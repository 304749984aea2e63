import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useLiveNotifications } from '../live/use-live-notifications';
import { useUnreadCount } from '../api/unread-count';
import { useMarkRead } from '../api/mark-read';
import { NotificationList } from './NotificationList';

/**
 * The top bar's bell: the unread count (kept live by the WebSocket), and a panel with the newest
 * notifications, each a link to its record, with mark-read and mark-all-read.
 */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  useLiveNotifications();
  const count = unread.data?.unread ?? 0;
  const label = count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={label}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ color: 'text.secondary' }}
        >
          <Badge badgeContent={count} color="error" max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 'min(420px, calc(100vw - 16px))', maxHeight: '70vh' } } }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            Notifications
          </Typography>
          <Button
            size="small"
            disabled={count === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all read
          </Button>
        </Box>
        {anchor && <NotificationList limit={10} onOpen={close} dense />}
        <Box sx={{ display: 'flex', gap: 1, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button size="small" component={RouterLink} to="/notifications" onClick={close}>
            All notifications
          </Button>
          <Button size="small" component={RouterLink} to="/notifications?tab=preferences" onClick={close}>
            Preferences
          </Button>
        </Box>
      </Popover>
    </>
  );
}
