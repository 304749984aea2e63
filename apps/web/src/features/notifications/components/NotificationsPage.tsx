import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../../components/PageHeader';
import { useNotifications } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationList } from './NotificationList';
import { NotificationPreferences } from './NotificationPreferences';

const PAGE = 20;

/** `/notifications`: every notification of the user (paged, unread filter) and the preferences tab. */
export function NotificationsPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'preferences' ? 'preferences' : 'inbox';
  const unreadOnly = search.get('unread') === '1';
  const page = Math.max(1, Number(search.get('page') ?? 1) || 1);
  const list = useNotifications({ limit: PAGE, offset: (page - 1) * PAGE, unread: unreadOnly });
  const markRead = useMarkRead();
  const set = (changes: Record<string, string | null>) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  const pages = Math.max(1, Math.ceil((list.data?.page.total ?? 0) / PAGE));
  const unread = list.data?.unread ?? 0;

  return (
    <>
      <PageHeader title="Notifications" subtitle="What needs you, and how it reaches you." />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, v: string) => set({ tab: v === 'preferences' ? 'preferences' : null, page: null })}
          aria-label="Notification sections"
        >
          <Tab value="inbox" label={unread > 0 ? `Inbox (${unread} unread)` : 'Inbox'} />
          <Tab value="preferences" label="Preferences" />
        </Tabs>
      </Box>
      {tab === 'preferences' ? (
        <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
          <NotificationPreferences />
        </Paper>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={unreadOnly}
                  onChange={(_e, v) => set({ unread: v ? '1' : null, page: null })}
                />
              }
              label="Unread only"
            />
            <Box sx={{ flex: 1 }} />
            <Button
              variant="outlined"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all read
            </Button>
          </Box>
          <Paper variant="outlined">
            <NotificationList limit={PAGE} offset={(page - 1) * PAGE} unreadOnly={unreadOnly} />
          </Paper>
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={page}
              onChange={(_e, p) => set({ page: p === 1 ? null : String(p) })}
            />
          )}
        </>
      )}
    </>
  );
}
