import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { useWorkQueue } from '../api/get-work-queue';

/** The top bar's compact "My work" count: a link to /work. */
export function WorkCount() {
  const queue = useWorkQueue(0);
  const total = queue.data?.total ?? 0;
  const label = total === 0 ? 'My work: nothing waiting' : `My work: ${total} waiting`;
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to="/work" aria-label={label} sx={{ color: 'text.secondary' }}>
        <Badge badgeContent={total} color="primary" max={99}>
          <AssignmentTurnedInOutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
