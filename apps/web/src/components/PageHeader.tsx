import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The heading of a screen: title, one line of context and the screen's main buttons. */
export function PageHeader({
  title,
  subtitle,
  actions,
  before,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  before?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      {before}
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
