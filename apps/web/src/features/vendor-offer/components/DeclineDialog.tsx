import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { declineOfferSchema } from '@keel/domain';
import { Dialog } from '../../../components/Dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeclineOffer } from '../api/offer-api';

/** Declines the request with a reason (the buyer sees it); a saved draft stays. */
export function DeclineDialog({
  token,
  open,
  onClose,
}: {
  token: string;
  open: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decline = useDeclineOffer(token);
  const save = async () => {
    const parsed = declineOfferSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'reason is required');
      return;
    }
    try {
      await decline.mutateAsync(parsed.data.reason);
      notifySuccess('You declined this request. The buyer has been told.');
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Dialog
      open={open}
      title="Decline this request"
      onClose={onClose}
      onSave={() => void save()}
      saveText="Decline"
      loading={decline.isPending}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Tell the buyer why you cannot quote. After declining you can no longer quote on this link.
      </Typography>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label="Reason"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
    </Dialog>
  );
}
