import { DATE_TIME_FORMAT } from '@keel/domain';
import { usePickerProps, type DateFieldProps } from './DateInput';
import { LazyDateTimePicker } from './pickers/LazyPickers';

/** The value form of a local date-time: `YYYY-MM-DDTHH:mm`, as a `datetime-local` input has it. */
export const LOCAL_DATE_TIME = 'YYYY-MM-DDTHH:mm';

/**
 * A date-time field in local time: YYYY/MM/DD HH:mm on screen (24-hour clock), `YYYY-MM-DDTHH:mm` in
 * the value ('' when empty or incomplete), picker range 1900-01-01 … 2099-12-31 unless narrowed. The
 * label names the field (its accessible group name); `error` (or else `helperText`) shows under it.
 */
export function DateTimeInput(props: DateFieldProps) {
  return (
    <LazyDateTimePicker format={DATE_TIME_FORMAT} ampm={false} {...usePickerProps(props, LOCAL_DATE_TIME)} />
  );
}
