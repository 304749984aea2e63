import Chip from '@mui/material/Chip';
import type { DeliveryState } from '@keel/domain';
import { STATE_COLOR, STATE_LABEL } from './delivery-format';

/** A delivery's state as a small coloured chip. */
export function DeliveryStateChip({ state }: { state: DeliveryState }) {
  return (
    <Chip
      size="small"
      label={STATE_LABEL[state]}
      color={STATE_COLOR[state]}
      variant={state === 'PLANNED' ? 'outlined' : 'filled'}
      sx={{ minWidth: 84 }}
    />
  );
}
