import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LazyDatePicker } from '../../../../components/pickers/LazyPickers';
import dayjs from 'dayjs';
import { DATE_FORMAT, type MyShip } from '@keel/domain';

/** Ship, date range (days, UTC) and voyage filters of the table. */
export function NoonReportFilters({
  ships,
  shipId,
  onShip,
  from,
  to,
  voyage,
  onChange,
}: {
  ships: readonly MyShip[];
  shipId: string;
  onShip: (shipId: string) => void;
  from: string;
  to: string;
  voyage: string;
  onChange: (filters: { from?: string; to?: string; voyage?: string }) => void;
}) {
  const day = (value: string) => (value ? dayjs(value) : null);
  const picked = (d: dayjs.Dayjs | null) => (d && d.isValid() ? d.format('YYYY-MM-DD') : '');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Ship"
        value={shipId}
        onChange={(e) => onShip(e.target.value)}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {ships.length > 1 && <MenuItem value="">All my ships</MenuItem>}
        {ships.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <LazyDatePicker
        label="From"
        format={DATE_FORMAT}
        value={day(from)}
        maxDate={to ? dayjs(to) : undefined}
        onChange={(d) => onChange({ from: picked(d) })}
        slotProps={{ textField: { size: 'small', sx: { width: 160 } }, field: { clearable: true } }}
      />
      <LazyDatePicker
        label="To"
        format={DATE_FORMAT}
        value={day(to)}
        minDate={from ? dayjs(from) : undefined}
        onChange={(d) => onChange({ to: picked(d) })}
        slotProps={{ textField: { size: 'small', sx: { width: 160 } }, field: { clearable: true } }}
      />
      <TextField
        size="small"
        label="Voyage"
        value={voyage}
        onChange={(e) => onChange({ voyage: e.target.value })}
        sx={{ width: 140 }}
      />
    </Box>
  );
}
