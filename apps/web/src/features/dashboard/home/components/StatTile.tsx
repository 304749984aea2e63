import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/** A number with its label, for the dashboard's summary row. */
export function StatTile({
  icon,
  label,
  value,
  color,
}: {
  icon: ReactNode;
  label: string;
  value: number | undefined;
  color: 'primary' | 'secondary' | 'success';
}) {
  return (
    <Paper
      elevation={0}
      sx={{ p: 2.5, border: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 2 }}
    >
      <Box
        aria-hidden
        sx={(t) => ({
          width: 48,
          height: 48,
          borderRadius: '14px',
          display: 'grid',
          placeItems: 'center',
          color: t.palette[color].main,
          bgcolor: alpha(t.palette[color].main, t.palette.mode === 'dark' ? 0.22 : 0.12),
        })}
      >
        {icon}
      </Box>
      <Box>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.1 }}>
          {value === undefined ? <Skeleton width={32} /> : value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Paper>
  );
}
