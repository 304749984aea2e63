import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { PO_LINK_DEFAULT_DAYS, sendPurchaseOrderSchema, type PurchaseOrderDetail } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import type { ApiError } from '../../../../lib/api-error';
import { zodFieldErrors, type FieldErrors } from '../../../../lib/form';

/** Sends an approved order: the vendor gets an e-mail with a personal, expiring link. */
export function SendDialog({
  po,
  loading,
  onClose,
  onSubmit,
}: {
  po: PurchaseOrderDetail;
  loading: boolean;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => Promise<ApiError | null>;
}) {
  const [days, setDays] = useState(String(PO_LINK_DEFAULT_DAYS));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = async () => {
    const parsed = sendPurchaseOrderSchema.safeParse({
      version: po.version,
      expiresInDays: Number(days),
      message,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    const { version: _v, ...body } = parsed.data;
    const failed = await onSubmit(body);
    if (failed) setErrors(Object.fromEntries((failed.details ?? []).map((d) => [d.field, d.message])));
  };
  return (
    <Dialog
      open
      title="Send to vendor"
      onClose={onClose}
      onSave={() => void save()}
      saveText="Send"
      loading={loading}
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {po.vendorName} ({po.vendorEmail}) receives the order by e-mail with a personal link to confirm it,
        decline it or propose another delivery date.
      </Alert>
      <TextField
        label="Link valid for (days)"
        name="expiresInDays"
        type="number"
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={Boolean(errors.expiresInDays)}
        helperText={errors.expiresInDays ?? ' '}
        sx={{ width: 220 }}
      />
      <TextField
        fullWidth
        multiline
        minRows={3}
        label="Message to the vendor (optional)"
        name="message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={Boolean(errors.message)}
        helperText={errors.message ?? ' '}
      />
    </Dialog>
  );
}
