import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CERTIFICATE_KINDS, CERTIFICATE_KIND_LABELS } from '@keel/domain';
import { STATE_OPTIONS } from './certificate-state-style';

/** URL filters of a ship's certificate list. */
export const CERTIFICATE_FILTERS = ['show', 'state', 'kind'] as const;
/** Filter values ('' = default). `show`: '' in force, 'superseded', 'all'. */
export type CertificateFilterValues = Record<(typeof CERTIFICATE_FILTERS)[number], string>;

/** The `inForce` query parameter of a `show` filter. */
export function inForceOf(show: string): 'true' | 'false' | undefined {
  if (show === 'all') return undefined;
  return show === 'superseded' ? 'false' : 'true';
}

/** Show (in force / superseded / all), state and kind. */
export function CertificateFilters({
  values,
  onChange,
}: {
  values: CertificateFilterValues;
  onChange: (patch: Partial<CertificateFilterValues>) => void;
}) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Show"
        value={values.show}
        onChange={(e) => onChange({ show: e.target.value })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">In force</MenuItem>
        <MenuItem value="superseded">Superseded</MenuItem>
        <MenuItem value="all">All</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="State"
        value={values.state}
        onChange={(e) => onChange({ state: e.target.value })}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">Any state</MenuItem>
        {STATE_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Kind"
        value={values.kind}
        onChange={(e) => onChange({ kind: e.target.value })}
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="">Any kind</MenuItem>
        {CERTIFICATE_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {CERTIFICATE_KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
