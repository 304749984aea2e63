import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { DELIVERY_DESTINATIONS, createUnassignedDeliverySchema, type DeliveryDetail } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useCreateUnassignedDelivery } from '../api/create-delivery';
import { AgentSelect } from './AgentSelect';
import { PARTY_LABEL } from './delivery-format';

interface Line {
  description: string;
  unit: string;
  expectedQuantity: string;
}
interface Values extends Record<string, unknown> {
  shipId: string;
  senderName: string;
  toParty: string;
  agentId: string;
  port: string;
  notes: string;
  lines: Line[];
}

const emptyLine = (): Line => ({ description: '', unit: 'pcs', expectedQuantity: '1' });

/** Records goods that arrived without a purchase order: the ship, who sent them, where they are, what. */
export function CreateUnassignedDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (delivery: DeliveryDetail) => void;
}) {
  const ships = useQuery({ ...myShipsQuery(), enabled: open });
  const form = useFormState<Values>({
    shipId: '',
    senderName: '',
    toParty: 'agent',
    agentId: '',
    port: '',
    notes: '',
    lines: [emptyLine()],
  });
  const create = useCreateUnassignedDelivery();
  const v = form.values;
  const setLine = (i: number, patch: Partial<Line>) =>
    form.setField(
      'lines',
      v.lines.map((l, k) => (k === i ? { ...l, ...patch } : l)),
    );
  const save = () => {
    const body = form.validate(createUnassignedDeliverySchema, {
      ...v,
      agentId: v.agentId || null,
      port: v.port || null,
    });
    if (body)
      create.mutate(body, {
        onSuccess: (d) => {
          notifySuccess(`Unassigned delivery ${d.number} recorded`);
          onClose();
          onCreated(d);
        },
        onError: (error) => {
          if (!form.applyServerError(error)) notifyError(error);
        },
      });
  };
  const e = form.errors;
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title="Record goods without a purchase order"
      onClose={onClose}
      onSave={save}
      saveText="Record"
      loading={create.isPending}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label="Ship"
            {...form.text('shipId')}
            onChange={(ev) => form.setField('shipId', ev.target.value)}
          >
            {(ships.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Sender" {...form.text('senderName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            fullWidth
            label="Goods are at / go to"
            {...form.text('toParty')}
            onChange={(ev) => form.setField('toParty', ev.target.value)}
          >
            {DELIVERY_DESTINATIONS.map((p) => (
              <MenuItem key={p} value={p}>
                {PARTY_LABEL[p]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <AgentSelect value={v.agentId} onChange={(id) => form.setField('agentId', id)} error={e.agentId} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField fullWidth label="Port" {...form.text('port')} />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2">What arrived</Typography>
          {e.lines && (
            <Typography color="error" variant="caption">
              {e.lines}
            </Typography>
          )}
        </Grid>
        {v.lines.map((l, i) => (
          <Grid key={i} size={12} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="Description"
              sx={{ flex: 3 }}
              value={l.description}
              onChange={(ev) => setLine(i, { description: ev.target.value })}
              error={Boolean(e[`lines.${i}.description`])}
              helperText={e[`lines.${i}.description`] ?? ' '}
            />
            <TextField
              label="Quantity"
              sx={{ flex: 1 }}
              value={l.expectedQuantity}
              onChange={(ev) => setLine(i, { expectedQuantity: ev.target.value })}
              error={Boolean(e[`lines.${i}.expectedQuantity`])}
              helperText={e[`lines.${i}.expectedQuantity`] ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Unit"
              sx={{ flex: 1 }}
              value={l.unit}
              onChange={(ev) => setLine(i, { unit: ev.target.value })}
              error={Boolean(e[`lines.${i}.unit`])}
              helperText={e[`lines.${i}.unit`] ?? ' '}
            />
            <IconButton
              aria-label={`Remove line ${i + 1}`}
              onClick={() =>
                form.setField(
                  'lines',
                  v.lines.filter((_, k) => k !== i),
                )
              }
              disabled={v.lines.length === 1}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Grid>
        ))}
        <Grid size={12}>
          <Button startIcon={<AddIcon />} onClick={() => form.setField('lines', [...v.lines, emptyLine()])}>
            Add line
          </Button>
        </Grid>
        <Grid size={12}>
          <TextField fullWidth multiline minRows={2} label="Notes" {...form.text('notes')} />
        </Grid>
      </Grid>
    </Dialog>
  );
}
