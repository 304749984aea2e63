import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { categoryDepth, categoryPathLabel, type ExpenseCategory } from '@keel/domain';

/**
 * Picks an expense category by code or name, showing its path ("200 Engine spares › 210 Main engine");
 * `activeOnly` leaves inactive categories out (new budgets). The value is the id ('' for none).
 */
export function CategoryPicker({
  categories,
  value,
  onChange,
  label = 'Expense category',
  activeOnly = false,
  error,
  helperText,
  size,
  loading,
}: {
  categories: readonly ExpenseCategory[];
  value: string;
  onChange: (id: string) => void;
  label?: string;
  activeOnly?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  loading?: boolean;
}) {
  const options = useMemo(
    () => categories.filter((c) => !activeOnly || c.active || c.id === value).map((c) => c.id),
    [categories, activeOnly, value],
  );
  const path = (id: string) => categoryPathLabel(categories, id) || id;
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_, id) => onChange(id ?? '')}
      getOptionLabel={path}
      loading={loading}
      autoHighlight
      size={size}
      renderOption={(props, id) => {
        const { key, ...rest } = props;
        const c = categories.find((x) => x.id === id);
        return (
          <li key={key} {...rest} style={{ paddingLeft: 16 + (categoryDepth(categories, id) - 1) * 16 }}>
            {c ? `${c.code} ${c.name}` : id}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
