import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';
import { WheelLogo } from './WheelLogo';

/** One full turn every 2 s (spec §9). */
export const WHEEL_TURN_MS = 2000;
/** Stacking level of the full-page overlay (spec §9). */
export const LOADING_OVERLAY_Z_INDEX = 1400;

const turn = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

/** The turning wheel, 12% of its container's width (spec §9). */
export function LoadingWheel({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      sx={{
        width: '12%',
        minWidth: 48,
        color: 'primary.main',
        display: 'flex',
        '& svg': { width: '100%', height: 'auto', animation: `${turn} ${WHEEL_TURN_MS}ms linear infinite` },
      }}
    >
      <WheelLogo />
    </Box>
  );
}

/** The full-page loading animation over everything (spec §1, §9). */
export function LoadingOverlay({ label }: { label?: string }) {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: LOADING_OVERLAY_Z_INDEX,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: (t) => alpha(t.palette.background.default, 0.85),
        backdropFilter: 'blur(2px)',
      }}
    >
      <LoadingWheel label={label} />
    </Box>
  );
}

/** The wheel centred in a full-height area (login page, lazy screens). */
export function FullHeightLoader({ label, height = '100vh' }: { label?: string; height?: string | number }) {
  return (
    <Box sx={{ height, width: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <LoadingWheel label={label} />
    </Box>
  );
}
