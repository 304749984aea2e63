import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { updatePurchaseOrderSchema, type PurchaseOrderDetail } from '@keel/domain';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePurchaseOrderOptions } from '../api/get-options';
import { useUpdatePurchaseOrder } from '../api/update-purchase-order';
import { PoLinesEditor, linesTotal, toEditLines, type EditLine } from './PoLinesEditor';
import { formatAmount } from './po-format';

/**
 * Edits an order: lines (quantity, price, discount, part type…), freight, port charges, agent, delivery
 * port, supply window, payment terms and notes. A money change after approval voids the approvals
 * (the dialog says so before saving).
 */
export function PoEditDialog({
  po,
  onClose,
  onConflict,
}: {
  po: PurchaseOrderDetail;
  onClose: () => void;
  onConflict: () => void;
}) {
  const update = useUpdatePurchaseOrder(po.id);
  const options = usePurchaseOrderOptions();
  const [lines, setLines] = useState<EditLine[]>(toEditLines(po.lines));
  const [head, setHead] = useState({
    freight: po.freight,
    portCharges: po.portCharges,
    agentId: po.agentId ?? '',
    deliveryPort: po.deliveryPort ?? '',
    supplyFrom: po.supplyFrom ?? '',
    supplyTo: po.supplyTo ?? '',
    paymentTermsDays: String(po.paymentTermsDays),
    notes: po.notes,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const setValue = (key: keyof typeof head, value: string) => {
    setHead((h) => ({ ...h, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const set = (key: keyof typeof head) => (e: { target: { value: string } }) => setValue(key, e.target.value);
  const date = (key: 'supplyFrom' | 'supplyTo', label: string) => (
    <DateInput
      label={label}
      name={key}
      size="small"
      value={head[key]}
      onChange={(d) => setValue(key, d)}
      error={errors[key]}
      clearable
    />
  );
  const field = (key: keyof typeof head, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={key}
      size="small"
      value={head[key]}
      onChange={set(key)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      {...extra}
    />
  );
  const save = async () => {
    const parsed = updatePurchaseOrderSchema.safeParse({
      version: po.version,
      ...head,
      agentId: head.agentId || null,
      paymentTermsDays: head.paymentTermsDays.trim() === '' ? Number.NaN : Number(head.paymentTermsDays),
      lines: lines.map(({ key: _k, ...l }) => l),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    try {
      await update.mutateAsync(parsed.data);
      notifySuccess('Purchase order saved');
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return setErrors(fields);
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        error.message.includes('changed by someone else')
      ) {
        onClose();
        return onConflict();
      }
      notifyError(error);
    }
  };
  const total = linesTotal(lines, head.freight, head.portCharges, po.currency);
  return (
    <Dialog
      open
      title={`Edit ${po.number}`}
      onClose={onClose}
      onSave={() => void save()}
      loading={update.isPending}
      maxWidth="lg"
    >
      {(po.state === 'APPROVED' || po.state === 'PENDING_APPROVAL') && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Changing quantities, prices, discounts, freight or port charges voids the approvals given: the order
          goes back to approval.
        </Alert>
      )}
      <PoLinesEditor lines={lines} onChange={setLines} errors={errors} currency={po.currency} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {field('freight', `Freight (${po.currency})`)}
        {field('portCharges', `Port charges (${po.currency})`)}
        {field('paymentTermsDays', 'Payment terms (days)', { type: 'number' })}
        <TextField
          select
          size="small"
          label="Agent"
          name="agentId"
          value={head.agentId}
          onChange={set('agentId')}
          error={Boolean(errors.agentId)}
          helperText={errors.agentId ?? ' '}
        >
          <MenuItem value="">No agent (direct to the ship)</MenuItem>
          {(options.data?.agents ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name} — {a.portName}
            </MenuItem>
          ))}
        </TextField>
        {field('deliveryPort', 'Delivery port')}
        {date('supplyFrom', 'Supply from')}
        {date('supplyTo', 'Supply to')}
      </Box>
      {field('notes', 'Notes to the vendor', { fullWidth: true, multiline: true, minRows: 2 })}
      <Typography sx={{ textAlign: 'right', fontWeight: 700 }}>
        Total {total ? formatAmount(total, po.currency) : '—'}
      </Typography>
    </Dialog>
  );
}
