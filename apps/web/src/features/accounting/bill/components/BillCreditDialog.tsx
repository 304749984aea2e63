import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, hasSidebar, subDecimal, type BillDetail } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { Dialog } from '../../../../components/Dialog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useBillStep } from '../api/bill-api';
import { money } from './bill-format';

/** What is left to credit on a line (bill currency). */
const leftOn = (l: BillDetail['lines'][number]) => subDecimal(l.lineTotal, l.creditedAmount);

type CreditNote = BillDetail['creditNotes'][number];

/** "INV-2026-00012, INV-2026-00013" (a draft as "a draft invoice"). */
const invoiceNames = (note: CreditNote) => note.invoices.map((i) => i.number ?? 'a draft invoice').join(', ');

/**
 * Under a bill credit note: the customer invoices whose lines it credited after they were invoiced — the
 * credit is not passed on to the customer until the invoice is credited — each a link to the invoice when
 * the user may open it (invoicing area and `read_invoices` on the ship), else its number.
 */
export function CreditedInvoices({ note, shipId }: { note: CreditNote; shipId: string }) {
  const access = useAccess();
  if (note.invoices.length === 0) return null;
  const mayOpen = hasSidebar(access, ['accounting.invoicing']) && can(access, ['read_invoices'], { shipId });
  return (
    <Typography
      variant="caption"
      color="warning.main"
      sx={{ display: 'block' }}
      data-testid="credit-note-invoices"
    >
      Credited after invoicing — pass it on to the customer on{' '}
      {note.invoices.map((i, n) => (
        <span key={i.id}>
          {n > 0 && ', '}
          {mayOpen ? (
            <Link component={RouterLink} to={`/accounting/invoices/view/${i.id}`} underline="hover">
              {i.number ?? 'a draft invoice'}
            </Link>
          ) : (
            (i.number ?? 'a draft invoice')
          )}
        </span>
      ))}
    </Typography>
  );
}

/**
 * A credit note of a posted bill: an amount per line (empty: not credited), or "Credit everything left";
 * with a reason. The server checks each amount against what is left and the note against the open amount.
 */
export function CreditDialog({
  bill,
  open,
  onClose,
}: {
  bill: BillDetail;
  open: boolean;
  onClose: () => void;
}) {
  const step = useBillStep();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const lines = bill.lines
    .filter((l) => (amounts[l.id] ?? '').trim() !== '')
    .map((l) => ({ billLineId: l.id, amount: amounts[l.id]!.trim() }));
  const save = () =>
    step.mutate(
      { id: bill.id, step: 'credit', body: { version: bill.version, reason, lines } },
      {
        onSuccess: (saved) => {
          const note = saved.creditNotes.at(-1);
          notifySuccess(
            note?.invoices.length
              ? `${note.number} recorded. It credits lines already invoiced: pass it on to the customer on ${invoiceNames(note)}`
              : `${note?.number ?? 'Credit note'} recorded`,
          );
          onClose();
        },
        onError: (e) => notifyError(e),
      },
    );
  return (
    <Dialog
      open={open}
      title={`Credit note for ${bill.number}`}
      onClose={onClose}
      onSave={save}
      saveText="Credit"
      loading={step.isPending}
      saveDisabled={!reason.trim() || lines.length === 0}
    >
      <Typography gutterBottom>
        Open {money(bill.openAmount, bill.currency)} {bill.currency}. The bill is reversed once everything is
        credited.
      </Typography>
      {bill.lines.map((l) => (
        <Box
          key={l.id}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 140px', gap: 1, alignItems: 'center', mb: 1 }}
        >
          <Typography variant="body2">
            {l.description} · left {money(leftOn(l), bill.currency)}
          </Typography>
          <TextField
            size="small"
            label={`Credit on line ${l.position}`}
            value={amounts[l.id] ?? ''}
            onChange={(e) => setAmounts((a) => ({ ...a, [l.id]: e.target.value }))}
          />
        </Box>
      ))}
      <Button
        size="small"
        sx={{ mb: 1 }}
        onClick={() => setAmounts(Object.fromEntries(bill.lines.map((l) => [l.id, leftOn(l)])))}
      >
        Credit everything left
      </Button>
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
