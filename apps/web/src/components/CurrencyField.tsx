import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ISO_4217_CODES } from '@keel/domain';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** "USD — US Dollar". */
export function currencyLabel(code: string): string {
  try {
    return `${code} — ${currencyNames.of(code) ?? code}`;
  } catch {
    return code;
  }
}

/** The currencies most used in shipping first, then the rest of ISO 4217. */
const COMMON = ['USD', 'EUR', 'GBP', 'NOK', 'DKK', 'SGD', 'JPY', 'CNY'];
const OPTIONS = [...COMMON, ...ISO_4217_CODES.filter((c) => !COMMON.includes(c))];

/** Picks an ISO 4217 currency; the value is the code ('' for none). */
export function CurrencyField({
  label = 'Currency',
  name = 'currency',
  value,
  onChange,
  error,
  helperText,
  disabled,
  size,
}: {
  label?: string;
  name?: string;
  value: string;
  onChange: (code: string) => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}) {
  return (
    <Autocomplete
      options={OPTIONS}
      value={value || null}
      onChange={(_, code) => onChange(code ?? '')}
      getOptionLabel={currencyLabel}
      autoHighlight
      disabled={disabled}
      size={size}
      renderInput={(params) => (
        <TextField {...params} label={label} name={name} error={error} helperText={helperText} />
      )}
    />
  );
}
