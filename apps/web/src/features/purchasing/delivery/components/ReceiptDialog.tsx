import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { receiptSchema, type DeliveryDetail } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useReceiveDelivery } from '../api/receive-delivery';
import { onDialogError } from './delivery-errors';

interface LineValues {
  lineId: string;
  receivedQuantity: string;
  rejectedQuantity: string;
  rejectReason: string;
}
interface Values extends Record<string, unknown> {
  lines: LineValues[];
  discrepancyReport: string;
}

/**
 * The receipt of a delivery (manage_delivery_report): per line the quantity received and rejected,
 * with a reason for rejected goods, and a discrepancy report. A line short asks for the report.
 */
export function ReceiptDialog({
  delivery,
  onClose,
  onConflict,
}: {
  delivery: DeliveryDetail;
  onClose: () => void;
  onConflict: () => void;
}) {
  const form = useFormState<Values>({
    lines: delivery.lines.map((l) => ({
      lineId: l.id,
      receivedQuantity: l.receivedQuantity ?? l.expectedQuantity,
      rejectedQuantity: l.rejectedQuantity ?? '0',
      rejectReason: l.rejectReason ?? '',
    })),
    discrepancyReport: delivery.discrepancyReport ?? '',
  });
  const receive = useReceiveDelivery(delivery.id);
  const v = form.values;
  const setLine = (i: number, patch: Partial<LineValues>) =>
    form.setField(
      'lines',
      v.lines.map((l, k) => (k === i ? { ...l, ...patch } : l)),
    );
  const short = delivery.lines.some(
    (l, i) => Number(v.lines[i]?.receivedQuantity) < Number(l.expectedQuantity),
  );
  const save = () => {
    const body = form.validate(receiptSchema, {
      version: delivery.version,
      lines: v.lines.map((l) => ({
        ...l,
        receivedQuantity: l.receivedQuantity.trim(),
        rejectedQuantity: l.rejectedQuantity.trim() || '0',
        rejectReason: l.rejectReason || null,
      })),
      discrepancyReport: v.discrepancyReport || null,
    });
    if (body)
      receive.mutate(body, {
        onSuccess: (d) => {
          notifySuccess(
            d.state === 'RECEIVED' ? `${d.number} received in full` : `${d.number} partially received`,
          );
          onClose();
        },
        onError: (error) =>
          onDialogError(error, { applyServerError: form.applyServerError, close: onClose, onConflict }),
      });
  };
  const e = form.errors;
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={`Receipt of ${delivery.number}`}
      onClose={onClose}
      onSave={save}
      saveText="Record receipt"
      loading={receive.isPending}
      maxWidth="md"
    >
      <Grid container columnSpacing={1.5} rowSpacing={0.5} sx={{ pt: 1 }}>
        {delivery.lines.map((l, i) => (
          <Grid key={l.id} size={12} container columnSpacing={1.5}>
            <Grid size={{ xs: 12, md: 4 }} sx={{ pt: { md: 2 } }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {l.position}. {l.description}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Expected {l.expectedQuantity} {l.unit}
              </Typography>
            </Grid>
            <Grid size={{ xs: 4, md: 2 }}>
              <TextField
                fullWidth
                label="Received"
                value={v.lines[i]!.receivedQuantity}
                onChange={(ev) => setLine(i, { receivedQuantity: ev.target.value })}
                error={Boolean(e[`lines.${i}.receivedQuantity`])}
                helperText={e[`lines.${i}.receivedQuantity`] ?? ' '}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'aria-label': `Received quantity of ${l.description}` },
                }}
              />
            </Grid>
            <Grid size={{ xs: 4, md: 2 }}>
              <TextField
                fullWidth
                label="Rejected"
                value={v.lines[i]!.rejectedQuantity}
                onChange={(ev) => setLine(i, { rejectedQuantity: ev.target.value })}
                error={Boolean(e[`lines.${i}.rejectedQuantity`])}
                helperText={e[`lines.${i}.rejectedQuantity`] ?? ' '}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'aria-label': `Rejected quantity of ${l.description}` },
                }}
              />
            </Grid>
            <Grid size={{ xs: 4, md: 4 }}>
              <TextField
                fullWidth
                label="Reject reason"
                value={v.lines[i]!.rejectReason}
                onChange={(ev) => setLine(i, { rejectReason: ev.target.value })}
                error={Boolean(e[`lines.${i}.rejectReason`])}
                helperText={e[`lines.${i}.rejectReason`] ?? ' '}
              />
            </Grid>
          </Grid>
        ))}
        {short && (
          <Grid size={12}>
            <Alert severity="warning" sx={{ mb: 1 }}>
              Less arrived than expected. Describe the discrepancy for the vendor and the office.
            </Alert>
          </Grid>
        )}
        <Grid size={12}>
          <TextField
            fullWidth
            multiline
            minRows={3}
            label="Discrepancy report"
            {...form.text('discrepancyReport')}
          />
        </Grid>
      </Grid>
    </Dialog>
  );
}
