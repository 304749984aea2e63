import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { User } from '@keel/domain';
import { useActorSearch } from '../api/search-actors';

/** Picks the person whose changes to show (by searching users). */
export function ActorFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<User | null>(null);
  const users = useActorSearch(input, open || Boolean(value));
  const options = users.data ?? [];
  const current = picked?.id === value ? picked : (options.find((u) => u.id === value) ?? null);
  return (
    <Autocomplete
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={current}
      loading={users.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(u) => u.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, v, reason) => reason === 'input' && setInput(v)}
      onChange={(_, u) => {
        setPicked(u);
        onChange(u?.id ?? '');
      }}
      renderInput={(p) => <TextField {...p} label="Who" placeholder="Anyone" />}
      sx={{ width: 220 }}
    />
  );
}
