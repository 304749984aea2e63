import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@keel/domain';

/** A calendar-date field (YYYY/MM/DD on screen, `YYYY-MM-DD` in the value); its message shows under it. */
export function DateInput({
  label,
  name,
  value,
  onChange,
  error,
  disabled,
  clearable,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  clearable?: boolean;
}) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      value={parsed && parsed.isValid() ? parsed : null}
      disabled={disabled}
      onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
      slotProps={{
        textField: { fullWidth: true, name, error: Boolean(error), helperText: error ?? ' ' },
        field: { clearable },
      }}
    />
  );
}
