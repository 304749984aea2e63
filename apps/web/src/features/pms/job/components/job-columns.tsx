import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Job } from '@keel/domain';
import type { Column } from '../../../../components/data-table/DataTable';
import { formatDate } from '../../../../lib/format';
import { DueStatusChip, JobStateChip } from './JobChips';
import { daysLeftText, intervalText, rankLabel } from './job-format';

/** The columns of a jobs list; `withShip` adds the ship (the fleet due list). */
export function jobColumns(withShip: boolean): Column<Job>[] {
  const columns: Column<Job>[] = [
    {
      field: 'dueOn',
      header: 'Due',
      sortable: true,
      render: (j) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Box
            component="span"
            sx={{ color: j.dueStatus === 'OVERDUE' ? 'error.main' : undefined, fontWeight: 500 }}
          >
            {j.dueOn ? formatDate(j.dueOn) : '—'}
          </Box>
          <Typography variant="caption" component="div" color="text.secondary">
            {daysLeftText(j.daysLeft)}
            {j.nextDueHours !== null ? ` · at ${j.nextDueHours.toLocaleString('en-GB')} h` : ''}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'title',
      header: 'Job',
      sortable: true,
      card: 'title',
      render: (j) => (
        <Box>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {j.title}
          </Box>
          {j.critical && (
            <Typography component="span" variant="caption" color="error.main" sx={{ ml: 1 }}>
              Critical
            </Typography>
          )}
          <Typography variant="caption" component="div" color="text.secondary">
            {j.componentCode} {j.componentName}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'responsibleRank',
      header: 'Responsible',
      sortable: true,
      hideBelow: 'md',
      render: (j) => rankLabel(j.responsibleRank),
    },
    { field: 'interval', header: 'Interval', hideBelow: 'lg', render: intervalText },
    {
      field: 'state',
      header: 'State',
      render: (j) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <JobStateChip state={j.state} />
          <DueStatusChip status={j.dueStatus} />
        </Box>
      ),
    },
  ];
  if (withShip) columns.splice(2, 0, { field: 'shipName', header: 'Ship', sortable: true, hideBelow: 'sm' });
  return columns;
}
