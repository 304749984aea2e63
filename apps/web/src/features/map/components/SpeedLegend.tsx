import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SPEED_COLOUR_STOPS } from '@keel/domain';

/** The legend of the speed colour scale (spec §9), or of another overlay's range. */
export function SpeedLegend({
  title = 'Speed (kn)',
  range,
  stale,
}: {
  title?: string;
  /** Another parameter: its ramp from min to max instead of the speed scale. */
  range?: { min: number; max: number; unit: string | null } | null;
  stale?: boolean;
}) {
  const gradient = range
    ? 'linear-gradient(90deg, #3b0f70, #2c728e, #28ae80, #addc30, #fde725)'
    : `linear-gradient(90deg, ${SPEED_COLOUR_STOPS.map((s) => `${s.colour} ${(s.knots / 35) * 100}%`).join(', ')})`;
  return (
    <Paper
      elevation={2}
      role="group"
      aria-label="Legend"
      sx={{
        position: 'absolute',
        left: 12,
        bottom: 24,
        zIndex: 1000,
        px: 1.5,
        py: 1,
        width: 220,
        opacity: 0.95,
      }}
    >
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {range ? `${title}${range.unit ? ` (${range.unit})` : ''}` : title}
      </Typography>
      <Box sx={{ height: 10, borderRadius: 5, my: 0.5, background: gradient }} />
      <Box sx={{ position: 'relative', height: 14 }}>
        {range ? (
          <>
            <Typography variant="caption" sx={{ position: 'absolute', left: 0 }}>
              {range.min.toFixed(1)}
            </Typography>
            <Typography variant="caption" sx={{ position: 'absolute', right: 0 }}>
              {range.max.toFixed(1)}
            </Typography>
          </>
        ) : (
          SPEED_COLOUR_STOPS.map((s) => (
            <Typography
              key={s.knots}
              variant="caption"
              sx={{ position: 'absolute', left: `${(s.knots / 35) * 100}%`, transform: 'translateX(-50%)' }}
            >
              {s.knots === 35 ? '35+' : s.knots}
            </Typography>
          ))
        )}
      </Box>
      {stale !== undefined && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'rgba(128,128,128,0.6)' }} />
          <Typography variant="caption">Grey: position stale</Typography>
        </Box>
      )}
    </Paper>
  );
}
