import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PurchaseOrderState, PurchaseOrderSummary } from '@keel/domain';
import type { Column } from '../../../../components/data-table/DataTable';
import { DueDateCell, UrgentMark } from '../../../../components/data-table/ListCells';
import { formatDate } from '../../../../lib/format';
import { PoStateChip } from './PoStateChip';
import { formatAmount, formatWindow } from './po-format';

/** States in which the goods are still awaited: past the window's end, the order is overdue. */
const AWAITING: readonly PurchaseOrderState[] = [
  'DRAFT',
  'PENDING_APPROVAL',
  'APPROVED',
  'SENT',
  'CONFIRMED',
  'PARTIALLY_DELIVERED',
];

/** The columns of the purchase-order list (the number heads a card on narrow screens). */
export const purchaseOrderColumns: Column<PurchaseOrderSummary>[] = [
  {
    field: 'number',
    header: 'Number',
    sortable: true,
    card: 'title',
    render: (po) => (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}>
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {po.number}
        </Typography>
        {po.revision > 1 && (
          <Typography component="span" variant="caption" color="text.secondary">
            rev. {po.revision}
          </Typography>
        )}
        {po.urgent && <UrgentMark />}
      </Box>
    ),
  },
  { field: 'shipName', header: 'Ship', sortable: true },
  { field: 'vendorName', header: 'Vendor', sortable: true },
  { field: 'state', header: 'State', sortable: true, render: (po) => <PoStateChip state={po.state} /> },
  {
    field: 'total',
    header: 'Total',
    sortable: true,
    align: 'right',
    render: (po) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
          {formatAmount(po.total, po.currency)}
        </Typography>
        {po.currency !== po.baseCurrency && (
          <Typography component="div" variant="caption" color="text.secondary">
            ≈ {formatAmount(po.totalBase, po.baseCurrency)}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'supplyFrom',
    header: 'Supply window',
    hideBelow: 'lg',
    render: (po) => (
      <DueDateCell
        date={po.supplyTo}
        open={AWAITING.includes(po.state)}
        text={formatWindow(po.supplyFrom, po.supplyTo)}
      />
    ),
  },
  {
    field: 'createdAt',
    header: 'Created',
    sortable: true,
    hideBelow: 'md',
    render: (po) => formatDate(po.createdAt),
  },
];
