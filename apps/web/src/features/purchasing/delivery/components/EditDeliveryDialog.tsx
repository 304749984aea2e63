import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { updateDeliverySchema, type DeliveryDetail } from '@keel/domain';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useUpdateDelivery } from '../api/update-delivery';
import { AgentSelect } from './AgentSelect';
import { onDialogError } from './delivery-errors';

interface Values extends Record<string, unknown> {
  port: string;
  agentId: string;
  eta: string;
  trackingNumber: string;
  senderName: string;
  notes: string;
}

/** Edits the header of a delivery while the goods are on their way. */
export function EditDeliveryDialog({
  delivery,
  onClose,
  onConflict,
}: {
  delivery: DeliveryDetail;
  onClose: () => void;
  onConflict: () => void;
}) {
  const form = useFormState<Values>({
    port: delivery.port ?? '',
    agentId: delivery.agentId ?? '',
    eta: delivery.eta ?? '',
    trackingNumber: delivery.trackingNumber ?? '',
    senderName: delivery.senderName ?? '',
    notes: delivery.notes,
  });
  const update = useUpdateDelivery(delivery.id);
  const v = form.values;
  const save = () => {
    const body = form.validate(updateDeliverySchema, {
      version: delivery.version,
      port: v.port || null,
      agentId: v.agentId || null,
      eta: v.eta || null,
      trackingNumber: v.trackingNumber || null,
      ...(delivery.kind === 'unassigned' ? { senderName: v.senderName || null } : {}),
      notes: v.notes,
    });
    if (body)
      update.mutate(body, {
        onSuccess: (d) => {
          notifySuccess(`${d.number} saved`);
          onClose();
        },
        onError: (error) =>
          onDialogError(error, { applyServerError: form.applyServerError, close: onClose, onConflict }),
      });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={`Edit ${delivery.number}`}
      onClose={onClose}
      onSave={save}
      loading={update.isPending}
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Port" {...form.text('port')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput label="ETA" clearable {...form.date('eta')} />
        </Grid>
        <Grid size={12}>
          <AgentSelect
            value={v.agentId}
            onChange={(id) => form.setField('agentId', id)}
            error={form.errors.agentId}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Tracking number" {...form.text('trackingNumber')} />
        </Grid>
        {delivery.kind === 'unassigned' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label="Sender" {...form.text('senderName')} />
          </Grid>
        )}
        <Grid size={12}>
          <TextField fullWidth multiline minRows={2} label="Notes" {...form.text('notes')} />
        </Grid>
      </Grid>
    </Dialog>
  );
}
