import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Dialog } from '../../../components/Dialog';

/**
 * An action that needs a reason (reject a change request, send a revision back, withdraw it): the
 * question, a required "Reason" field with the rule's message under it, the action's button. Closing
 * with a reason typed asks "Discard changes?" first. The caller checks the reason with the domain's rule
 * and sends it; this dialog only holds the words.
 */
export function ReasonDialog({
  title,
  question,
  action,
  reason,
  onReasonChange,
  error,
  loading,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  /** The button's words ("Reject", "Withdraw"). */
  action: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The rule's or the server's message, shown under the field. */
  error: string | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      onSave={onConfirm}
      saveText={action}
      loading={loading}
      dirty={reason.trim() !== ''}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {question}
      </Typography>
      <TextField
        label="Reason"
        name="reason"
        required
        fullWidth
        multiline
        minRows={3}
        value={reason}
        onChange={(e) => onReasonChange(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoFocus
      />
    </Dialog>
  );
}
