import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { matchDeliverySchema, type DeliverablePurchaseOrder, type DeliveryDetail } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useDeliverableOrders } from '../api/list-deliverable-orders';
import { useMatchDelivery } from '../api/match-delivery';
import { onDialogError } from './delivery-errors';

/** Matches unassigned goods to a sent purchase order of the same ship, line by line. */
export function MatchDialog({
  delivery,
  onClose,
  onConflict,
}: {
  delivery: DeliveryDetail;
  onClose: () => void;
  onConflict: () => void;
}) {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<DeliverablePurchaseOrder | null>(null);
  const orders = useDeliverableOrders({ shipId: delivery.shipId, q: search || undefined, limit: 25 });
  const form = useFormState<{ links: string[] }>({ links: delivery.lines.map(() => '') });
  const match = useMatchDelivery(delivery.id);
  const save = () => {
    if (!order) return form.setErrors({ purchaseOrderId: 'Choose a purchase order' });
    const body = form.validate(matchDeliverySchema, {
      version: delivery.version,
      purchaseOrderId: order.id,
      lines: delivery.lines.map((l, i) => ({
        lineId: l.id,
        purchaseOrderLineId: form.values.links[i] || null,
      })),
    });
    if (body)
      match.mutate(body, {
        onSuccess: (d) => {
          notifySuccess(`${d.number} matched to ${order.number}`);
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
      title={`Match ${delivery.number} to a purchase order`}
      onClose={onClose}
      onSave={save}
      saveText="Match"
      loading={match.isPending}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={1} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Autocomplete
            options={orders.data?.data ?? []}
            value={order}
            onChange={(_, o) => {
              setOrder(o);
              form.setField(
                'links',
                delivery.lines.map(
                  (l) =>
                    o?.lines.find((p) => p.description.toLowerCase() === l.description.toLowerCase())?.id ??
                    '',
                ),
              );
            }}
            onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
            getOptionLabel={(o) => `${o.number} · ${o.vendorName}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={`No sent order of ${delivery.shipName} waits for goods`}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Purchase order"
                error={Boolean(form.errors.purchaseOrderId)}
                helperText={form.errors.purchaseOrderId ?? ' '}
              />
            )}
          />
        </Grid>
        {order &&
          delivery.lines.map((l, i) => (
            <Grid key={l.id} size={12} container columnSpacing={2} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, sm: 5 }}>
                <Typography variant="body2">{l.description}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {l.receivedQuantity ?? l.expectedQuantity} {l.unit}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label="Order line"
                  value={form.values.links[i] ?? ''}
                  onChange={(e) =>
                    form.setField(
                      'links',
                      form.values.links.map((x, k) => (k === i ? e.target.value : x)),
                    )
                  }
                  error={Boolean(form.errors[`lines.${i}.purchaseOrderLineId`])}
                  helperText={form.errors[`lines.${i}.purchaseOrderLineId`] ?? ' '}
                >
                  <MenuItem value="">Not on this order</MenuItem>
                  {order.lines.map((p) => (
                    <MenuItem key={p.id} value={p.id}>
                      {p.position}. {p.description} ({p.quantity} {p.unit})
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
          ))}
      </Grid>
    </Dialog>
  );
}
