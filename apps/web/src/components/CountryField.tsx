import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRY_CODES } from '@keel/domain';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of an ISO 3166-1 alpha-2 country ("NL" → "Netherlands"); the code when unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country as lists show it: "Netherlands (NL)". */
export const countryLabel = (code: string) => `${countryName(code)} (${code})`;

const OPTIONS = [...COUNTRY_CODES].sort((a, b) => countryName(a).localeCompare(countryName(b)));

/** Picks an ISO 3166-1 alpha-2 country by name or code; the value is the code ('' for none). */
export function CountryField({
  label = 'Country',
  name = 'country',
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
      getOptionLabel={countryLabel}
      autoHighlight
      disabled={disabled}
      size={size}
      renderInput={(params) => (
        <TextField {...params} label={label} name={name} error={error} helperText={helperText} />
      )}
    />
  );
}
