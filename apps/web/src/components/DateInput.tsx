import { useState } from 'react';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, DATE_PICKER_RANGE } from '@keel/domain';
import { LazyDatePicker } from './pickers/LazyPickers';

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

/** What a date or date-time field takes; the value is a string in the field's value format. */
export interface DateFieldProps {
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
}

/**
 * The props the date and date-time pickers share: label, range (1900-01-01 … 2099-12-31 unless narrowed),
 * the value parsed from and written back in `valueFormat` ('' when empty or incomplete), and the message
 * under the field (`error`, else the range message, else `helperText`).
 */
export function usePickerProps(props: DateFieldProps, valueFormat: string) {
  const { label, name, value, onChange, error, helperText, disabled, clearable, size } = props;
  const minDate = props.minDate ?? DATE_PICKER_RANGE.min;
  const maxDate = props.maxDate ?? DATE_PICKER_RANGE.max;
  const [outOfRange, setOutOfRange] = useState<string | null>(null);
  const parsed = value ? dayjs(value) : null;
  const message = error ?? outOfRange;
  return {
    label,
    minDate: dayjs(minDate),
    maxDate: dayjs(maxDate),
    value: parsed && parsed.isValid() ? parsed : null,
    disabled,
    onChange: (d: Dayjs | null) => onChange(d && d.isValid() ? d.format(valueFormat) : ''),
    onError: (reason: string | null) => setOutOfRange(rangeMessage(reason, minDate, maxDate, DATE_FORMAT)),
    slotProps: {
      textField: {
        fullWidth: true,
        name,
        size,
        error: Boolean(message),
        helperText: message ?? helperText ?? ' ',
      },
      field: { clearable },
    },
  };
}

/**
 * A calendar-date field: YYYY/MM/DD on screen, `YYYY-MM-DD` in the value ('' when empty or not a
 * whole date), picker range 1900-01-01 … 2099-12-31 unless narrowed. The label names the field (its
 * accessible group name); `error` (or else `helperText`) shows under it.
 */
export function DateInput(props: DateFieldProps) {
  return <LazyDatePicker format={DATE_FORMAT} {...usePickerProps(props, 'YYYY-MM-DD')} />;
}
