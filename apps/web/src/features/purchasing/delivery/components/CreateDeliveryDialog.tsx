import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_DESTINATIONS,
  createPoDeliverySchema,
  type DeliverablePurchaseOrder,
  type DeliveryDetail,
} from '@keel/domain';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreatePoDelivery } from '../api/create-delivery';
import { useDeliverableOrders } from '../api/list-deliverable-orders';
import { AgentSelect } from './AgentSelect';
import { PARTY_LABEL } from './delivery-format';

interface Values extends Record<string, unknown> {
  toParty: string;
  agentId: string;
  port: string;
  eta: string;
  trackingNumber: string;
  quantities: Record<string, string>;
}

const remaining = (l: DeliverablePurchaseOrder['lines'][number]) =>
  String(Math.max(Number(l.quantity) - Number(l.deliveredQuantity) - Number(l.plannedQuantity), 0));

/**
 * Plans a delivery of a sent purchase order: the order, where the goods go (the vessel, an agent or
 * the office) and the quantity expected of each line (what the order still lacks by default; 0 leaves
 * a line out).
 */
export function CreateDeliveryDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (delivery: DeliveryDetail) => void;
}) {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<DeliverablePurchaseOrder | null>(null);
  const orders = useDeliverableOrders({ q: search || undefined, limit: 25 }, open);
  const form = useFormState<Values>({
    toParty: 'vessel',
    agentId: '',
    port: '',
    eta: '',
    trackingNumber: '',
    quantities: {},
  });
  const create = useCreatePoDelivery();
  const v = form.values;
  const pick = (o: DeliverablePurchaseOrder | null) => {
    setOrder(o);
    form.setField('quantities', Object.fromEntries((o?.lines ?? []).map((l) => [l.id, remaining(l)])));
  };
  const chosenLines = useMemo(
    () =>
      (order?.lines ?? []).filter(
        (l) => (v.quantities[l.id] ?? '').trim() !== '' && Number(v.quantities[l.id]) !== 0,
      ),
    [order, v.quantities],
  );
  const save = () => {
    if (!order) return form.setErrors({ purchaseOrderId: 'Choose a purchase order' });
    const body = form.validate(createPoDeliverySchema, {
      purchaseOrderId: order.id,
      toParty: v.toParty,
      agentId: v.agentId || null,
      port: v.port || null,
      eta: v.eta || null,
      trackingNumber: v.trackingNumber || null,
      lines: chosenLines.map((l) => ({
        purchaseOrderLineId: l.id,
        expectedQuantity: v.quantities[l.id]!.trim(),
      })),
    });
    if (body)
      create.mutate(body, {
        onSuccess: (d) => {
          notifySuccess(`Delivery ${d.number} planned`);
          onClose();
          onCreated(d);
        },
        onError: (error) => {
          if (!form.applyServerError(error)) notifyError(error);
        },
      });
  };
  const lineError = (index: number) => form.errors[`lines.${index}.expectedQuantity`];
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title="New delivery"
      onClose={onClose}
      onSave={save}
      saveText="Plan delivery"
      loading={create.isPending}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Autocomplete
            options={orders.data?.data ?? []}
            value={order}
            onChange={(_, o) => pick(o)}
            onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
            getOptionLabel={(o) => `${o.number} · ${o.shipName} · ${o.vendorName}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={orders.isFetching}
            noOptionsText="No sent purchase order waits for goods"
            renderInput={(params) => (
              <TextField
                {...params}
                label="Purchase order"
                error={Boolean(form.errors.purchaseOrderId)}
                helperText={form.errors.purchaseOrderId ?? 'Sent or confirmed orders of your ships'}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            fullWidth
            label="Deliver to"
            {...form.text('toParty')}
            onChange={(e) => form.setField('toParty', e.target.value)}
          >
            {DELIVERY_DESTINATIONS.map((p) => (
              <MenuItem key={p} value={p}>
                {PARTY_LABEL[p]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <AgentSelect
            value={v.agentId}
            onChange={(id) => form.setField('agentId', id)}
            error={form.errors.agentId}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField fullWidth label="Port" {...form.text('port')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateInput label="ETA" clearable {...form.date('eta')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField fullWidth label="Tracking number" {...form.text('trackingNumber')} />
        </Grid>
        {order && (
          <Grid size={12}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Lines expected in this delivery
            </Typography>
            <Table size="small" aria-label="Lines of the order">
              <TableHead>
                <TableRow>
                  <TableCell>Item</TableCell>
                  <TableCell align="right">Ordered</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Delivered / planned
                  </TableCell>
                  <TableCell align="right" sx={{ width: 130 }}>
                    Expected
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.lines.map((l) => {
                  const index = chosenLines.findIndex((c) => c.id === l.id);
                  return (
                    <TableRow key={l.id}>
                      <TableCell>{l.description}</TableCell>
                      <TableCell align="right">
                        {l.quantity} {l.unit}
                      </TableCell>
                      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {l.deliveredQuantity} / {l.plannedQuantity}
                      </TableCell>
                      <TableCell align="right">
                        <TextField
                          size="small"
                          value={v.quantities[l.id] ?? ''}
                          onChange={(e) =>
                            form.setField('quantities', { ...v.quantities, [l.id]: e.target.value })
                          }
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': `Expected quantity of ${l.description}`,
                            },
                          }}
                          error={index >= 0 && Boolean(lineError(index))}
                          helperText={index >= 0 ? lineError(index) : undefined}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {form.errors.lines && (
              <Typography color="error" variant="caption">
                {form.errors.lines}
              </Typography>
            )}
          </Grid>
        )}
      </Grid>
    </Dialog>
  );
}
