import TextField from '@mui/material/TextField';
import { isUnLocode, normalizeLocode } from '@keel/domain';
import { useFilterText } from './use-filter-text';

/**
 * A port filter by UN/LOCODE: typed freely (upper case), applied once the code is whole or the field is
 * empty, and emptied with the list's filter on "Reset filters".
 */
export function LocodeFilter({
  value,
  onChange,
  label = 'Port',
}: {
  /** The LOCODE the list is filtered by ('' for none). */
  value: string;
  onChange: (locode: string) => void;
  label?: string;
}) {
  const [text, setText] = useFilterText(value);
  return (
    <TextField
      size="small"
      label={label}
      placeholder="LOCODE"
      value={text}
      onChange={(e) => {
        setText(e.target.value.toUpperCase());
        const code = normalizeLocode(e.target.value);
        if (code === '' || isUnLocode(code)) onChange(code);
      }}
      sx={{ width: 120 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 6 } }}
    />
  );
}
