import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { MIN_PASSWORD_LENGTH } from '@keel/domain';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password of 16 characters from the browser's secure random source. */
export function generatePassword(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A visible new-password field with a "Generate" button. */
export function PasswordField({
  onGenerate,
  ...props
}: TextFieldProps & { onGenerate: (password: string) => void }) {
  return (
    <TextField
      label="Password"
      autoComplete="new-password"
      fullWidth
      {...props}
      helperText={
        props.error
          ? props.helperText
          : `At least ${MIN_PASSWORD_LENGTH} characters. Share it with the user safely.`
      }
      slotProps={{
        htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, monospace' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={() => onGenerate(generatePassword())}>
                Generate
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
