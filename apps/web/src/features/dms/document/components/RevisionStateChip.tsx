import Chip from '@mui/material/Chip';
import { REVISION_STATE_COLORS, type RevisionState } from '@keel/domain';

/** Words of each revision state. */
export const REVISION_STATE_LABELS: Record<RevisionState, string> = {
  DRAFT: 'Draft',
  IN_REVIEW: 'In review',
  APPROVED: 'Approved',
  EFFECTIVE: 'Effective',
  SUPERSEDED: 'Superseded',
  OBSOLETE: 'Obsolete',
};

/** A revision's state as a coloured chip. */
export function RevisionStateChip({ state }: { state: RevisionState }) {
  return <Chip size="small" color={REVISION_STATE_COLORS[state]} label={REVISION_STATE_LABELS[state]} />;
}
