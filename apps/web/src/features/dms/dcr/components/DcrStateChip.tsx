import Chip from '@mui/material/Chip';
import { DCR_STATE_COLORS, type DcrState } from '@keel/domain';

/** Words of each DCR state. */
export const DCR_STATE_LABELS: Record<DcrState, string> = {
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under review',
  APPROVED: 'Approved',
  IMPLEMENTED: 'Implemented',
  REJECTED: 'Rejected',
};

/** A change request's state as a coloured chip. */
export function DcrStateChip({ state }: { state: DcrState }) {
  return <Chip size="small" color={DCR_STATE_COLORS[state]} label={DCR_STATE_LABELS[state]} />;
}
