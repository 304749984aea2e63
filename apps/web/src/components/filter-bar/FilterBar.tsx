import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@keel/domain';
import { myShipsQuery } from '../../lib/shared-queries';
import { LazyDatePicker } from '../pickers/LazyPickers';

/** One filter of a list's filter bar; its value lives in the URL under `name` ('' for none). */
export type FilterField<N extends string = string> =
  | {
      kind: 'select';
      name: N;
      label: string;
      /** `[value, label]` pairs, after an "All" entry. */
      options: readonly (readonly [string, string])[];
      width?: number;
      /** The label of the empty choice (default "All"). */
      all?: string;
    }
  /** The ships the user may see. */
  | { kind: 'ship'; name: N; label?: string; width?: number }
  /** A day, kept as YYYY-MM-DD and shown in the spec's format. */
  | { kind: 'date'; name: N; label: string; width?: number };

/** A select with an "All" choice, for a list filter. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  width = 140,
  all = 'All',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  width?: number;
  all?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: width }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ShipFilter({
  label,
  value,
  onChange,
  width,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width: number;
}) {
  const ships = useQuery(myShipsQuery());
  return (
    <FilterSelect
      label={label}
      value={value}
      onChange={onChange}
      options={(ships.data ?? []).map((s) => [s.id, s.name] as const)}
      width={width}
    />
  );
}

/**
 * The filters of a server-paged list, in order, for the table's toolbar. Date filters need a
 * `LocalizationProvider` around the page.
 */
export function FilterBar<N extends string>({
  fields,
  values,
  onChange,
}: {
  fields: readonly FilterField<N>[];
  values: Record<N, string>;
  onChange: (patch: Partial<Record<N, string>>) => void;
}) {
  const set = (name: N) => (value: string) => onChange({ [name]: value } as Partial<Record<N, string>>);
  return (
    <>
      {fields.map((field) => {
        const value = values[field.name];
        if (field.kind === 'ship')
          return (
            <ShipFilter
              key={field.name}
              label={field.label ?? 'Ship'}
              value={value}
              onChange={set(field.name)}
              width={field.width ?? 170}
            />
          );
        if (field.kind === 'date')
          return (
            <LazyDatePicker
              key={field.name}
              label={field.label}
              format={DATE_FORMAT}
              value={value ? dayjs(value) : null}
              onChange={(d) => set(field.name)(d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
              slotProps={{
                textField: { size: 'small', sx: { width: field.width ?? 170 } },
                field: { clearable: true },
              }}
            />
          );
        return (
          <FilterSelect
            key={field.name}
            label={field.label}
            value={value}
            onChange={set(field.name)}
            options={field.options}
            width={field.width}
            all={field.all}
          />
        );
      })}
    </>
  );
}
