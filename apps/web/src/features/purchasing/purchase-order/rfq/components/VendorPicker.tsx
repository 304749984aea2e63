import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Vendor } from '@keel/domain';
import { useActiveVendors } from '../api/pickers';

/**
 * Active vendors to invite, searched on the server as the buyer types. A chosen vendor is never offered
 * again (so Enter or a click on the list cannot remove it by accident: the chip's × removes it), nor is
 * one listed in `exclude` (already invited).
 */
export function VendorPicker({
  value,
  onChange,
  exclude = [],
  error,
  helperText = 'Active vendors; each gets a personal link by e-mail',
  autoFocus = false,
}: {
  value: Vendor[];
  onChange: (vendors: Vendor[]) => void;
  exclude?: readonly string[];
  error?: string | undefined;
  helperText?: string;
  autoFocus?: boolean;
}) {
  const [query, setQuery] = useState('');
  const found = useActiveVendors(query);
  const options = useMemo(() => {
    const skip = new Set([...exclude, ...value.map((v) => v.id)]);
    // The chosen ones stay in the options (MUI matches the chips against them) and are filtered out
    // of the list by `filterSelectedOptions`.
    return [...value, ...(found.data ?? []).filter((v) => !skip.has(v.id))];
  }, [exclude, value, found.data]);
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      loading={found.isFetching}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input' || text === '') setQuery(text);
      }}
      getOptionLabel={(v) => `${v.name} (${v.code}, ${v.currency})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText={found.isFetching ? 'Searching…' : 'No other active vendor matches'}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          label="Vendors to invite"
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
