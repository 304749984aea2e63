import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/** Props of {@link LoginField}: those of `useFormState().text()` and a few of TextField's. */
export interface LoginFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field drawn like MUI's TextField, from its parts. TextField imports Select (with
 * Menu, Popover, Modal and their transitions, ~14 kB gzipped) whether or not a select is drawn, and
 * the login page is part of the first load (docs/bundle-budget-and-first-load.md).
 */
export function LoginField({ label, helperText, error, endAdornment, ...input }: LoginFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth margin="dense" variant="outlined" error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        endAdornment={endAdornment}
        inputProps={{ 'aria-describedby': `${id}-helper` }}
        {...input}
      />
      <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText>
    </FormControl>
  );
}
