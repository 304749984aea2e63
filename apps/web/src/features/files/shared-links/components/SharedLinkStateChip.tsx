import Chip from '@mui/material/Chip';
import type { SharedLinkState } from '@keel/domain';

const STYLE: Record<SharedLinkState, { label: string; color: 'success' | 'default' | 'error' }> = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Revoked', color: 'error' },
};

/** A link's state as a small chip (outlined when the link no longer works). */
export function SharedLinkStateChip({ state }: { state: SharedLinkState }) {
  const style = STYLE[state];
  return (
    <Chip
      size="small"
      label={style.label}
      color={style.color}
      variant={state === 'active' ? 'filled' : 'outlined'}
      sx={{ minWidth: 72 }}
    />
  );
}
