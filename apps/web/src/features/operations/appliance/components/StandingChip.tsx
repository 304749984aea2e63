import Chip from '@mui/material/Chip';
import { VERSION_STANDING_LABELS, type VersionStanding } from '@keel/domain';

const COLORS = { behind: 'error', current: 'success', ahead: 'info', no_target: 'default' } as const;

/** Where an installed version stands against its target. */
export function StandingChip({ standing }: { standing: VersionStanding }) {
  return (
    <Chip
      size="small"
      color={COLORS[standing]}
      variant={standing === 'behind' ? 'filled' : 'outlined'}
      label={VERSION_STANDING_LABELS[standing]}
    />
  );
}
