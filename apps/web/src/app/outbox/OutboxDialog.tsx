import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Dialog } from '../../components/Dialog';
import { formatDateTime } from '../../lib/format';
import { isStopped, outbox, type QueuedWrite } from '../../lib/offline-queue';
import { useQueuedWrites } from '../../lib/offline-queue/use-outbox';
import { ConfirmDiscard } from './ConfirmDiscard';
import { ConflictValues } from './ConflictValues';
import { editLink, entryStatus } from './describe';

const CHIPS = {
  waiting: { label: 'Waiting', color: 'warning' },
  sending: { label: 'Sending', color: 'info' },
  failed: { label: 'Failed', color: 'error' },
  conflict: { label: 'Conflict', color: 'error' },
} as const;

/**
 * The pending changes: each queued write with its state (waiting, sending, failed or conflict: reason).
 * A failed one opens its form again with the user's values, or is sent again as it is; an edit in conflict
 * (the record changed meanwhile) opens the current record with the user's values to re-apply; both show
 * and copy the user's values; any can be discarded after a confirmation.
 */
export function OutboxDialog({ onClose }: { onClose: () => void }) {
  const entries = useQueuedWrites();
  const navigate = useNavigate();
  const [discarding, setDiscarding] = useState<QueuedWrite | null>(null);
  const open = (entry: QueuedWrite) => {
    onClose();
    navigate(editLink(entry));
  };
  return (
    <>
      <Dialog
        open
        title="Changes waiting to send"
        onClose={onClose}
        onCancel={false}
        maxWidth="sm"
        extraActions={
          <Button
            onClick={() => void outbox.sendNow()}
            disabled={!entries.some((e) => e.state === 'waiting')}
          >
            Send now
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          These changes are kept on this device and sent, oldest first, as soon as the connection allows.
        </Typography>
        {!entries.length && <Typography sx={{ py: 2 }}>Everything has been sent.</Typography>}
        <List dense disablePadding aria-label="Pending changes">
          {entries.map((entry) => (
            <ListItem
              key={entry.id}
              divider
              disableGutters
              sx={{ display: 'block', py: 1.25 }}
              aria-label={`${entry.label}: ${CHIPS[entry.state].label}`}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 180 }}>{entry.label}</Typography>
                <Chip size="small" variant="outlined" {...CHIPS[entry.state]} />
              </Box>
              <Typography variant="body2" color={isStopped(entry) ? 'error' : 'text.secondary'}>
                {entryStatus(entry)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Entered {formatDateTime(entry.createdAt)}
                {entry.attempts ? ` · ${entry.attempts} ${entry.attempts === 1 ? 'try' : 'tries'}` : ''}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                {entry.state === 'failed' && (
                  <>
                    <Button size="small" variant="contained" onClick={() => open(entry)}>
                      Open and edit
                    </Button>
                    <Button size="small" onClick={() => void outbox.resend(entry.id)}>
                      Send again
                    </Button>
                  </>
                )}
                {entry.state === 'conflict' && (
                  <Button size="small" variant="contained" onClick={() => open(entry)}>
                    Open and re-apply
                  </Button>
                )}
                {isStopped(entry) && <ConflictValues entry={entry} />}
                <Button
                  size="small"
                  color="error"
                  disabled={entry.state === 'sending'}
                  onClick={() => setDiscarding(entry)}
                >
                  Discard
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      </Dialog>
      <ConfirmDiscard
        entry={discarding}
        onCancel={() => setDiscarding(null)}
        onDiscarded={() => setDiscarding(null)}
      />
    </>
  );
}
