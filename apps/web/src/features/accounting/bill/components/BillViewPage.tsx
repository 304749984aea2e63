import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { Card } from '../../../../components/Card';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { formatDate } from '../../../../lib/format';
import { useBill, useBillOptions, useDownloadBillCreditNote } from '../api/bill-api';
import { BILL_STATE_LABELS, MATCH_COLOR, MATCH_LABELS, STATE_COLOR, money } from './bill-format';
import { PayDialog, PostDialog, ReasonDialog } from './BillDialogs';
import { BillRateNote, linePriceText } from './BillConversion';
import { CreditDialog, CreditedInvoices } from './BillCreditDialog';

const back = { to: '/accounting/bills', label: 'Back to bills' };

/** `/accounting/bills/view/:billID` (`read_single_bill`): one bill, its match, payments and activity. */
export function BillViewPage() {
  const { billID = '' } = useParams();
  const navigate = useNavigate();
  const bill = useBill(billID);
  const options = useBillOptions();
  const downloadNote = useDownloadBillCreditNote();
  const [dialog, setDialog] = useState<'pay' | 'post' | 'reverse' | 'credit' | null>(null);
  if (!bill.data)
    return (
      <RecordDetailPending back={back} kind="Bill" notFound="This bill does not exist." error={bill.error} />
    );
  const b = bill.data;
  const payable = b.state === 'POSTED' || b.state === 'PARTIALLY_PAID';
  return (
    <>
      <RecordDetailHeader
        back={back}
        title={`${b.number} · ${b.vendorName}`}
        chips={
          <>
            <Chip
              size="small"
              color={STATE_COLOR[b.state]}
              label={BILL_STATE_LABELS[b.state]}
              data-testid="bill-state"
            />
            {b.matchStatus === 'MISMATCH' && (
              <Chip size="small" variant="outlined" color="error" label="Mismatch" />
            )}
            {b.overdue && <Chip size="small" color="error" label="Overdue" />}
          </>
        }
        subtitle={`${b.shipName} · invoice ${b.vendorInvoiceNumber} · ${formatDate(b.billDate)} · due ${formatDate(b.dueDate)}`}
        actions={
          <>
            {b.state === 'DRAFT' && (
              <>
                <Button variant="contained" onClick={() => void navigate(`/accounting/bills/${b.id}`)}>
                  Edit
                </Button>
                <Button onClick={() => setDialog('post')}>Post</Button>
              </>
            )}
            {payable && (
              <Button variant="contained" onClick={() => setDialog('pay')}>
                Pay
              </Button>
            )}
            {payable && <Button onClick={() => setDialog('credit')}>Credit</Button>}
            {b.state === 'POSTED' && <Button onClick={() => setDialog('reverse')}>Reverse</Button>}
          </>
        }
      />
      <BillRateNote bill={b} />
      {b.mismatchReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Posted despite a mismatch: {b.mismatchReason}
        </Alert>
      )}
      {b.creditNote && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Reversed by credit note {b.creditNote.number} of {formatDate(b.creditNote.issuedOn)}:{' '}
          {b.creditNote.reason}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card title="Amounts" showOwner={false}>
            <Typography data-testid="bill-total">
              Total {money(b.total, b.currency)} {b.currency} · paid {money(b.paidAmount, b.currency)} · open{' '}
              {money(b.openAmount, b.currency)}
              {b.creditedAmount !== '0' ? ` · credited ${money(b.creditedAmount, b.currency)}` : ''}
            </Typography>
            {b.currency !== b.baseCurrency && (
              <Typography variant="body2" color="text.secondary" data-testid="bill-total-base">
                {money(b.totalBase, b.baseCurrency)} {b.baseCurrency} at {b.rate}
                {b.rateDate ? ` (${formatDate(b.rateDate)})` : ''}
              </Typography>
            )}
          </Card>
          <Card title="Lines and three-way match" showOwner={false}>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Bill lines">
                <TableHead>
                  <TableRow>
                    <TableCell>Line</TableCell>
                    <TableCell align="right">Billed</TableCell>
                    <TableCell align="right">Received</TableCell>
                    <TableCell align="right">Price / PO price</TableCell>
                    <TableCell>Match</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {b.lines.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell>
                        {l.description}
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {l.purchaseOrderNumber ?? 'No PO'}
                          {l.rebillable ? ' · rebillable' : ''}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{l.quantity}</TableCell>
                      <TableCell align="right">{l.receivedQuantity ?? '—'}</TableCell>
                      <TableCell align="right" data-testid="line-prices">
                        {linePriceText(b, l)}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={MATCH_COLOR[l.matchStatus]}
                          label={MATCH_LABELS[l.matchStatus]}
                        />
                        {l.matchMessage && (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: 'block', mt: 0.5 }}
                          >
                            {l.matchMessage}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Card>
          {b.creditNotes.length > 0 && (
            <Card title="Credit notes" showOwner={false}>
              {b.creditNotes.map((n) => (
                <Box key={n.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" data-testid="bill-credit-note">
                      {n.number} · {formatDate(n.issuedOn)} · {money(n.amount, b.currency)} {b.currency} ·{' '}
                      {n.lines
                        .map(
                          (l) =>
                            `line ${b.lines.find((x) => x.id === l.billLineId)?.position ?? '?'} ${l.amount}`,
                        )
                        .join(', ')}{' '}
                      · {n.reason}
                    </Typography>
                    <CreditedInvoices note={n} shipId={b.shipId} />
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={`PDF of ${n.number}`}
                    disabled={downloadNote.isPending}
                    onClick={() => downloadNote.mutate({ billId: b.id, noteId: n.id, number: n.number })}
                  >
                    <PictureAsPdfOutlinedIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
              {downloadNote.isError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  The credit note PDF could not be downloaded.
                </Alert>
              )}
            </Card>
          )}
          <Card title="Payments" showOwner={false}>
            {b.payments.length === 0 && <Typography color="text.secondary">No payment yet.</Typography>}
            {b.payments.map((p) => (
              <Typography key={p.id} variant="body2" data-testid="bill-payment">
                {formatDate(p.paidOn)} · {money(p.amount, b.currency)} {b.currency} at {p.rate} ={' '}
                {money(p.amountBase, b.baseCurrency)} {b.baseCurrency} · exchange difference{' '}
                {money(p.exchangeDifference, b.baseCurrency)}
                {p.reference ? ` · ${p.reference}` : ''}
              </Typography>
            ))}
          </Card>
        </Box>
        <ActivityCard entity="bill" id={b.id} />
      </Box>
      {dialog === 'pay' && <PayDialog bill={b} options={options.data} open onClose={() => setDialog(null)} />}
      {dialog === 'post' && <PostDialog bill={b} open onClose={() => setDialog(null)} />}
      {dialog === 'reverse' && <ReasonDialog bill={b} kind="reverse" open onClose={() => setDialog(null)} />}
      {dialog === 'credit' && <CreditDialog bill={b} open onClose={() => setDialog(null)} />}
    </>
  );
}
