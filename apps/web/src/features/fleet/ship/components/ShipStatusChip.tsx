import Chip from '@mui/material/Chip';
import { SHIP_STATUS_LABELS, type ShipStatus } from '@keel/domain';

const COLOURS = { active: 'success', laid_up: 'warning', sold: 'default' } as const;

/** Active / Laid up / Sold. */
export function ShipStatusChip({ status }: { status: ShipStatus }) {
  return (
    <Chip
      size="small"
      label={SHIP_STATUS_LABELS[status]}
      color={COLOURS[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
    />
  );
}

/** Deadweight as "63,500 t" (decimals kept when there are any). */
export function formatTonnes(value: number): string {
  return `${value.toLocaleString('en-GB', { maximumFractionDigits: 3 })} t`;
}
