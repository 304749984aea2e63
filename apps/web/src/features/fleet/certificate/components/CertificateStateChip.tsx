import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { CertificateState } from '@keel/domain';
import { CERTIFICATE_STATE_LABELS, stateColour } from './certificate-state-style';

/** A derived certificate state as a small chip in the state's colour. */
export function CertificateStateChip({
  state,
  size = 'small',
}: {
  state: CertificateState;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      label={CERTIFICATE_STATE_LABELS[state]}
      sx={(t) => {
        const main = stateColour(t, state);
        return {
          bgcolor: alpha(main, t.palette.mode === 'dark' ? 0.3 : 0.14),
          color: t.palette.mode === 'dark' ? t.palette.text.primary : main,
          border: 1,
          borderColor: alpha(main, 0.5),
          fontWeight: 500,
        };
      }}
    />
  );
}
