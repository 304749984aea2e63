import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { purchaseOrderReasonSchema } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import type { ApiError } from '../../../../lib/api-error';

/**
 * Asks for the reason of a transition (send back, revert, cancel, a vendor's decline); the message of
 * the domain schema (or of the server's 400) shows under the field.
 */
export function ReasonDialog({
  title,
  label,
  danger,
  loading,
  onClose,
  onSubmit,
}: {
  title: string;
  label: string;
  danger?: boolean;
  loading: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<ApiError | null>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const parsed = purchaseOrderReasonSchema.shape.reason.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'reason is required');
      return;
    }
    const failed = await onSubmit(parsed.data);
    if (failed) setError(failed.details?.find((d) => d.field.endsWith('reason'))?.message ?? failed.message);
  };
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      onSave={() => void save()}
      saveText={danger ? 'Confirm' : 'Save'}
      loading={loading}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label={label}
        name="reason"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        sx={{ mt: 1 }}
      />
    </Dialog>
  );
}
