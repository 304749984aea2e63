import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTransferSchema, type DeliveryDetail } from '@keel/domain';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useCreateTransfer } from '../api/create-transfer';
import { onDialogError } from './delivery-errors';

interface Values extends Record<string, unknown> {
  quantities: string[];
  eta: string;
  trackingNumber: string;
  notes: string;
}

/** Moves received goods on to the vessel: per line at most what was received and not yet passed on. */
export function TransferDialog({
  delivery,
  onClose,
  onConflict,
  onCreated,
}: {
  delivery: DeliveryDetail;
  onClose: () => void;
  onConflict: () => void;
  onCreated: (transfer: DeliveryDetail) => void;
}) {
  const lines = delivery.lines.filter((l) => Number(l.transferableQuantity) > 0);
  const form = useFormState<Values>({
    quantities: lines.map((l) => l.transferableQuantity),
    eta: '',
    trackingNumber: '',
    notes: '',
  });
  const transfer = useCreateTransfer(delivery.id);
  const v = form.values;
  const chosen = lines
    .map((l, i) => ({ sourceLineId: l.id, quantity: (v.quantities[i] ?? '').trim() }))
    .filter((l) => l.quantity !== '' && Number(l.quantity) !== 0);
  const save = () => {
    const body = form.validate(createTransferSchema, {
      version: delivery.version,
      lines: chosen,
      eta: v.eta || null,
      trackingNumber: v.trackingNumber || null,
      notes: v.notes,
    });
    if (body)
      transfer.mutate(body, {
        onSuccess: (t) => {
          notifySuccess(`Transfer ${t.number} to the vessel planned`);
          onClose();
          onCreated(t);
        },
        onError: (error) =>
          onDialogError(error, { applyServerError: form.applyServerError, close: onClose, onConflict }),
      });
  };
  const errorOf = (i: number) => {
    const index = chosen.findIndex((c) => c.sourceLineId === lines[i]?.id);
    return index >= 0 ? form.errors[`lines.${index}.quantity`] : undefined;
  };
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={`Transfer goods of ${delivery.number} to the vessel`}
      onClose={onClose}
      onSave={save}
      saveText="Plan transfer"
      loading={transfer.isPending}
      maxWidth="sm"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        {lines.map((l, i) => (
          <Grid key={l.id} size={12} container columnSpacing={2} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 7 }}>
              <Typography variant="body2">{l.description}</Typography>
              <Typography variant="caption" color="text.secondary">
                Received {l.receivedQuantity ?? 0}, already transferred {l.transferredQuantity} {l.unit}
              </Typography>
            </Grid>
            <Grid size={{ xs: 5 }}>
              <TextField
                fullWidth
                label={`Quantity (max ${l.transferableQuantity})`}
                value={v.quantities[i] ?? ''}
                onChange={(e) =>
                  form.setField(
                    'quantities',
                    v.quantities.map((q, k) => (k === i ? e.target.value : q)),
                  )
                }
                error={Boolean(errorOf(i))}
                helperText={errorOf(i) ?? ' '}
                slotProps={{
                  htmlInput: {
                    inputMode: 'decimal',
                    'aria-label': `Quantity to transfer of ${l.description}`,
                  },
                }}
              />
            </Grid>
          </Grid>
        ))}
        {form.errors.lines && (
          <Typography color="error" variant="caption">
            {form.errors.lines}
          </Typography>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput label="ETA on board" clearable {...form.date('eta')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Tracking / launch" {...form.text('trackingNumber')} />
        </Grid>
        <Grid size={12}>
          <TextField fullWidth multiline minRows={2} label="Notes" {...form.text('notes')} />
        </Grid>
      </Grid>
    </Dialog>
  );
}
