import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { JobPart } from '@keel/domain';
import { useOwnerParts, type PartOwner } from '../api/list-owner-parts';

/**
 * The spare parts a job needs: picked from the owner's parts (a catalogue's spare-part templates for a
 * job template, the ship's stock parts for a ship's job) with a quantity. Errors of `requiredParts.<i>.*`
 * are shown under the row they name.
 */
export function RequiredPartsField({
  owner,
  value,
  onChange,
  errors,
}: {
  owner: PartOwner;
  value: JobPart[];
  onChange: (parts: JobPart[]) => void;
  errors: Record<string, string>;
}) {
  const parts = useOwnerParts(owner, true);
  const [partId, setPartId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const options = (parts.data ?? []).filter((p) => !value.some((v) => v.sparePartId === p.id));
  const add = () => {
    const part = parts.data?.find((p) => p.id === partId);
    if (!part) return;
    onChange([...value, { sparePartId: part.id, name: `${part.partNumber} ${part.name}`, quantity }]);
    setPartId('');
    setQuantity('1');
  };
  const rowError = (i: number) =>
    errors[`requiredParts.${i}.quantity`] ??
    errors[`requiredParts.${i}.name`] ??
    errors[`requiredParts.${i}`];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" gutterBottom>
        Required spare parts
      </Typography>
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No spare part required.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Required spare parts">
          {value.map((p, i) => (
            <ListItem
              key={`${p.sparePartId ?? p.name}-${i}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${p.name}`}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${p.quantity} × ${p.name}`}
                secondary={rowError(i)}
                slotProps={{ secondary: { color: 'error' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}>
        <TextField
          select
          size="small"
          label="Spare part"
          value={partId}
          onChange={(e) => setPartId(e.target.value)}
          disabled={!parts.data || options.length === 0}
          sx={{ flex: '1 1 240px', minWidth: 0 }}
          helperText={
            parts.isError
              ? 'The spare parts cannot be read with your rights'
              : parts.data && parts.data.length === 0
                ? 'No spare parts here yet'
                : ' '
          }
        >
          {options.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.partNumber} {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Quantity"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          sx={{ width: 110 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText=" "
        />
        <Button variant="outlined" onClick={add} disabled={!partId}>
          Add part
        </Button>
      </Box>
      {errors.requiredParts && <FormHelperText error>{errors.requiredParts}</FormHelperText>}
    </Box>
  );
}
