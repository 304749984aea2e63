import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { WheelLogo } from '../../../components/WheelLogo';

/** The public page's frame: logo, theme toggle, narrow centred column (phone friendly). */
export function VendorFrame({ company, children }: { company?: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 2, sm: 4 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          <WheelLogo width={32} height={32} title="Keel" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="div" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
            {company ?? 'Keel'}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            Purchase order for the vendor
          </Typography>
        </Box>
        <Box sx={{ color: 'text.secondary' }}>
          <ThemeToggle />
        </Box>
      </Box>
      <Box
        component="main"
        sx={{ maxWidth: 960, mx: 'auto', p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2 }}
      >
        {children}
      </Box>
    </Box>
  );
}
