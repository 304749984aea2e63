import Chip from '@mui/material/Chip';

type Color = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const COLORS: Record<string, Color> = {
  DRAFT: 'default',
  SENT: 'info',
  AWARDED: 'success',
  CANCELLED: 'default',
  INVITED: 'default',
  VIEWED: 'info',
  QUOTED: 'success',
  DECLINED: 'warning',
  LAPSED: 'default',
  active: 'success',
  not_sent: 'default',
  revoked: 'error',
  expired: 'warning',
};

/** An RFQ, invitation or link state as a small chip ("Not sent", "Quoted"…). */
export function StateChip({ state }: { state: string }) {
  const words = state.replaceAll('_', ' ').toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  const color = COLORS[state] ?? 'default';
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      variant={state === 'CANCELLED' || state === 'LAPSED' ? 'outlined' : 'filled'}
      sx={{ minWidth: 64 }}
    />
  );
}
