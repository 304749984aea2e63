import Chip from '@mui/material/Chip';
import type { PurchaseOrderState } from '@keel/domain';
import { PO_STATE_LABELS } from './po-format';

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

const COLORS: Record<PurchaseOrderState, ChipColor> = {
  DRAFT: 'default',
  PENDING_APPROVAL: 'warning',
  APPROVED: 'info',
  SENT: 'secondary',
  CONFIRMED: 'success',
  DECLINED: 'error',
  PARTIALLY_DELIVERED: 'primary',
  DELIVERED: 'primary',
  BILLED: 'success',
  CLOSED: 'default',
  CANCELLED: 'default',
};

/** A purchase order's state as a coloured chip; draft, closed and cancelled ones are outlined. */
export function PoStateChip({
  state,
  size = 'small',
}: {
  state: PurchaseOrderState;
  size?: 'small' | 'medium';
}) {
  const quiet = state === 'DRAFT' || state === 'CLOSED' || state === 'CANCELLED';
  return (
    <Chip
      size={size}
      label={PO_STATE_LABELS[state]}
      color={COLORS[state]}
      variant={quiet ? 'outlined' : 'filled'}
      sx={{ minWidth: 84, fontWeight: 500 }}
    />
  );
}
