import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { WORK_KIND_LABELS, type WorkKind } from '@keel/domain';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useWorkItems } from '../api/list-work-items';

const PAGE = 20;
const when = (at: string | null) =>
  at === null ? '' : at.length === 10 ? formatDate(at) : formatDateTime(at);

/** One kind's items, paged: each a link to its record, with its ship and dates. */
export function WorkItems({ kind }: { kind: WorkKind }) {
  const [page, setPage] = useState(1);
  const items = useWorkItems(kind, (page - 1) * PAGE, PAGE);
  if (items.isPending) return <Skeleton variant="rounded" height={240} aria-label="Loading items" />;
  if (items.isError) return <Alert severity="error">{errorMessage(items.error)}</Alert>;
  if (items.data.data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        No {WORK_KIND_LABELS[kind].many} wait for you.
      </Typography>
    );
  const pages = Math.max(1, Math.ceil(items.data.page.total / PAGE));
  return (
    <>
      <List disablePadding aria-label={WORK_KIND_LABELS[kind].many}>
        {items.data.data.map((item) => (
          <ListItem key={item.id} divider sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Link component={RouterLink} to={item.link} underline="hover" sx={{ fontWeight: 600 }}>
                {item.title}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.subtitle}
              </Typography>
            </Box>
            {item.urgent && <Chip size="small" color="error" variant="outlined" label="Urgent" />}
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {when(item.at)}
            </Typography>
          </ListItem>
        ))}
      </List>
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_e, p) => setPage(p)} />}
    </>
  );
}
