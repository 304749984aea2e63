import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  normalizeDecimal,
  stockAdjustmentSchema,
  stockReceiptSchema,
  stockTransferSchema,
  type SparePart,
} from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import {
  stockWrite,
  useQueuedStockMovement,
  useStockMovement,
  type StockMovementKind,
} from '../api/stock-movement';

const TITLES: Record<StockMovementKind, string> = {
  receipt: 'Receive stock',
  adjust: 'Adjust stock (count)',
  transfer: 'Transfer to another ship',
};

/**
 * Receipt, adjustment (the counted figure and why it differs) or transfer of a part's stock; validated
 * with the domain schemas the server uses. A stale version (409) asks the page to reload. A receipt and
 * a count go through the device's queue (kept and sent once when offline); a transfer needs the link.
 */
export function StockDialog({
  part,
  kind,
  onClose,
  onConflict,
}: {
  part: SparePart;
  kind: StockMovementKind;
  onClose: () => void;
  onConflict: () => void;
}) {
  const form = useFormState({
    quantity: '',
    countedQuantity: normalizeDecimal(part.balance),
    reason: '',
    note: '',
    toShipId: '',
  });
  const mutation = useStockMovement(part.id, kind);
  const queued = useQueuedStockMovement(part.id);
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict) {
      onConflict();
      onClose();
    } else if (!form.applyServerError(error)) notifyError(error);
  };
  const ships = useQuery({ ...myShipsQuery(), enabled: kind === 'transfer' });
  const save = () => {
    const v = form.values;
    const body =
      kind === 'receipt'
        ? form.validate(stockReceiptSchema, { version: part.version, quantity: v.quantity, note: v.note })
        : kind === 'adjust'
          ? form.validate(stockAdjustmentSchema, {
              version: part.version,
              countedQuantity: v.countedQuantity,
              reason: v.reason,
            })
          : form.validate(stockTransferSchema, {
              version: part.version,
              quantity: v.quantity,
              toShipId: v.toShipId,
              note: v.note,
            });
    if (!body) return;
    if (kind !== 'transfer' && !('toShipId' in body)) {
      queued
        .submit(stockWrite(part, kind, body))
        .then((result) => {
          if (result.outcome === 'sent')
            notifySuccess(
              `${result.data.partNumber}: stock ${normalizeDecimal(result.data.balance)} ${result.data.unit}`,
            );
          else
            notifySuccess(
              `No connection: the ${kind === 'adjust' ? 'count' : 'receipt'} is kept on this device and sent as soon as the link is back`,
            );
          onClose();
        })
        .catch(refused);
      return;
    }
    mutation.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(`${saved.partNumber}: stock ${normalizeDecimal(saved.balance)} ${saved.unit}`);
        onClose();
      },
      onError: refused,
    });
  };
  return (
    <Dialog
      open
      title={TITLES[kind]}
      onClose={onClose}
      onSave={save}
      loading={mutation.isPending || queued.isPending}
      dirty={form.dirty}
      saveText="Save"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {part.partNumber} {part.name} — in stock {normalizeDecimal(part.balance)} {part.unit}
      </Typography>
      {kind === 'adjust' ? (
        <>
          <TextField
            {...form.text('countedQuantity')}
            label={`Counted stock (${part.unit})`}
            fullWidth
            autoFocus
            inputMode="decimal"
          />
          <TextField {...form.text('reason')} label="Reason" fullWidth multiline minRows={2} />
        </>
      ) : (
        <>
          <TextField
            {...form.text('quantity')}
            label={`Quantity (${part.unit})`}
            fullWidth
            autoFocus
            inputMode="decimal"
          />
          {kind === 'transfer' && (
            <TextField {...form.text('toShipId')} select label="To ship" fullWidth>
              {(ships.data ?? [])
                .filter((s) => s.id !== part.shipId)
                .map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
            </TextField>
          )}
          <TextField {...form.text('note')} label="Note (optional)" fullWidth />
        </>
      )}
    </Dialog>
  );
}
