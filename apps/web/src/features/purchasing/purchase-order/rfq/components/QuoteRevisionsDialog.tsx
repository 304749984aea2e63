import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PART_TYPE_LABELS, currencyExponent, formatDecimal, type StaffQuoteRevision } from '@keel/domain';
import { Dialog } from '../../../../../components/Dialog';
import { LoadingWheel } from '../../../../../components/LoadingWheel';
import { errorMessage } from '../../../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../../../lib/format';
import { useInvitationQuotes } from '../api/get-invitation-quotes';
import { QuoteFiles } from './QuoteFiles';

/** Columns left out on a phone, so the line, price and total stay in view. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

const amount = (value: string, currency: string) =>
  formatDecimal(value, currencyExponent(currency), { groupSeparator: ',' });
const money = (value: string, currency: string) => `${currency} ${amount(value, currency)}`;

function Revision({ rfqId, q }: { rfqId: string; q: StaffQuoteRevision }) {
  const facts: [string, string][] = [
    ['Submitted', formatDateTime(q.submittedAt) || '—'],
    ['Valid until', q.validUntil ? formatDate(q.validUntil) : '—'],
    ['Lead time', q.leadTimeDays === null ? '—' : `${q.leadTimeDays} d`],
    ['Quote discount', `${q.discountPercent} %`],
    ['Freight', money(q.freight, q.currency)],
    ['Port charges', money(q.portCharges, q.currency)],
    ['Total', money(q.total, q.currency)],
  ];
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
          mb: 2,
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ overflowX: 'auto', mb: 2 }}>
        <Table
          size="small"
          aria-label={`Lines of revision ${q.revision}`}
          sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell align="right">Avail.</TableCell>
              <TableCell align="right">Unit price</TableCell>
              <TableCell align="right" sx={wide}>
                Disc. %
              </TableCell>
              <TableCell align="right">Total ({q.currency})</TableCell>
              <TableCell sx={wide}>Part</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {q.lines.map((l) => (
              <TableRow key={l.rfqLineId}>
                <TableCell>
                  <Typography variant="body2">
                    {l.position}. {l.description}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    Asked {l.quantity} {l.unit}
                    {l.leadTimeDays !== null && ` · ${l.leadTimeDays} d`}
                    {l.remarks && ` · “${l.remarks}”`}
                    <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                      {` · ${PART_TYPE_LABELS[l.partType]}${l.offeredPartNumber ? ` ${l.offeredPartNumber}` : ''} · disc. ${l.discountPercent} %`}
                    </Box>
                  </Typography>
                </TableCell>
                <TableCell align="right">{l.availableQuantity ?? '—'}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {l.unitPrice ?? 'Not offered'}
                </TableCell>
                <TableCell align="right" sx={wide}>
                  {l.discountPercent}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {l.lineTotal ? amount(l.lineTotal, q.currency) : '—'}
                </TableCell>
                <TableCell sx={wide}>
                  {PART_TYPE_LABELS[l.partType]}
                  {l.offeredPartNumber && ` ${l.offeredPartNumber}`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="subtitle2">Remarks</Typography>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', mb: 2 }}
        color={q.remarks ? undefined : 'text.secondary'}
      >
        {q.remarks || 'No remarks.'}
      </Typography>
      <Typography variant="subtitle2">Files</Typography>
      <QuoteFiles rfqId={rfqId} files={q.attachments} />
    </Box>
  );
}

/**
 * A vendor's submitted quote revisions, newest first, one tab each: the facts (submitted time,
 * validity, charges, total), the lines with prices, the remarks and the files (downloads).
 */
export function QuoteRevisionsDialog({
  rfqId,
  invitationId,
  revision,
  onClose,
}: {
  rfqId: string;
  invitationId: string;
  /** The revision to show first (the newest when absent). */
  revision?: number | undefined;
  onClose: () => void;
}) {
  const quotes = useInvitationQuotes(rfqId, invitationId);
  const [picked, setPicked] = useState<number | null>(revision ?? null);
  const revisions = quotes.data?.revisions ?? [];
  const current = revisions.find((r) => r.revision === picked) ?? revisions[0];
  return (
    <Dialog
      open
      title={quotes.data ? `Quote of ${quotes.data.vendorName}` : 'Quote'}
      onClose={onClose}
      onCancel={false}
      onSave={onClose}
      saveText="Close"
      maxWidth="md"
    >
      {quotes.isPending && <LoadingWheel label="Loading the quote" />}
      {quotes.isError && <Alert severity="error">{errorMessage(quotes.error)}</Alert>}
      {quotes.data && revisions.length === 0 && (
        <Alert severity="info">This vendor has not submitted a quote.</Alert>
      )}
      {current && (
        <>
          <Tabs
            value={current.revision}
            onChange={(_e, value: number) => setPicked(value)}
            variant="scrollable"
            aria-label="Revisions"
            sx={{ mb: 2 }}
          >
            {revisions.map((r) => (
              <Tab
                key={r.revision}
                value={r.revision}
                label={`Rev. ${r.revision}${r.status === 'SUPERSEDED' ? ' (superseded)' : ''}`}
              />
            ))}
          </Tabs>
          <Revision rfqId={rfqId} q={current} />
        </>
      )}
    </Dialog>
  );
}
