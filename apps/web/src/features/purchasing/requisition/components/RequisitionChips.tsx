import Chip from '@mui/material/Chip';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import type { RequisitionState } from '@keel/domain';
import { STATE_LABELS } from './requisition-form';

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

const STATE_COLORS: Record<RequisitionState, ChipColor> = {
  DRAFT: 'default',
  SUBMITTED: 'warning',
  APPROVED: 'info',
  IN_RFQ: 'secondary',
  PARTIALLY_ORDERED: 'primary',
  ORDERED: 'primary',
  PARTIALLY_RECEIVED: 'success',
  RECEIVED: 'success',
  CLOSED: 'default',
  CANCELLED: 'default',
};

/** A requisition's state as a coloured chip; closed and cancelled ones are outlined. */
export function RequisitionStateChip({ state }: { state: RequisitionState }) {
  const quiet = state === 'CLOSED' || state === 'CANCELLED' || state === 'DRAFT';
  return (
    <Chip
      size="small"
      label={STATE_LABELS[state]}
      color={STATE_COLORS[state]}
      variant={quiet ? 'outlined' : 'filled'}
      sx={{ minWidth: 76, fontWeight: 500 }}
    />
  );
}

/** The red "Urgent" chip of priority 1. */
export function UrgentChip({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      color="error"
      icon={<PriorityHighIcon />}
      label="Urgent"
      sx={{ fontWeight: 700, letterSpacing: 0.3 }}
    />
  );
}
