import { useState } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_PICKER_RANGE, DATE_TIME_FORMAT } from '@keel/domain';
import { rangeMessage } from './DateInput';

/** The value form of a local date-time: `YYYY-MM-DDTHH:mm`, as a `datetime-local` input has it. */
export const LOCAL_DATE_TIME = 'YYYY-MM-DDTHH:mm';

/**
 * A date-time field in local time: YYYY/MM/DD HH:mm on screen (24-hour clock), `YYYY-MM-DDTHH:mm` in
 * the value ('' when empty or incomplete), picker range 1900-01-01 … 2099-12-31 unless narrowed. The
 * label names the field (its accessible group name); `error` (or else `helperText`) shows under it.
 */
export function DateTimeInput({
  label,
  name,
  value,
  onChange,
  error,
  helperText,
  disabled,
  clearable,
  minDate = DATE_PICKER_RANGE.min,
  maxDate = DATE_PICKER_RANGE.max,
  size,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  clearable?: boolean;
  /** Earliest pickable day, `YYYY-MM-DD`. */
  minDate?: string;
  /** Latest pickable day, `YYYY-MM-DD`. */
  maxDate?: string;
  size?: 'small' | 'medium';
}) {
  const [outOfRange, setOutOfRange] = useState<string | null>(null);
  const parsed = value ? dayjs(value) : null;
  const message = error ?? outOfRange;
  return (
    <DateTimePicker
      label={label}
      format={DATE_TIME_FORMAT}
      ampm={false}
      minDate={dayjs(minDate)}
      maxDate={dayjs(maxDate)}
      value={parsed && parsed.isValid() ? parsed : null}
      disabled={disabled}
      onChange={(d) => onChange(d && d.isValid() ? d.format(LOCAL_DATE_TIME) : '')}
      onError={(reason) => setOutOfRange(rangeMessage(reason, minDate, maxDate, DATE_FORMAT))}
      slotProps={{
        textField: {
          fullWidth: true,
          name,
          size,
          error: Boolean(message),
          helperText: message ?? helperText ?? ' ',
        },
        field: { clearable },
      }}
    />
  );
}
