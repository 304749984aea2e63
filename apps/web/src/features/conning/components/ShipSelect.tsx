import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The ship picker of the conning screens: the user's ships (a master has only his own). */
export function ShipSelect({
  ships,
  value,
  onChange,
}: {
  ships: readonly { id: string; name: string }[];
  value: string;
  onChange: (shipId: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Ship"
      value={ships.some((s) => s.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{ select: { inputProps: { 'aria-label': 'Ship' } } }}
    >
      {ships.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
