import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOn';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import { sendBackRequisitionSchema, type RequisitionDetail } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { zodFieldErrors } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useApproveRequisition } from '../api/approve-requisition';
import { useCancelRequisition } from '../api/cancel-requisition';
import { useCloseRequisition } from '../api/close-requisition';
import { useSendBackRequisition } from '../api/send-back-requisition';
import { useSubmitRequisition } from '../api/submit-requisition';
import { anythingOrdered, availableActions } from './requisition-actions';
import { SubmitDialog } from './SubmitDialog';

type Open = null | 'submit' | 'sendBack' | 'cancel' | 'close';

/**
 * The buttons of a requisition by its state and the user's actions on its ship, with their dialogs:
 * submit (budget warning), approve, send back (reason), cancel the unordered remainder (confirm),
 * close (confirm) and "Request quotations". A 409 goes to `onConflict`.
 */
export function RequisitionActions({ r, onConflict }: { r: RequisitionDetail; onConflict: () => void }) {
  const access = useAccess();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const submit = useSubmitRequisition(r.id);
  const approve = useApproveRequisition(r.id);
  const sendBack = useSendBackRequisition(r.id);
  const cancel = useCancelRequisition(r.id);
  const close = useCloseRequisition(r.id);
  const actions = availableActions(r, access);
  const done = (message: string) => () => {
    setOpen(null);
    setReason('');
    notifySuccess(message);
  };
  const onError = (error: unknown) => {
    setOpen(null);
    if (error instanceof ApiError && error.isConflict && /changed by someone else/.test(error.message))
      onConflict();
    else notifyError(error);
  };
  const version = { version: r.version };
  const partly = anythingOrdered(r);
  const doSendBack = () => {
    const parsed = sendBackRequisitionSchema.safeParse({ ...version, reason });
    if (!parsed.success) return setReasonError(zodFieldErrors(parsed.error).reason ?? 'reason is required');
    sendBack.mutate(parsed.data, { onSuccess: done(`${r.number} sent back to the draft`), onError });
  };
  return (
    <>
      {actions.includes('submit') && (
        <Button variant="contained" startIcon={<SendIcon />} onClick={() => setOpen('submit')}>
          Submit
        </Button>
      )}
      {actions.includes('approve') && (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          loading={approve.isPending}
          onClick={() => approve.mutate(version, { onSuccess: done(`${r.number} approved`), onError })}
        >
          Approve
        </Button>
      )}
      {actions.includes('sendBack') && (
        <Button variant="outlined" startIcon={<UndoIcon />} onClick={() => setOpen('sendBack')}>
          Send back
        </Button>
      )}
      {actions.includes('requestQuotations') && (
        <Button
          variant="contained"
          startIcon={<RequestQuoteOutlinedIcon />}
          onClick={() => navigate(`/purchasing/po?tab=quotations&requisition=${encodeURIComponent(r.id)}`)}
        >
          Request quotations
        </Button>
      )}
      {actions.includes('close') && (
        <Button variant="outlined" startIcon={<LockOutlinedIcon />} onClick={() => setOpen('close')}>
          Close
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DoNotDisturbIcon />}
          onClick={() => setOpen('cancel')}
        >
          {partly ? 'Cancel remainder' : 'Cancel'}
        </Button>
      )}
      {open === 'submit' && (
        <SubmitDialog
          requisition={r}
          loading={submit.isPending}
          onClose={() => setOpen(null)}
          onSubmit={() => submit.mutate(version, { onSuccess: done(`${r.number} submitted`), onError })}
        />
      )}
      <Dialog
        open={open === 'sendBack'}
        title={`Send ${r.number} back`}
        onClose={() => setOpen(null)}
        onSave={doSendBack}
        saveText="Send back"
        loading={sendBack.isPending}
      >
        <Typography sx={{ mb: 2 }}>
          The requisition returns to draft; the reason is shown to whoever raised it.
        </Typography>
        <TextField
          label="Reason"
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError('');
          }}
          error={Boolean(reasonError)}
          helperText={reasonError || ' '}
        />
      </Dialog>
      <ConfirmDialog
        open={open === 'cancel'}
        type="warning"
        title={partly ? 'Cancel the unordered remainder' : `Cancel ${r.number}`}
        message={
          partly
            ? 'Every line keeps what is already ordered; the rest is cancelled and will not be bought.'
            : 'Nothing is ordered yet, so the whole requisition is cancelled.'
        }
        confirmText={partly ? 'Cancel remainder' : 'Cancel requisition'}
        cancelText="Keep it"
        loading={cancel.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() => cancel.mutate(version, { onSuccess: done(`${r.number} cancelled`), onError })}
      />
      <ConfirmDialog
        open={open === 'close'}
        title={`Close ${r.number}`}
        message="A closed requisition is finished: nothing more will be ordered for it."
        confirmText="Close"
        cancelText="Keep open"
        loading={close.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() => close.mutate(version, { onSuccess: done(`${r.number} closed`), onError })}
      />
    </>
  );
}
