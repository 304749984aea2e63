import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

/*
 * The MUI X pickers with their dayjs adapter: about 45 kB gzipped, loaded by LazyPickers.tsx only
 * when a screen draws a date field, so no screen's first load and not the entry carries them
 * (issue 12, docs/bundle-budget-and-first-load.md).
 */

export function ProvidedDatePicker(props: DatePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker {...props} />
    </LocalizationProvider>
  );
}

export function ProvidedDateTimePicker(props: DateTimePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker {...props} />
    </LocalizationProvider>
  );
}
