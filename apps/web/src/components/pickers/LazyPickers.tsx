import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import type { DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { lazyModule } from '../../lib/lazy-route';

/** MUI X's pickers and their dayjs adapter, fetched when a screen first draws a date field. */
export const pickersModule = lazyModule(() => import('./pickers'));

interface FieldShape {
  label?: ReactNode;
  slotProps?: { textField?: unknown };
}

/** A field-sized skeleton while the pickers' code arrives, so the form does not jump. */
function PickerPlaceholder({ label, slotProps }: FieldShape) {
  const field = (typeof slotProps?.textField === 'object' ? slotProps.textField : {}) as {
    size?: string;
    fullWidth?: boolean;
  };
  return (
    <Skeleton
      variant="rounded"
      role="progressbar"
      aria-label={typeof label === 'string' ? `${label} (loading)` : 'Date field (loading)'}
      height={field.size === 'small' ? 40 : 56}
      sx={{ width: field.fullWidth ? '100%' : 170, flexShrink: 0 }}
    />
  );
}

/** MUI X's DatePicker (with its dayjs LocalizationProvider), loaded when first drawn. */
export function LazyDatePicker(props: DatePickerProps) {
  const pickers = pickersModule.useModule();
  return pickers ? <pickers.ProvidedDatePicker {...props} /> : <PickerPlaceholder {...props} />;
}

/** MUI X's DateTimePicker (with its dayjs LocalizationProvider), loaded when first drawn. */
export function LazyDateTimePicker(props: DateTimePickerProps) {
  const pickers = pickersModule.useModule();
  return pickers ? <pickers.ProvidedDateTimePicker {...props} /> : <PickerPlaceholder {...props} />;
}
