import Chip from '@mui/material/Chip';

/** Active / Inactive as a small coloured chip. */
export function StatusChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      sx={{ minWidth: 64 }}
    />
  );
}
