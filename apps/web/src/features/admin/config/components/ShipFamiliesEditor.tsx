import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { MyShip } from '@keel/domain';
import type { FieldErrors } from '../../../../lib/form';
import { myShipsQuery } from '../../../../lib/shared-queries';

/** One family being edited. */
export interface FamilyRow {
  key: number;
  name: string;
  shipIds: string[];
  /** The name the family had when the settings were loaded (absent: added here). */
  previousName?: string;
}

/** Edits the ship families: a name and the ships of each; a ship taken by one family is not offered to another. */
export function ShipFamiliesEditor({
  rows,
  errors,
  onChange,
}: {
  rows: FamilyRow[];
  errors: FieldErrors;
  onChange: (rows: FamilyRow[]) => void;
}) {
  const ships = useQuery(myShipsQuery());
  const [nextKey, setNextKey] = useState(() => rows.length + 1000);
  const byId = new Map((ships.data ?? []).map((s) => [s.id, s]));
  const familyOf = new Map<string, string>();
  rows.forEach((r) => r.shipIds.forEach((id) => familyOf.set(id, r.name || 'another family')));
  const patch = (key: number, change: Partial<FamilyRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {ships.isError && <Alert severity="error">The ships could not be loaded.</Alert>}
      {rows.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          No families yet.
        </Typography>
      )}
      {rows.map((row, i) => {
        const selected = row.shipIds.map(
          (id) => byId.get(id) ?? { id, name: 'Unknown ship', imo: '', family: null },
        );
        return (
          <Box
            key={row.key}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              flexWrap: { xs: 'wrap', md: 'nowrap' },
              p: 1.5,
              pb: 0,
              borderRadius: '12px',
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.default',
            }}
          >
            <TextField
              label="Family name"
              size="small"
              value={row.name}
              onChange={(e) => patch(row.key, { name: e.target.value })}
              error={Boolean(errors[`shipFamilies.${i}.name`])}
              helperText={errors[`shipFamilies.${i}.name`] ?? ' '}
              sx={{ flex: '1 1 220px', maxWidth: { md: 280 } }}
            />
            <Autocomplete
              multiple
              size="small"
              options={ships.data ?? []}
              loading={ships.isPending}
              value={selected}
              getOptionLabel={(s: MyShip) => s.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionDisabled={(s) => familyOf.has(s.id) && !row.shipIds.includes(s.id)}
              renderOption={(props, s) => {
                const { key, ...rest } = props as typeof props & { key: string };
                const other = familyOf.get(s.id);
                return (
                  <li key={key} {...rest}>
                    <Box>
                      {s.name}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        IMO {s.imo}
                        {other && !row.shipIds.includes(s.id) ? ` · in ${other}` : ''}
                      </Typography>
                    </Box>
                  </li>
                );
              }}
              renderValue={(value, getItemProps) =>
                value.map((s, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={s.name} {...itemProps} />;
                })
              }
              onChange={(_, value) => patch(row.key, { shipIds: value.map((s) => s.id) })}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Ships"
                  error={Boolean(errors[`shipFamilies.${i}.shipIds`])}
                  helperText={errors[`shipFamilies.${i}.shipIds`] ?? ' '}
                />
              )}
              sx={{ flex: '2 1 320px' }}
            />
            <Tooltip title="Remove family">
              <IconButton
                aria-label={`Remove family ${row.name || i + 1}`}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
      {errors.shipFamilies && <Alert severity="error">{errors.shipFamilies}</Alert>}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            onChange([...rows, { key: nextKey, name: '', shipIds: [] }]);
            setNextKey((k) => k + 1);
          }}
        >
          Add family
        </Button>
      </Box>
    </Box>
  );
}
