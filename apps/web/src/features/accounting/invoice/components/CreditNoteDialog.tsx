import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createCreditNoteSchema, creditLeft, isPositiveDecimal, type InvoiceDetail } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useInvoiceStep } from '../api/save-invoice';
import { formatAmount } from './invoice-format';

/**
 * Issues a credit note on chosen lines: an amount per line (at most what is left uncredited on it), or
 * everything left; a reason. Field errors of the domain schema and of the server show under the field.
 * `initial` pre-fills amounts and reason (passing a vendor credit on); the user may still change them.
 */
export function CreditNoteDialog({
  invoice,
  onClose,
  initial,
}: {
  invoice: InvoiceDetail;
  onClose: () => void;
  initial?: { amounts: Record<string, string>; reason: string };
}) {
  const step = useInvoiceStep();
  const lines = invoice.groups.flatMap((g) => g.lines);
  const leftOf = (id: string, total: string) =>
    creditLeft({ lineTotal: total, credited: invoice.creditedByLine[id] ?? '0' });
  const [amounts, setAmounts] = useState<Record<string, string>>(initial?.amounts ?? {});
  const [reason, setReason] = useState(initial?.reason ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const chosen = lines.filter((l) => (amounts[l.id] ?? '').trim() !== '');

  const save = () => {
    setMessage(null);
    if (chosen.length === 0) {
      setErrors({});
      setMessage('Enter the amount to credit on at least one line');
      return;
    }
    const parsed = createCreditNoteSchema.safeParse({
      version: invoice.version,
      reason,
      lines: chosen.map((l) => ({ invoiceLineId: l.id, amount: amounts[l.id]!.trim() })),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    void step.mutateAsync({ id: invoice.id, step: 'credit', body: parsed.data }).then(
      () => {
        notifySuccess('Credit note issued');
        onClose();
      },
      (error: unknown) => {
        const details = error instanceof ApiError ? (error.details ?? []) : [];
        setErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
        setMessage(errorMessage(error));
      },
    );
  };
  const lineError = (id: string) => {
    const i = chosen.findIndex((l) => l.id === id);
    return i < 0 ? undefined : (errors[`lines.${i}.amount`] ?? errors[`lines.${i}.invoiceLineId`]);
  };

  return (
    <Dialog
      open
      title="Issue a credit note"
      saveText="Issue credit note"
      loading={step.isPending}
      onClose={onClose}
      onSave={save}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {message && <Alert severity="error">{message}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {invoice.number} · {invoice.customerName} · net amounts in {invoice.currency}; VAT {invoice.vatRate}{' '}
          % is added. The invoice is credited in full once nothing is left on any line.
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            size="small"
            onClick={() =>
              setAmounts(
                Object.fromEntries(
                  lines
                    .map((l) => [l.id, leftOf(l.id, l.lineTotal)])
                    .filter(([, v]) => isPositiveDecimal(v!)),
                ),
              )
            }
          >
            Credit everything left
          </Button>
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Lines to credit">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell align="right">Left to credit</TableCell>
                <TableCell sx={{ width: 170 }}>Credit</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l) => {
                const left = leftOf(l.id, l.lineTotal);
                const error = lineError(l.id);
                return (
                  <TableRow key={l.id}>
                    <TableCell>{l.title}</TableCell>
                    <TableCell align="right" sx={{ fontFamily: 'monospace' }}>
                      {formatAmount(l.lineTotal, invoice.currency)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontFamily: 'monospace' }}>
                      {formatAmount(left, invoice.currency)}
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        label={`Credit on ${l.title}`}
                        disabled={!isPositiveDecimal(left)}
                        value={amounts[l.id] ?? ''}
                        onChange={(e) => setAmounts((a) => ({ ...a, [l.id]: e.target.value }))}
                        error={Boolean(error)}
                        helperText={error ?? ' '}
                        slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? ' '}
          multiline
          minRows={2}
        />
      </Box>
    </Dialog>
  );
}
