import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  PART_TYPE,
  currencyExponent,
  formatDecimal,
  isDecimalString,
  type VendorPurchaseOrder,
} from '@keel/domain';
import { formatDate, formatDateTime, plural } from '../../../lib/format';

const PART_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(PART_TYPE).map(([k, v]) => [v, k]),
);

function money(amount: string, currency: string) {
  return isDecimalString(amount)
    ? `${currency} ${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`
    : `${currency} ${amount}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** The order as the vendor sees it: who orders what, where and when, and the exact totals. */
export function VendorOrderSummary({ order }: { order: VendorPurchaseOrder }) {
  const window =
    order.supplyFrom || order.supplyTo
      ? `${formatDate(order.supplyFrom) || '…'} – ${formatDate(order.supplyTo) || '…'}`
      : 'To be agreed';
  const total = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 400 }}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}
      >
        {money(value, order.currency)}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '15px' }}>
      <Typography variant="overline" color="text.secondary">
        {order.companyName} orders from {order.vendorName}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
          {order.number}
        </Typography>
        <Chip size="small" label={`Revision ${order.revision}`} variant="outlined" />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        <Fact label="Ship">{order.shipName}</Fact>
        <Fact label="Delivery port">{order.deliveryPort}</Fact>
        <Fact label="Supply window">{window}</Fact>
        <Fact label="Agent">
          {order.agent
            ? [order.agent.name, order.agent.phone, order.agent.email].filter(Boolean).join(' · ')
            : 'Deliver to the ship'}
        </Fact>
        <Fact label="Payment terms">{`${plural(order.paymentTermsDays, 'day')} net`}</Fact>
        <Fact label="Link valid until">{formatDateTime(order.expiresAt)}</Fact>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {plural(order.lines.length, 'line')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {order.lines.map((l) => (
          <Box
            component="li"
            key={l.position}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'auto 1fr auto', sm: '2.5fr 1fr 1fr auto' },
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {l.position}. {l.description}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[
                  l.impaCode && `IMPA ${l.impaCode}`,
                  l.makerPartNumber && `P/N ${l.makerPartNumber}`,
                  PART_NAMES[l.partType],
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Typography variant="body2">
              {l.quantity} {l.unit}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              × {l.unitPrice}
              {l.discount !== '0' ? ` −${l.discount}%` : ''}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {money(l.lineTotal, order.currency)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ maxWidth: 360, ml: 'auto', mt: 2 }}>
        {total('Lines', order.subtotal)}
        {total('Freight', order.freight)}
        {total('Port charges', order.portCharges)}
        <Divider sx={{ my: 0.5 }} />
        {total(`Total (${order.currency})`, order.total, true)}
      </Box>
      {order.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
          {order.notes}
        </Typography>
      )}
    </Paper>
  );
}
