import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DATE_FORMAT, DATE_PICKER_RANGE, DATE_TIME_FORMAT } from '@keel/domain';
import dayjs from 'dayjs';

/*
 * The MUI X pickers with their dayjs adapter: about 45 kB gzipped, loaded by LazyPickers.tsx only
 * when a screen draws a date field, so no screen's first load and not the entry carries them
 * (issue 12, docs/bundle-budget-and-first-load.md).
 */

/*
 * Keel's defaults (format, the range of dates a picker offers) are set here rather than in the
 * theme's `defaultProps`: those need dayjs, and the theme is part of the first load. As with
 * `defaultProps`, a prop the caller gives (not undefined) wins.
 */
const MIN = dayjs(DATE_PICKER_RANGE.min);
const MAX = dayjs(DATE_PICKER_RANGE.max);

export function ProvidedDatePicker(props: DatePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        {...props}
        format={props.format ?? DATE_FORMAT}
        minDate={props.minDate ?? MIN}
        maxDate={props.maxDate ?? MAX}
      />
    </LocalizationProvider>
  );
}

export function ProvidedDateTimePicker(props: DateTimePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        {...props}
        format={props.format ?? DATE_TIME_FORMAT}
        ampm={props.ampm ?? false}
        minDate={props.minDate ?? MIN}
        maxDate={props.maxDate ?? MAX}
      />
    </LocalizationProvider>
  );
}
