import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { BankAccountOwnerType } from '@keel/domain';
import { errorMessage } from '../../lib/api-error';
import { agentListResponseSchema, customerListResponseSchema, vendorListResponseSchema } from '@keel/domain';
import { api } from '../../lib/api-client';

/** A picked owner. */
export interface OwnerOption {
  id: string;
  name: string;
  currency?: string;
}

/** The owners' lists (each area's own API: the caller needs that area's permission to search it). */
async function searchOwners(type: Exclude<BankAccountOwnerType, 'company'>, q: string, signal: AbortSignal) {
  const query = { q: q || undefined, limit: 20 };
  if (type === 'vendor') {
    const page = await api.get('/purchasing/vendors/', {
      query: { ...query, active: 'true' },
      signal,
      schema: vendorListResponseSchema,
    });
    return page.data.map((v) => ({ id: v.id, name: v.name, currency: v.currency }));
  }
  if (type === 'customer') {
    const page = await api.get('/customers/', {
      query: { ...query, active: 'true' },
      signal,
      schema: customerListResponseSchema,
    });
    return page.data.map((c) => ({ id: c.id, name: c.name, currency: c.currency }));
  }
  const page = await api.get('/purchasing/agents/', { query, signal, schema: agentListResponseSchema });
  return page.data.map((a) => ({ id: a.id, name: a.name }));
}

/** Searches the vendors, customers or agents (by the owner kind) for an account's owner. */
export function OwnerPicker({
  type,
  value,
  onChange,
  error,
}: {
  type: Exclude<BankAccountOwnerType, 'company'>;
  value: OwnerOption | null;
  onChange: (owner: OwnerOption | null) => void;
  error?: string;
}) {
  const [input, setInput] = useState('');
  const options = useQuery({
    queryKey: ['bank-account-owners', type, input],
    queryFn: ({ signal }) => searchOwners(type, input, signal),
  });
  const label = { vendor: 'Vendor', customer: 'Customer', agent: 'Agent' }[type];
  return (
    <Autocomplete
      options={options.data ?? (value ? [value] : [])}
      value={value}
      onChange={(_, owner) => onChange(owner)}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(o) => o}
      loading={options.isFetching}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={label}
          name="ownerId"
          error={Boolean(error) || options.isError}
          helperText={error ?? (options.isError ? errorMessage(options.error) : ' ')}
        />
      )}
    />
  );
}
