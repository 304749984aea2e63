import Chip from '@mui/material/Chip';
import { JOB_STATE_COLORS, type JobDueStatus, type JobState } from '@keel/domain';
import { DUE_STATUS_STYLE } from './job-format';

/** The job's state in the spec's colours: DONE success, PENDING warning, WORKING info. */
export function JobStateChip({ state, size = 'small' }: { state: JobState; size?: 'small' | 'medium' }) {
  return <Chip size={size} label={state} color={JOB_STATE_COLORS[state]} variant="outlined" />;
}

/** Overdue / due now / due soon (derived; never blocks completion). */
export function DueStatusChip({
  status,
  size = 'small',
}: {
  status: JobDueStatus;
  size?: 'small' | 'medium';
}) {
  const style = DUE_STATUS_STYLE[status];
  if (status === 'NOT_DUE') return null;
  return <Chip size={size} label={style.label} color={style.color} />;
}
