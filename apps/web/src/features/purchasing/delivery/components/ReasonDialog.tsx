import TextField from '@mui/material/TextField';
import type { DeliveryDetail } from '@keel/domain';
import { cancelDeliverySchema, discrepancyReportSchema } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { serverFieldErrors, useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useCancelDelivery } from '../api/cancel-delivery';
import { useReportDiscrepancy } from '../api/report-discrepancy';
import { onDialogError } from './delivery-errors';

/**
 * One text and a confirm: cancelling a delivery (with the reason; only while nothing was received) or
 * writing the discrepancy report of a received one.
 */
export function ReasonDialog({
  kind,
  delivery,
  onClose,
  onConflict,
}: {
  kind: 'cancel' | 'discrepancy';
  delivery: DeliveryDetail;
  onClose: () => void;
  onConflict: () => void;
}) {
  const form = useFormState<{ text: string }>({
    text: kind === 'discrepancy' ? (delivery.discrepancyReport ?? '') : '',
  });
  const cancel = useCancelDelivery(delivery.id);
  const report = useReportDiscrepancy(delivery.id);
  const onError = (error: unknown) =>
    onDialogError(error, {
      applyServerError: (e) => {
        const fields = serverFieldErrors(e);
        if (fields) form.setErrors({ text: Object.values(fields)[0] ?? '' });
        return fields !== null;
      },
      close: onClose,
      onConflict,
    });
  const save = () => {
    if (kind === 'cancel') {
      const body = form.validate(cancelDeliverySchema, {
        version: delivery.version,
        reason: form.values.text,
      });
      if (!body) return form.setErrors({ text: 'Give a reason of at least 3 characters' });
      cancel.mutate(body, {
        onSuccess: (d) => {
          notifySuccess(`${d.number} cancelled`);
          onClose();
        },
        onError,
      });
    } else {
      const body = form.validate(discrepancyReportSchema, {
        version: delivery.version,
        discrepancyReport: form.values.text,
      });
      if (!body) return form.setErrors({ text: 'Describe the discrepancy (at least 3 characters)' });
      report.mutate(body, {
        onSuccess: (d) => {
          notifySuccess(`Discrepancy report of ${d.number} saved`);
          onClose();
        },
        onError,
      });
    }
  };
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={kind === 'cancel' ? `Cancel ${delivery.number}?` : `Discrepancy report of ${delivery.number}`}
      onClose={onClose}
      onSave={save}
      saveText={kind === 'cancel' ? 'Cancel delivery' : 'Save report'}
      cancelText={kind === 'cancel' ? 'Keep it' : 'Cancel'}
      loading={cancel.isPending || report.isPending}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        sx={{ mt: 1 }}
        label={kind === 'cancel' ? 'Reason' : 'What was wrong with the goods'}
        {...form.text('text')}
      />
    </Dialog>
  );
}
