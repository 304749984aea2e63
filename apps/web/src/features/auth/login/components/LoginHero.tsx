import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { WheelLogo } from '../../../../components/WheelLogo';

const POINTS = [
  'Purchasing, accounting and planned maintenance in one place',
  'Every ship, every certificate, every report',
  'Built for the office, the crew and your vendors',
];

/** The left half of the login page on wide screens: the product in one glance. */
export function LoginHero() {
  return (
    <Box
      sx={(t) => ({
        display: { xs: 'none', md: 'flex' },
        width: '44%',
        maxWidth: 640,
        position: 'relative',
        overflow: 'hidden',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        p: 6,
        color: '#fff',
        background: `linear-gradient(155deg, ${t.palette.primary.main} 0%, ${t.palette.mode === 'dark' ? '#0b1029' : '#024e66'} 100%)`,
      })}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: -140,
          top: -120,
          width: 520,
          color: alpha('#fff', 0.08),
          '& svg': { width: '100%' },
        }}
      >
        <WheelLogo />
      </Box>
      <Box
        aria-hidden
        component="svg"
        viewBox="0 0 600 120"
        preserveAspectRatio="none"
        sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, width: '100%', height: 120, opacity: 0.18 }}
      >
        <path d="M0 60q75-40 150 0t150 0t150 0t150 0v60H0z" fill="#fff" />
        <path d="M0 85q75-30 150 0t150 0t150 0t150 0v35H0z" fill="#fff" />
      </Box>
      <Box sx={{ position: 'relative', mb: 10 }}>
        <Typography sx={{ fontSize: '2.1rem', fontWeight: 700, lineHeight: 1.2, maxWidth: 420 }}>
          Fleet and ship management, shipshape.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0 }}>
          {POINTS.map((p) => (
            <Typography
              component="li"
              key={p}
              sx={{ fontSize: '0.95rem', opacity: 0.9, mb: 1, display: 'flex', gap: 1.25 }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: '#fff', mt: '7px', flexShrink: 0 }}
              />
              {p}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
