import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createSupplyWindowSchema, type DeliveryDetail } from '@keel/domain';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useChooseSupplyWindow } from '../api/choose-supply-window';
import { useCreateSupplyWindow, useSupplyWindows } from '../api/supply-windows';
import { onDialogError } from './delivery-errors';
import { windowLabel } from './delivery-format';

interface NewWindow extends Record<string, unknown> {
  port: string;
  fromDate: string;
  toDate: string;
}

/** Chooses one of the ship's supply windows for a delivery, or creates a new one (from ≤ to) and takes it. */
export function SupplyWindowDialog({
  delivery,
  onClose,
  onConflict,
}: {
  delivery: DeliveryDetail;
  onClose: () => void;
  onConflict: () => void;
}) {
  const windows = useSupplyWindows({ shipId: delivery.shipId, limit: 50 });
  const [chosen, setChosen] = useState(delivery.supplyWindow?.id ?? '');
  const [creating, setCreating] = useState(false);
  const form = useFormState<NewWindow>({ port: delivery.port ?? '', fromDate: '', toDate: '' });
  const create = useCreateSupplyWindow();
  const choose = useChooseSupplyWindow(delivery.id);
  const apply = (supplyWindowId: string | null) =>
    choose.mutate(
      { version: delivery.version, supplyWindowId },
      {
        onSuccess: () => {
          notifySuccess(supplyWindowId ? 'Supply window chosen' : 'Supply window cleared');
          onClose();
        },
        onError: (error) =>
          onDialogError(error, { applyServerError: () => false, close: onClose, onConflict }),
      },
    );
  const save = () => {
    if (!creating) return apply(chosen || null);
    const body = form.validate(createSupplyWindowSchema, {
      shipId: delivery.shipId,
      agentId: delivery.agentId,
      ...form.values,
    });
    if (body)
      create.mutate(body, {
        onSuccess: (w) => apply(w.id),
        onError: (error) => {
          if (!form.applyServerError(error)) notifyError(error);
        },
      });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={`Supply window of ${delivery.number}`}
      onClose={onClose}
      onSave={save}
      saveText={creating ? 'Create and choose' : 'Choose'}
      loading={create.isPending || choose.isPending}
    >
      {!creating ? (
        <>
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
            label={`Window of ${delivery.shipName}`}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            helperText={windows.data?.data.length === 0 ? 'No supply windows yet: create one' : ' '}
          >
            <MenuItem value="">None</MenuItem>
            {(windows.data?.data ?? []).map((w) => (
              <MenuItem key={w.id} value={w.id}>
                {windowLabel(w)}
                {w.agentName ? ` · ${w.agentName}` : ''}
              </MenuItem>
            ))}
          </TextField>
          <Button onClick={() => setCreating(true)}>New supply window…</Button>
        </>
      ) : (
        <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              When and where {delivery.shipName} can take the goods on board.
            </Typography>
          </Grid>
          <Grid size={12}>
            <TextField fullWidth label="Port" {...form.text('port')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateInput label="From" {...form.date('fromDate')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateInput label="To" {...form.date('toDate')} />
          </Grid>
        </Grid>
      )}
    </Dialog>
  );
}
