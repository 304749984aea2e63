import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { QueuedWrite } from '../../lib/offline-queue';
import { entryValues } from './describe';

/**
 * "Show my values" of an entry in conflict (or refused): the values the user sent, field by field, and
 * "Copy my values" to paste them elsewhere — they are never lost, whatever the user decides.
 */
export function ConflictValues({ entry }: { entry: QueuedWrite }) {
  const [shown, setShown] = useState(false);
  const lines = entryValues(entry);
  const copy = () =>
    navigator.clipboard
      .writeText(`${entry.label}\n${lines.join('\n')}`)
      .then(() => notifySuccess('Your values are copied'), notifyError);
  return (
    <>
      <Button size="small" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide my values' : 'Show my values'}
      </Button>
      {shown && (
        <Box
          sx={{ flexBasis: '100%', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}
          aria-label={`Your values of ${entry.label}`}
          role="region"
        >
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {lines.map((line) => (
              <Typography component="li" variant="body2" key={line} sx={{ wordBreak: 'break-word' }}>
                {line}
              </Typography>
            ))}
          </Box>
          <Button size="small" onClick={() => void copy()} disabled={!navigator.clipboard}>
            Copy my values
          </Button>
        </Box>
      )}
    </>
  );
}
