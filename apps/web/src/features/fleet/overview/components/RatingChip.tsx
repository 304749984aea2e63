import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { ShipCii } from '@keel/domain';
import { RATING_COLORS, fmt } from './overview-format';

/** The CII rating of a ship as a coloured chip, with attained/required in the tooltip (or why there is none). */
export function RatingChip({ cii }: { cii: ShipCii }) {
  if (!cii.rating)
    return (
      <Tooltip title={cii.note ?? ''}>
        <Chip size="small" variant="outlined" label="No rating" />
      </Tooltip>
    );
  return (
    <Tooltip
      title={`Attained ${fmt(cii.attained, 2)} vs required ${fmt(cii.required, 2)} g CO₂/t·nm (${fmt((cii.ratio ?? 0) * 100, 0)} %)${cii.yearToDate ? ', year to date' : ''}`}
    >
      <Chip
        size="small"
        label={cii.rating}
        sx={{ bgcolor: RATING_COLORS[cii.rating], color: '#fff', fontWeight: 700, minWidth: 36 }}
      />
    </Tooltip>
  );
}
