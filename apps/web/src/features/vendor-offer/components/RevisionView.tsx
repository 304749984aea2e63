import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PART_TYPE_LABELS, type VendorOffer, type VendorQuote } from '@keel/domain';
import { formatDate, formatDateTime, plural } from '../../../lib/format';
import { AttachmentChips } from './AttachmentsSection';
import { initialValues, liveTotals, money } from './quote-form';

/** A revision read-only: its figures, lines and files (a submitted revision is never changed). */
export function RevisionView({
  offer,
  quote,
  token,
}: {
  offer: VendorOffer;
  quote: VendorQuote;
  token: string;
}) {
  const totals = liveTotals(initialValues({ ...offer, draft: quote }), offer);
  const label =
    quote.status === 'DRAFT'
      ? 'Draft (not submitted)'
      : quote.status === 'SUBMITTED'
        ? 'Current'
        : 'Superseded';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Revision {quote.revision}
        </Typography>
        <Chip size="small" label={label} color={quote.status === 'SUBMITTED' ? 'success' : 'default'} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {quote.submittedAt
            ? `Submitted ${formatDateTime(quote.submittedAt)}`
            : `Saved ${formatDateTime(quote.updatedAt)}`}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {quote.currency}
        {quote.leadTimeDays !== null && ` · lead time ${plural(quote.leadTimeDays, 'day')}`}
        {quote.validUntil && ` · valid until ${formatDate(quote.validUntil)}`}
        {quote.discountPercent !== '0' && ` · ${quote.discountPercent}% discount`}
      </Typography>
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Item</TableCell>
              <TableCell align="right">Unit price</TableCell>
              <TableCell align="right">Available</TableCell>
              <TableCell>Type</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {offer.lines.map((line) => {
              const q = quote.lines.find((l) => l.rfqLineId === line.id);
              return (
                <TableRow key={line.id}>
                  <TableCell>{line.position}</TableCell>
                  <TableCell>{line.description}</TableCell>
                  <TableCell align="right">
                    {q?.unitPrice ? money(q.unitPrice, quote.currency) : 'not quoted'}
                  </TableCell>
                  <TableCell align="right">{q?.availableQuantity ?? '—'}</TableCell>
                  <TableCell>{q ? PART_TYPE_LABELS[q.partType] : ''}</TableCell>
                  <TableCell align="right">
                    {totals?.byLine[line.id] ? money(totals.byLine[line.id]!, quote.currency) : '—'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {totals && (
        <Typography sx={{ textAlign: 'right', mt: 1, fontWeight: 600 }}>
          Total {money(totals.total, quote.currency)}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            (freight {money(totals.freight, quote.currency)}, port charges{' '}
            {money(totals.portCharges, quote.currency)})
          </Typography>
        </Typography>
      )}
      {quote.remarks && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {quote.remarks}
        </Typography>
      )}
      {quote.attachments.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <AttachmentChips token={token} attachments={quote.attachments} />
        </Box>
      )}
    </Paper>
  );
}
