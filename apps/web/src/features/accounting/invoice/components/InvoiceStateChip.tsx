import Chip from '@mui/material/Chip';
import type { InvoiceDisplayState } from '@keel/domain';
import { STATE_CHIPS } from './invoice-format';

/** An invoice's state as a small chip (OVERDUE in the error colour). */
export function InvoiceStateChip({ state }: { state: InvoiceDisplayState }) {
  const chip = STATE_CHIPS[state];
  return (
    <Chip
      size="small"
      label={chip.label}
      color={chip.color}
      variant={state === 'DRAFT' ? 'outlined' : 'filled'}
    />
  );
}
