import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toDateKey, type InvoiceDetail } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { DateInput } from '../../../../components/DateInput';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useInvoiceStep } from '../api/save-invoice';
import { formatAmount } from './invoice-format';

/** The dialogs of the workflow after issue: record a payment, credit, void. */
export type StepKind = 'payments' | 'credit' | 'void';

const TEXT: Record<StepKind, { title: string; save: string; done: string }> = {
  payments: { title: 'Record a payment', save: 'Record payment', done: 'Payment recorded' },
  credit: { title: 'Credit the invoice', save: 'Issue credit note', done: 'Credit note issued' },
  void: { title: 'Void the invoice', save: 'Void invoice', done: 'Invoice voided' },
};

/** One workflow step with its confirmation: a payment (date, amount) or a reason (credit, void). */
export function InvoiceStepDialog({
  kind,
  invoice,
  onClose,
}: {
  kind: StepKind | null;
  invoice: InvoiceDetail;
  onClose: () => void;
}) {
  const step = useInvoiceStep();
  const [date, setDate] = useState(toDateKey(new Date()));
  const [amount, setAmount] = useState(invoice.balance);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  if (!kind) return null;
  const text = TEXT[kind];
  const body =
    kind === 'payments' ? { version: invoice.version, date, amount } : { version: invoice.version, reason };
  return (
    <Dialog
      open
      title={text.title}
      saveText={text.save}
      loading={step.isPending}
      onClose={onClose}
      onSave={() =>
        void step.mutateAsync({ id: invoice.id, step: kind, body }).then(
          () => {
            notifySuccess(text.done);
            onClose();
          },
          (error: unknown) => {
            const details = error instanceof ApiError ? (error.details ?? []) : [];
            setErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
            setMessage(errorMessage(error));
          },
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {message && <Alert severity="error">{message}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {invoice.number} · {invoice.customerName} · balance{' '}
          {formatAmount(invoice.balance, invoice.currency)} {invoice.currency}
        </Typography>
        {kind === 'payments' ? (
          <>
            <DateInput label="Payment date" name="date" value={date} onChange={setDate} error={errors.date} />
            <TextField
              label={`Amount (${invoice.currency})`}
              value={amount}
              onChange={(e) => setAmount(e.target.value.trim())}
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? 'At most the balance'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </>
        ) : (
          <>
            <Typography>
              A voided invoice keeps its number and cancels nothing paid; its costs can be invoiced again.
            </Typography>
            <TextField
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(errors.reason)}
              helperText={errors.reason ?? ' '}
              multiline
              minRows={2}
            />
          </>
        )}
      </Box>
    </Dialog>
  );
}
