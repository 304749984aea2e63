import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import { Card } from '../../../../components/Card';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useJobs } from '../api/list-jobs';
import { DueStatusChip } from './JobChips';
import { daysLeftText } from './job-format';

const SHOWN = 6;

/** Dashboard card: the user's ships' overdue jobs and those due within 30 days, soonest first. */
export default function JobsDueCard() {
  const due = useJobs({ dueWithinDays: 30, limit: SHOWN });
  const overdue = useJobs({ overdue: 'true', limit: 1 });
  const owner =
    due.data && overdue.data
      ? `${overdue.data.page.total} overdue · ${due.data.page.total} due within 30 days`
      : 'Loading…';
  return (
    <Card title="Maintenance due" owner={owner} icon={<BuildOutlinedIcon />} type="secondary" sx={{ mb: 4 }}>
      {due.isError && <Alert severity="error">{errorMessage(due.error)}</Alert>}
      {due.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading maintenance due" />}
      {due.data?.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No job falls due in the next 30 days.
        </Typography>
      )}
      {due.data && due.data.data.length > 0 && (
        <List dense disablePadding aria-label="Maintenance jobs due">
          {due.data.data.map((j) => (
            <ListItem key={j.id} disableGutters divider sx={{ gap: 1.5, flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Link component={RouterLink} to={`/PMS/job/${j.id}`} underline="hover">
                  {j.title}
                </Link>
                <Typography variant="caption" component="div" color="text.secondary">
                  {j.shipName} · {j.componentCode} {j.componentName}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="body2">{j.dueOn ? formatDate(j.dueOn) : '—'}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {daysLeftText(j.daysLeft)}
                </Typography>
              </Box>
              <DueStatusChip status={j.dueStatus} />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/PMS/manage" underline="hover">
          Open the due list
        </Link>
      </Box>
    </Card>
  );
}
