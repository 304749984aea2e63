import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import dayjs from 'dayjs';
import {
  SHARED_LINK_MAX_DAYS,
  SHARED_LINK_NOTE_MAX,
  SHARED_LINK_PRESET_DAYS,
  sharedLinkExpiryIn,
  sharedLinkExpiryProblem,
  type CreatedSharedLink,
} from '@keel/domain';
import { Dialog } from '../Dialog';
import { DateInput } from '../DateInput';
import { errorMessage } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { copyText } from './copy-text';
import { useCreateSharedLink } from './shared-link-api';

type Choice = `${(typeof SHARED_LINK_PRESET_DAYS)[number]}` | 'date';

/** The expiry choices: the presets (1, 7, 30 days) and a chosen day. */
const CHOICES: readonly { value: Choice; label: string }[] = [
  ...SHARED_LINK_PRESET_DAYS.map((days) => ({
    value: `${days}` as Choice,
    label: days === 1 ? '1 day' : `${days} days`,
  })),
  { value: 'date', label: 'Until…' },
];

/** The expiry of a choice: a preset from now, or the end of the chosen day (at most 30 days away). */
export function expiryOf(choice: Choice, date: string, now = new Date()): Date | null {
  if (choice !== 'date') return sharedLinkExpiryIn(Number(choice), now);
  if (!date) return null;
  const end = dayjs(date).endOf('day').toDate();
  const max = sharedLinkExpiryIn(SHARED_LINK_MAX_DAYS, now);
  return end > max ? max : end;
}

export interface ShareLinkDialogProps {
  kind: string;
  recordId: string;
  fileName: string;
  onClose: () => void;
}

/**
 * Makes an expiring link to one file: expiry (1, 7 or 30 days, or a date), a note, then the link —
 * shown once, with a copy button — and where to revoke it.
 */
export function ShareLinkDialog({ kind, recordId, fileName, onClose }: ShareLinkDialogProps) {
  const create = useCreateSharedLink();
  const [choice, setChoice] = useState<Choice>('7');
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [created, setCreated] = useState<CreatedSharedLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = dayjs().format('YYYY-MM-DD');
  const lastDay = dayjs().add(SHARED_LINK_MAX_DAYS, 'day').format('YYYY-MM-DD');
  const expiry = expiryOf(choice, date);
  const dateProblem =
    choice === 'date' ? (expiry ? sharedLinkExpiryProblem(expiry, new Date()) : 'Choose a day') : null;

  const submit = () => {
    if (!expiry || dateProblem) return;
    setError(null);
    create.mutate(
      { kind, recordId, expiresAt: expiry.toISOString(), ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: setCreated, onError: (e) => setError(errorMessage(e)) },
    );
  };
  const copy = async (url: string) => {
    if (await copyText(url)) notifySuccess('Link copied to the clipboard');
    else setError('The browser refused to copy: select the link and copy it by hand.');
  };

  if (created)
    return (
      <Dialog open title="Link created" onClose={onClose} onCancel={onClose} cancelText="Done">
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy the link now: it is shown only once. Anyone who has it can download “{fileName}” until{' '}
          {formatDateTime(created.expiresAt)}.
        </Alert>
        <TextField
          fullWidth
          label="Link"
          value={created.url}
          onFocus={(e) => e.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'shared-link-url' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Button startIcon={<ContentCopyIcon />} onClick={() => void copy(created.url)}>
                    Copy
                  </Button>
                </InputAdornment>
              ),
            },
          }}
        />
        {error && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {error}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Your links, their downloads and Revoke are under “Shared links” in the account menu.
        </Typography>
      </Dialog>
    );

  return (
    <Dialog
      open
      title={`Share “${fileName}”`}
      onClose={onClose}
      onSave={submit}
      saveText="Create link"
      loading={create.isPending}
      saveDisabled={!expiry || Boolean(dateProblem)}
      dirty={note.length > 0}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Anyone with the link can download this file, without signing in, until it expires or you revoke it.
      </Typography>
      <Typography variant="subtitle2" component="p" id="share-expiry-label" sx={{ mb: 1 }}>
        Expires after
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        aria-labelledby="share-expiry-label"
        onChange={(_e, value: Choice | null) => value && setChoice(value)}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        {CHOICES.map((c) => (
          <ToggleButton key={c.value} value={c.value}>
            {c.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice === 'date' && (
        <Box sx={{ mb: 2 }}>
          <DateInput
            label="Last day"
            name="expiresOn"
            value={date}
            onChange={setDate}
            minDate={today}
            maxDate={lastDay}
            error={date ? (dateProblem ?? undefined) : undefined}
            helperText={`At most ${SHARED_LINK_MAX_DAYS} days from now`}
          />
        </Box>
      )}
      {expiry && !dateProblem && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The link stops working on {formatDateTime(expiry)}.
        </Typography>
      )}
      <TextField
        fullWidth
        multiline
        minRows={2}
        name="note"
        label="Note (who it is for, why)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={note.length > SHARED_LINK_NOTE_MAX}
        helperText={`${note.length}/${SHARED_LINK_NOTE_MAX}`}
        slotProps={{ htmlInput: { maxLength: SHARED_LINK_NOTE_MAX } }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Dialog>
  );
}
