import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PurchaseOrderDetail } from '@keel/domain';
import { formatDate, formatDateTime, plural } from '../../../../lib/format';
import { PART_TYPE_LABELS, PO_STATE_LABELS, formatAmount, formatWindow } from './po-format';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '15px', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** Vendor, ship, delivery, terms and the rate snapshot. */
export function FactsSection({ po }: { po: PurchaseOrderDetail }) {
  return (
    <Section title="Order">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Fact label="Vendor">
          {po.vendorName}
          <Typography variant="caption" color="text.secondary" component="div">
            {po.vendorEmail}
          </Typography>
        </Fact>
        <Fact label="Ship">{po.shipName}</Fact>
        <Fact label="Delivery port">{po.deliveryPort}</Fact>
        <Fact label="Supply window">{formatWindow(po.supplyFrom, po.supplyTo)}</Fact>
        <Fact label="Agent">{po.agentName ?? 'Direct to the ship'}</Fact>
        <Fact label="Payment terms">{plural(po.paymentTermsDays, 'day')}</Fact>
        <Fact label="Quotation">{po.rfqNumber}</Fact>
        <Fact label="Created">{`${formatDate(po.createdAt)} by ${po.createdByName ?? 'the system'}`}</Fact>
        {po.currency !== po.baseCurrency && (
          <Fact label="Rate snapshot">
            {`1 ${po.currency} = ${po.rate} ${po.baseCurrency}`}
            <Typography variant="caption" color="text.secondary" component="div">
              {formatDate(po.rateDate)} {po.rateSource}
            </Typography>
          </Fact>
        )}
      </Box>
      {po.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
          {po.notes}
        </Typography>
      )}
    </Section>
  );
}

/** The lines with IMPA / part no., part type, quantities, prices and the totals that add up exactly. */
export function LinesSection({ po }: { po: PurchaseOrderDetail }) {
  const sum = (label: string, value: string, strong = false) => (
    <TableRow>
      <TableCell colSpan={6} align="right" sx={{ border: 0, py: 0.5, fontWeight: strong ? 700 : 400 }}>
        {label}
      </TableCell>
      <TableCell
        align="right"
        sx={{ border: 0, py: 0.5, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {formatAmount(value, po.currency)}
      </TableCell>
    </TableRow>
  );
  return (
    <Section title={`Lines (${po.lines.length})`}>
      <TableContainer>
        <Table size="small" aria-label="Order lines">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Description</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Type</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Unit price</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Disc.
              </TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {po.lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.position}</TableCell>
                <TableCell>
                  {l.description}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[
                      l.impaCode && `IMPA ${l.impaCode}`,
                      l.makerPartNumber && `P/N ${l.makerPartNumber}`,
                      l.requisitionNumber,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Chip
                    size="small"
                    label={PART_TYPE_LABELS[l.partType]}
                    color={l.partType === 0 ? 'default' : 'warning'}
                    variant="outlined"
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {l.quantity} {l.unit}
                  {l.deliveredQuantity !== '0' && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {l.deliveredQuantity} delivered
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{l.unitPrice}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {l.discount === '0' ? '' : `${l.discount}%`}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(l.lineTotal, po.currency)}
                </TableCell>
              </TableRow>
            ))}
            {sum('Lines', po.subtotal)}
            {sum('Freight', po.freight)}
            {sum('Port charges', po.portCharges)}
            {sum('Total', po.total, true)}
            {po.currency !== po.baseCurrency && (
              <TableRow>
                <TableCell colSpan={7} align="right" sx={{ border: 0, py: 0.5, color: 'text.secondary' }}>
                  ≈ {formatAmount(po.totalBase, po.baseCurrency)}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}

/** Approvals needed by the amount's tier and given so far. */
export function ApprovalsSection({ po }: { po: PurchaseOrderDetail }) {
  const { approvalsNeeded, approvalsGiven, upTo, tierIndex } = po.approval;
  const tier = upTo ? `up to ${formatAmount(upTo, po.baseCurrency)}` : 'no upper limit';
  return (
    <Section
      title="Approvals"
      action={
        <Chip
          size="small"
          label={`${approvalsGiven} of ${approvalsNeeded}`}
          color={approvalsGiven >= approvalsNeeded ? 'success' : 'default'}
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Tier {tierIndex + 1} ({tier}): {approvalsNeeded} approver{approvalsNeeded === 1 ? '' : 's'} other than
        the creator.
      </Typography>
      {po.approvals.length === 0 ? (
        <Typography variant="body2">No approvals for revision {po.revision} yet.</Typography>
      ) : (
        po.approvals.map((a) => (
          <Typography key={a.approverId} variant="body2">
            ✓ {a.approverName} — {formatDateTime(a.createdAt)}
          </Typography>
        ))
      )}
    </Section>
  );
}

const LINK_LABELS = {
  none: 'Not sent yet',
  active: 'Link active',
  expired: 'Link expired',
  revoked: 'Link withdrawn',
};

/** The vendor link and the vendor's answer (confirmation, decline with reason, proposed date). */
export function VendorSection({ po }: { po: PurchaseOrderDetail }) {
  const link = po.vendorLink;
  return (
    <Section title="Vendor" action={<Chip size="small" label={LINK_LABELS[link.state]} variant="outlined" />}>
      {po.sentAt && <Typography variant="body2">Sent {formatDateTime(po.sentAt)}</Typography>}
      {link.expiresAt && link.state === 'active' && (
        <Typography variant="body2">Link valid until {formatDate(link.expiresAt)}</Typography>
      )}
      {link.viewedAt && (
        <Typography variant="body2">Opened by the vendor {formatDateTime(link.viewedAt)}</Typography>
      )}
      {po.vendorReference && (
        <Typography variant="body2">
          Vendor's order reference: <strong>{po.vendorReference}</strong>
        </Typography>
      )}
      {po.vendorResponse === 'CONFIRMED' && (
        <Typography variant="body2" color="success.main" sx={{ fontWeight: 600, mt: 1 }}>
          Confirmed {formatDateTime(po.vendorRespondedAt)}{' '}
          {po.vendorRespondedBy !== 'vendor' ? `(${po.vendorRespondedBy})` : ''}
        </Typography>
      )}
      {po.vendorResponse === 'DECLINED' && (
        <Typography variant="body2" color="error.main" sx={{ fontWeight: 600, mt: 1 }}>
          Declined: {po.declineReason}
        </Typography>
      )}
      {po.vendorProposedDate && (
        <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600, mt: 1 }}>
          Proposed delivery {formatDate(po.vendorProposedDate)}
        </Typography>
      )}
      {po.vendorNote && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          “{po.vendorNote}”
        </Typography>
      )}
      {!po.sentAt && !po.vendorResponse && (
        <Typography variant="body2" color="text.secondary">
          The vendor gets the order once it is approved and sent.
        </Typography>
      )}
    </Section>
  );
}

/** Earlier revisions frozen when the order was reverted. */
export function RevisionsSection({ po }: { po: PurchaseOrderDetail }) {
  if (po.revisions.length === 0) return null;
  return (
    <Section title="Earlier revisions">
      {po.revisions.map((r) => (
        <Box key={r.revision} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', py: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 90 }}>
            Revision {r.revision}
          </Typography>
          <Typography variant="body2" sx={{ minWidth: 140 }}>
            {PO_STATE_LABELS[r.state as keyof typeof PO_STATE_LABELS] ?? r.state},{' '}
            {formatAmount(r.total, r.currency)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            Reverted {formatDateTime(r.createdAt)} by {r.createdByName}: {r.reason}
          </Typography>
        </Box>
      ))}
    </Section>
  );
}
