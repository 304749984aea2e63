import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { CERTIFICATE_STATE_LABELS, LEGEND_STATES, stateColour } from './certificate-state-style';

/** The colour key of the matrix. */
export function StateLegend() {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, alignItems: 'center' }}
    >
      {LEGEND_STATES.map((state) => (
        <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={(t) => ({
              width: 14,
              height: 14,
              borderRadius: '4px',
              bgcolor: alpha(stateColour(t, state), t.palette.mode === 'dark' ? 0.32 : 0.16),
              border: 1,
              borderColor: alpha(stateColour(t, state), 0.6),
            })}
          />
          <Typography variant="body2">{CERTIFICATE_STATE_LABELS[state]}</Typography>
        </Box>
      ))}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box
          aria-hidden
          sx={{
            width: 14,
            height: 14,
            borderRadius: '4px',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
          }}
        />
        <Typography variant="body2">No certificate</Typography>
      </Box>
    </Box>
  );
}
