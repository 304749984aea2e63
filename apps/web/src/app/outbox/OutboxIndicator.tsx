import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { isStopped } from '../../lib/offline-queue/types';
import { useQueuedWrites } from '../../lib/offline-queue/use-outbox';
import { queueSummary } from './describe';
import { OutboxDialog } from './OutboxDialog';
import { useOutboxSession } from './use-outbox-session';

/**
 * The top bar's "2 changes waiting to send": shown while the signed-in user has writes on the device,
 * red when the server refused one; opens the list of pending changes. Also runs the queue for the user.
 */
export function OutboxIndicator({ compact }: { compact: boolean }) {
  useOutboxSession();
  const entries = useQueuedWrites();
  const [open, setOpen] = useState(false);
  if (!entries.length) return null;
  const summary = queueSummary(entries);
  const failed = entries.some(isStopped);
  const Icon = failed ? ErrorOutlineIcon : CloudUploadOutlinedIcon;
  const color = failed ? 'error' : 'warning';
  return (
    <>
      {compact ? (
        <Tooltip title={summary}>
          <IconButton aria-label={summary} onClick={() => setOpen(true)} color={color}>
            <Badge badgeContent={entries.length} color={color}>
              <Icon fontSize="small" />
            </Badge>
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color={color}
          startIcon={<Icon fontSize="small" />}
          onClick={() => setOpen(true)}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, borderRadius: '10px' }}
        >
          {summary}
        </Button>
      )}
      {open && <OutboxDialog onClose={() => setOpen(false)} />}
    </>
  );
}
