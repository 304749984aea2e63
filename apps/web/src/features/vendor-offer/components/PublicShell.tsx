import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { WheelLogo } from '../../../components/WheelLogo';

/** The frame of the public vendor pages: a slim top bar (logo, page name, theme) and a centred column. */
export function PublicShell({ children, title = 'Vendor offer' }: { children: ReactNode; title?: string }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 2, sm: 3 },
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          <WheelLogo width={30} height={30} title="Keel" />
        </Box>
        <Typography sx={{ fontWeight: 700, letterSpacing: 0.5 }}>Keel</Typography>
        <Typography color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          · {title}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ color: 'text.secondary' }}>
          <ThemeToggle />
        </Box>
      </Box>
      <Box component="main" sx={{ maxWidth: 1180, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}
