import { useState } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createShipSchema,
  SHIP_STATUSES,
  SHIP_STATUS_LABELS,
  SHIP_TYPES,
  SHIP_TYPE_LABELS,
  updateShipSchema,
  type Ship,
} from '@keel/domain';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { companyConfigQuery } from '../../../../lib/shared-queries';
import { shipQuery } from '../api/get-ship';
import { useCreateShip, useUpdateShip } from '../api/save-ship';
import { changedShipFields, emptyShipValues, shipFields, shipValues } from './ship-form';

/** Adds a ship (no `ship`) or edits one; administrators only (the server checks it too). */
export function ShipFormDialog({
  ship,
  onClose,
  onSaved,
}: {
  ship?: Ship;
  onClose: () => void;
  onSaved?: (ship: Ship) => void;
}) {
  const [current, setCurrent] = useState(ship);
  const form = useFormState(ship ? shipValues(ship) : emptyShipValues());
  const create = useCreateShip();
  const update = useUpdateShip(ship?.id ?? '');
  const queryClient = useQueryClient();
  const config = useQuery(companyConfigQuery());
  const [stale, setStale] = useState(false);
  const families = [
    ...new Set([
      ...(config.data?.shipFamilies.map((f) => f.name) ?? []),
      ...(form.values.family ? [form.values.family] : []),
    ]),
  ];
  const pending = create.isPending || update.isPending;
  const { text } = form;

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict && /changed by someone else/.test(error.message))
      setStale(true);
    else if (!form.applyServerError(error)) notifyError(error);
  };
  const done = (saved: Ship) => {
    notifySuccess(`${saved.name} saved`);
    onSaved?.(saved);
    onClose();
  };
  const save = () => {
    if (!current) {
      const body = form.validate(createShipSchema, shipFields(form.values));
      if (body) create.mutate(body, { onSuccess: done, onError: fail });
      return;
    }
    const changes = changedShipFields(current, form.values);
    if (Object.keys(changes).length === 0) return onClose();
    const body = form.validate(updateShipSchema, { version: current.version, ...changes });
    if (body) update.mutate(body, { onSuccess: done, onError: fail });
  };
  const reload = async () => {
    if (!current) return;
    const fresh = await queryClient.fetchQuery({ ...shipQuery(current.id), staleTime: 0 });
    setCurrent(fresh);
    form.reset(shipValues(fresh));
    setStale(false);
  };

  const field = (key: string, label: string, size = 6, extra: object = {}) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField label={label} fullWidth disabled={pending} {...text(key)} {...extra} />
    </Grid>
  );
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={current ? `Edit ${current.name}` : 'Add ship'}
      onClose={onClose}
      onSave={save}
      loading={pending}
      maxWidth="md"
    >
      {stale && <ConflictAlert what="ship" onReload={() => void reload()} />}
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        {field('name', 'Name')}
        {field('imo', 'IMO number', 3, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('mmsi', 'MMSI', 3, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('callSign', 'Call sign', 3)}
        {field('flag', 'Flag (ISO code)', 3, { slotProps: { htmlInput: { maxLength: 2 } } })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select label="Ship type" fullWidth disabled={pending} {...text('shipType')}>
            {SHIP_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {SHIP_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select label="Family" fullWidth disabled={pending} {...text('family')}>
            <MenuItem value="">No family</MenuItem>
            {families.map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {field('classSociety', 'Class society')}
        {field('buildYear', 'Build year', 4, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('dwt', 'Deadweight (t)', 4, { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {field('gt', 'Gross tonnage', 4, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('owner', 'Owner')}
        {field('manager', 'Manager')}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select label="Status" fullWidth disabled={pending} {...text('status')}>
            {SHIP_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {SHIP_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
    </Dialog>
  );
}
