import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LEGEND_STATES } from './certificate-state-style';
import { CertificateStateChip } from './CertificateStateChip';
import type { CertificateStateCounts } from '@keel/domain';

/** The non-zero counts of a ship's certificates per state, as chips ("9 × Valid"). */
export function StateCounts({ counts }: { counts: CertificateStateCounts }) {
  const shown = LEGEND_STATES.filter((s) => counts[s] > 0);
  if (shown.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No certificates recorded yet.
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Certificates by state"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {shown.map((state) => (
        <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {counts[state]}
          </Typography>
          <CertificateStateChip state={state} />
        </Box>
      ))}
    </Box>
  );
}
