import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { plural } from '../../lib/format';

/** The bar above a list while rows are chosen: how many, the bulk actions, and "Clear selection". */
export function SelectionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label="Selected rows"
      sx={(t) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mb: 1.5,
        px: 1.5,
        py: 1,
        borderRadius: '10px',
        border: 1,
        borderColor: 'primary.main',
        bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.06),
      })}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }} aria-live="polite">
        {plural(count, 'row')} selected
      </Typography>
      {children}
      <Button size="small" color="inherit" onClick={onClear} sx={{ ml: 'auto' }}>
        Clear selection
      </Button>
    </Box>
  );
}
