import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useComponentTree } from '../../component/api/get-component-tree';

/** A component as the pickers show it. */
export interface PickedComponent {
  id: string;
  code: string;
  name: string;
}

/**
 * Picks components of a ship (or of a catalogue: `catalogueId`) by searching its tree on the server
 * (code, name, maker, serial): the search hits that are components (not categories). `multiple` for the
 * fits of a part.
 */
export function ComponentPicker({
  shipId,
  catalogueId,
  label,
  value,
  onChange,
  error,
  name,
}: {
  shipId: string | null;
  catalogueId?: string | null;
  label: string;
  value: PickedComponent[];
  onChange: (value: PickedComponent[]) => void;
  error?: string;
  name: string;
}) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useComponentTree(
    catalogueId ? { kind: 'catalogue', id: catalogueId } : shipId ? { kind: 'ship', id: shipId } : null,
    q,
  );
  const matched = new Set(found.data?.matched ?? []);
  const options: PickedComponent[] = (found.data?.data ?? [])
    .filter((n) => matched.has(n.id) && n.kind === 'component')
    .map((n) => ({ id: n.id, code: n.code, name: n.name }));
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next, reason) => reason !== 'reset' && setInput(next)}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => `${o.code} ${o.name}`}
      loading={found.isFetching}
      disabled={!shipId && !catalogueId}
      noOptionsText={q ? 'No component matches' : 'Type a code or a name to search'}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={Boolean(error)}
          helperText={
            error ?? `Search the ${catalogueId ? 'catalogue' : 'ship'}’s components by code or name`
          }
        />
      )}
    />
  );
}
