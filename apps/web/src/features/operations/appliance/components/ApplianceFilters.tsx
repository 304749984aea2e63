import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import {
  APPLIANCE_TYPES,
  APPLIANCE_TYPE_LABELS,
  VERSION_STANDINGS,
  VERSION_STANDING_LABELS,
} from '@keel/domain';
import { myShipsQuery } from '../../../../lib/shared-queries';

/** The register filters kept in the URL. */
export const APPLIANCE_FILTERS = ['shipId', 'type', 'standing', 'status'] as const;
/** Filter values by name ('' for none). */
export type ApplianceFilterValues = Record<(typeof APPLIANCE_FILTERS)[number], string>;

function Select({
  label,
  value,
  onChange,
  options,
  width = 150,
  all = 'All',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
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

/** Ship, type, standing and status filters of the register. */
export function ApplianceFilters({
  values,
  onChange,
}: {
  values: ApplianceFilterValues;
  onChange: (patch: Partial<ApplianceFilterValues>) => void;
}) {
  const ships = useQuery(myShipsQuery());
  return (
    <>
      <Select
        label="Ship"
        value={values.shipId}
        onChange={(shipId) => onChange({ shipId })}
        options={(ships.data ?? []).map((s) => [s.id, s.name])}
        width={170}
      />
      <Select
        label="Type"
        value={values.type}
        onChange={(type) => onChange({ type })}
        options={APPLIANCE_TYPES.map((t) => [t, APPLIANCE_TYPE_LABELS[t]])}
        width={170}
      />
      <Select
        label="Against target"
        value={values.standing}
        onChange={(standing) => onChange({ standing })}
        options={VERSION_STANDINGS.map((s) => [s, VERSION_STANDING_LABELS[s]])}
        width={160}
      />
      <Select
        label="Status"
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={[
          ['in_service', 'In service'],
          ['removed', 'Removed'],
        ]}
        width={130}
      />
    </>
  );
}
