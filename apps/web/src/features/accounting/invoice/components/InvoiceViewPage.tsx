import { useState } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { can, type InvoiceDetail } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { Card } from '../../../../components/Card';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { formatDate } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useInvoice } from '../api/get-invoice';
import { useDownloadInvoicePdf } from '../api/save-invoice';
import { formatAmount } from './invoice-format';
import { CreditNoteDialog } from './CreditNoteDialog';
import { CreditNotesList } from './CreditNotesList';
import { InvoiceStateChip } from './InvoiceStateChip';
import { InvoiceStepDialog, type StepKind } from './InvoiceStepDialog';
import { VendorCreditMarker, linesToPassOn, passOnAmounts } from './VendorCredit';

const back = { to: '/accounting/invoices', label: 'Back to invoices' };

function Totals({ invoice: i }: { invoice: InvoiceDetail }) {
  const row = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <span style={{ fontFamily: 'monospace' }}>
        {formatAmount(value, i.currency)} {i.currency}
      </span>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 360, ml: 'auto' }} data-testid="invoice-totals">
      {row('Net', i.subtotal)}
      {row(`VAT ${i.vatRate} %`, i.vatAmount)}
      {row('Total', i.total, true)}
      {i.creditNotes.length > 0 && row('Credited (credit notes)', i.creditedAmount)}
      {row('Paid', i.paidAmount)}
      {row('Balance', i.balance, true)}
    </Box>
  );
}

/** `/accounting/invoices/view/:invoiceID`: an issued invoice, its groups, payments, PDF and workflow. */
export function InvoiceViewPage() {
  const { invoiceID = '' } = useParams();
  const invoice = useInvoice(invoiceID);
  const access = useAccess();
  const pdf = useDownloadInvoicePdf();
  const [dialog, setDialog] = useState<StepKind | null>(null);
  const [passOn, setPassOn] = useState(false);
  if (!invoice.data)
    return (
      <RecordDetailPending
        back={back}
        kind="Invoice"
        notFound="This invoice does not exist."
        error={invoice.error}
      />
    );
  const i = invoice.data;
  const mayWrite = can(access, ['create_invoice'], { shipId: i.shipId });
  const open = i.state === 'ISSUED' || i.state === 'PARTIALLY_PAID';
  return (
    <>
      <RecordDetailHeader
        back={back}
        title={i.number ? `Invoice ${i.number}` : 'Draft invoice'}
        chips={<InvoiceStateChip state={i.displayState} />}
        subtitle={`${i.customerName} · ${i.shipName} · ${formatDate(i.invoiceDate)} · due ${formatDate(i.dueDate)}`}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfOutlinedIcon />}
              disabled={pdf.isPending}
              onClick={() =>
                pdf.mutate({ id: i.id, name: i.number ?? 'draft' }, { onError: (e) => notifyError(e) })
              }
            >
              PDF
            </Button>
            {mayWrite && open && (
              <Button variant="contained" onClick={() => setDialog('payments')}>
                Record payment
              </Button>
            )}
            {mayWrite && i.state === 'ISSUED' && <Button onClick={() => setDialog('void')}>Void</Button>}
            {mayWrite && (open || i.state === 'PAID') && (
              <Button onClick={() => setDialog('credit')}>Credit</Button>
            )}
            {mayWrite && (open || i.state === 'PAID') && linesToPassOn(i).length > 0 && (
              <Button color="warning" variant="outlined" onClick={() => setPassOn(true)}>
                Pass on to customer
              </Button>
            )}
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {i.groups.map((g) => (
            <Card key={g.id} title={g.title} showOwner={false}>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={g.title}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Description</TableCell>
                      <TableCell align="right">Amount</TableCell>
                      <TableCell align="right">Rate</TableCell>
                      <TableCell align="right">Markup</TableCell>
                      <TableCell align="right">Total {i.currency}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {g.lines.map((l) => (
                      <TableRow key={l.id}>
                        <TableCell>
                          {l.title}
                          <VendorCreditMarker invoice={i} line={l} />
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatAmount(l.amount, l.currency)} {l.currency}
                        </TableCell>
                        <TableCell align="right" title={`${l.rateSource}, ${l.rateDate}`}>
                          {l.currency === i.currency ? '' : l.exchangeRate}
                        </TableCell>
                        <TableCell align="right">
                          {l.markupPercent === '0' ? '' : `${l.markupPercent} %`}
                        </TableCell>
                        <TableCell align="right" sx={{ fontFamily: 'monospace' }}>
                          {formatAmount(l.lineTotal, i.currency)}
                        </TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell colSpan={4} align="right">
                        Subtotal
                      </TableCell>
                      <TableCell align="right" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                        {formatAmount(g.subtotal, i.currency)}
                      </TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </Box>
            </Card>
          ))}
          <Card title="Totals and payments" showOwner={false}>
            <Totals invoice={i} />
            {i.payments.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                No payment recorded.
              </Typography>
            ) : (
              i.payments.map((p) => (
                <Typography key={p.id} variant="body2" sx={{ mt: 1 }}>
                  {formatDate(p.date)} · {formatAmount(p.amount, i.currency)} {i.currency}
                  {p.reference ? ` · ${p.reference}` : ''} · {p.createdByName}
                </Typography>
              ))
            )}
            {i.creditNoteNumber && (
              <Typography sx={{ mt: 2 }}>
                Credited in full by {i.creditNoteNumber}: {i.creditReason}
              </Typography>
            )}
            <CreditNotesList
              invoice={i}
              downloading={pdf.isPending}
              onDownload={(note) =>
                pdf.mutate(
                  { id: i.id, name: note.number, noteId: note.id },
                  { onError: (e) => notifyError(e) },
                )
              }
            />
            {i.voidReason && <Typography sx={{ mt: 2 }}>Voided: {i.voidReason}</Typography>}
          </Card>
        </Box>
        <ActivityCard entity="invoice" id={i.id} />
      </Box>
      {dialog === 'credit' && <CreditNoteDialog invoice={i} onClose={() => setDialog(null)} />}
      {passOn && (
        <CreditNoteDialog
          invoice={i}
          initial={{ amounts: passOnAmounts(i), reason: 'Vendor credit passed on to the customer' }}
          onClose={() => setPassOn(false)}
        />
      )}
      <InvoiceStepDialog
        key={`${dialog}-${i.version}`}
        kind={dialog === 'credit' ? null : dialog}
        invoice={i}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
