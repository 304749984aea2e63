import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_PICKER_RANGE } from '@keel/domain';

/** The message of a date out of the picker's range (null for any other state). */
export function rangeMessage(
  reason: DateValidationError | string | null,
  min: string,
  max: string,
  format: string,
): string | null {
  if (reason === 'minDate') return `Must be on or after ${dayjs(min).format(format)}`;
  if (reason === 'maxDate') return `Must be on or before ${dayjs(max).format(format)}`;
  return null;
}

/**
 * A calendar-date field: YYYY/MM/DD on screen, `YYYY-MM-DD` in the value ('' when empty or not a
 * whole date), picker range 1900-01-01 … 2099-12-31 unless narrowed. The label names the field (its
 * accessible group name); `error` (or else `helperText`) shows under it.
 */
export function DateInput({
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
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      minDate={dayjs(minDate)}
      maxDate={dayjs(maxDate)}
      value={parsed && parsed.isValid() ? parsed : null}
      disabled={disabled}
      onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
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
