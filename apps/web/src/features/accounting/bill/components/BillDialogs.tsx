import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BillDetail, BillOptions } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useBillStep } from '../api/bill-api';
import { money } from './bill-format';

/** Posts a bill: a mismatch needs a reason, a duplicate vendor number an override reason. */
export function PostDialog({
  bill,
  open,
  onClose,
}: {
  bill: BillDetail;
  open: boolean;
  onClose: () => void;
}) {
  const step = useBillStep();
  const [mismatchReason, setMismatch] = useState('');
  const [duplicateOverrideReason, setOverride] = useState('');
  const mismatch = bill.matchStatus === 'MISMATCH';
  const save = () =>
    step.mutate(
      {
        id: bill.id,
        step: 'post',
        body: {
          version: bill.version,
          ...(mismatch ? { mismatchReason } : {}),
          ...(bill.duplicateOf ? { duplicateOverrideReason } : {}),
        },
      },
      {
        onSuccess: () => (notifySuccess(`${bill.number} posted`), onClose()),
        onError: (e) => notifyError(e),
      },
    );
  return (
    <Dialog
      open={open}
      title={`Post ${bill.number}`}
      onClose={onClose}
      onSave={save}
      saveText="Post"
      loading={step.isPending}
      saveDisabled={
        (mismatch && !mismatchReason.trim()) || (!!bill.duplicateOf && !duplicateOverrideReason.trim())
      }
    >
      <Typography gutterBottom>
        {money(bill.total, bill.currency)} {bill.currency} becomes actual spend; its purchase orders are
        billed.
      </Typography>
      {mismatch && (
        <>
          <Alert severity="warning" sx={{ my: 1 }}>
            The bill does not match its purchase orders and deliveries.
          </Alert>
          <TextField
            label="Reason for posting anyway"
            required
            fullWidth
            multiline
            value={mismatchReason}
            onChange={(e) => setMismatch(e.target.value)}
          />
        </>
      )}
      {bill.duplicateOf && (
        <>
          <Alert severity="warning" sx={{ my: 1 }}>
            The vendor&apos;s invoice number is already on bill {bill.duplicateOf}.
          </Alert>
          <TextField
            label="Reason to post it again"
            required
            fullWidth
            value={duplicateOverrideReason}
            onChange={(e) => setOverride(e.target.value)}
          />
        </>
      )}
    </Dialog>
  );
}

/** Pays a posted bill from a company account in its currency, at the payment date's rate. */
export function PayDialog({
  bill,
  options,
  open,
  onClose,
}: {
  bill: BillDetail;
  options: BillOptions | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const step = useBillStep();
  const accounts = (options?.bankAccounts ?? []).filter((a) => a.currency === bill.currency);
  const [amount, setAmount] = useState(bill.openAmount);
  const [paidOn, setPaidOn] = useState(new Date().toISOString().slice(0, 10));
  const [bankAccountId, setAccount] = useState('');
  const [reference, setReference] = useState('');
  const save = () =>
    step.mutate(
      {
        id: bill.id,
        step: 'payments',
        body: { amount, paidOn, bankAccountId: bankAccountId || accounts[0]?.id || '', reference },
      },
      { onSuccess: () => (notifySuccess('Payment recorded'), onClose()), onError: (e) => notifyError(e) },
    );
  return (
    <Dialog
      open={open}
      title={`Pay ${bill.number}`}
      onClose={onClose}
      onSave={save}
      saveText="Pay"
      loading={step.isPending}
    >
      <Typography gutterBottom>
        Open: {money(bill.openAmount, bill.currency)} {bill.currency}
      </Typography>
      {accounts.length === 0 && <Alert severity="warning">No company bank account in {bill.currency}.</Alert>}
      <TextField
        select
        fullWidth
        margin="dense"
        label="Company bank account"
        value={bankAccountId || accounts[0]?.id || ''}
        onChange={(e) => setAccount(e.target.value)}
      >
        {accounts.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.bankName} {a.iban ?? ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        margin="dense"
        label="Amount"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        fullWidth
        margin="dense"
        type="date"
        label="Paid on"
        value={paidOn}
        onChange={(e) => setPaidOn(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        fullWidth
        margin="dense"
        label="Reference"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
      />
    </Dialog>
  );
}

/** Cancels a draft or reverses a posted bill (credit note), with a reason. */
export function ReasonDialog({
  bill,
  kind,
  open,
  onClose,
}: {
  bill: BillDetail;
  kind: 'cancel' | 'reverse';
  open: boolean;
  onClose: () => void;
}) {
  const step = useBillStep();
  const [reason, setReason] = useState('');
  const save = () =>
    step.mutate(
      { id: bill.id, step: kind, body: { version: bill.version, reason } },
      {
        onSuccess: () => (
          notifySuccess(kind === 'cancel' ? 'Bill cancelled' : 'Credit note issued'),
          onClose()
        ),
        onError: (e) => notifyError(e),
      },
    );
  return (
    <Dialog
      open={open}
      title={kind === 'cancel' ? `Cancel ${bill.number}` : `Reverse ${bill.number} by a credit note`}
      onClose={onClose}
      onSave={save}
      saveText={kind === 'cancel' ? 'Cancel bill' : 'Reverse'}
      loading={step.isPending}
      saveDisabled={!reason.trim()}
    >
      <TextField
        label="Reason"
        required
        fullWidth
        multiline
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Dialog>
  );
}
