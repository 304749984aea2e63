import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createRfqSchema, type CreateRfqInput, type Vendor } from '@keel/domain';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { CurrencyField } from '../../../../../components/CurrencyField';
import { DateInput } from '../../../../../components/DateInput';
import { DateTimeInput } from '../../../../../components/DateTimeInput';
import { Dialog } from '../../../../../components/Dialog';
import { ApiError } from '../../../../../lib/api-error';
import { plural } from '../../../../../lib/format';
import { zodFieldErrors, serverFieldErrors, type FieldErrors } from '../../../../../lib/form';
import { notifySuccess } from '../../../../../lib/notify';
import { myShipsQuery } from '../../../../../lib/shared-queries';
import { useCreateRfq } from '../api/create-rfq';
import { useApprovedRequisitions, useRequisitionShip } from '../api/pickers';
import { vendorsPhrase } from './vendor-names';
import { VendorPicker } from './VendorPicker';

/** A local date-time input value `YYYY-MM-DDTHH:mm`, `days` from now at 12:00. */
function defaultDeadline(days = 5): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setHours(12, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * "New RFQ": approved requisitions of one ship (a requisition from the URL is preselected), the
 * vendors to invite (active ones, each once), the reply deadline, currency and delivery port/window.
 * "Create and send" mails every vendor a personal link at once; "Save as draft" sends nothing yet.
 */
export function NewRfqDialog({
  requisitionId,
  onClose,
  onCreated,
}: {
  requisitionId: string | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const ships = useQuery(myShipsQuery());
  const preselected = useRequisitionShip(requisitionId);
  const [shipChoice, setShipId] = useState<string | null>(null);
  const shipId = shipChoice ?? preselected.data?.shipId ?? '';
  const [chosen, setChosen] = useState<string[]>(requisitionId ? [requisitionId] : []);
  const [vendors, setVendors] = useState<Vendor[]>([]);
  const [deadline, setDeadline] = useState(defaultDeadline());
  const [currency, setCurrency] = useState('USD');
  const [portInput, setPort] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [notes, setNotes] = useState(
    'Please quote genuine parts and state any OEM or compatible alternative clearly.',
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const requisitions = useApprovedRequisitions(shipId);
  const create = useCreateRfq();

  const port = portInput ?? requisitions.data?.find((r) => chosen.includes(r.id))?.deliveryPort ?? '';

  const body = (): CreateRfqInput => ({
    requisitionIds: chosen.filter((id) => requisitions.data?.some((r) => r.id === id)),
    vendorIds: vendors.map((v) => v.id),
    deadline: deadline ? new Date(deadline).toISOString() : '',
    currency,
    deliveryPort: port || null,
    deliveryFrom: from || null,
    deliveryTo: to || null,
    notes,
  });

  /** Checks the form; "Create and send" then asks first, naming the vendors. */
  const check = (send: boolean) => {
    const parsed = createRfqSchema.safeParse(body());
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    if (send) setConfirming(true);
    else void save(false);
  };

  const save = async (send: boolean) => {
    setConfirming(false);
    try {
      const rfq = await create.mutateAsync({ body: body(), send });
      notifySuccess(
        send ? `${rfq.number} sent to ${plural(rfq.invited, 'vendor')}` : `${rfq.number} saved as a draft`,
      );
      onCreated(rfq.id);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(
        fields ?? { form: error instanceof ApiError ? error.message : 'The RFQ could not be created' },
      );
    }
  };

  const preselectedProblem =
    preselected.data && preselected.data.state !== 'APPROVED'
      ? `${preselected.data.number} is ${preselected.data.state}: only approved requisitions go into an RFQ.`
      : null;

  return (
    <Dialog
      open
      title="New request for quotation"
      onClose={onClose}
      maxWidth="md"
      loading={create.isPending}
      onSave={() => check(true)}
      dirty={vendors.length > 0}
      saveText="Create and send"
      extraActions={
        <Button onClick={() => check(false)} disabled={create.isPending}>
          Save as draft
        </Button>
      }
    >
      {(errors.form ?? preselectedProblem) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.form ?? preselectedProblem}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          select
          label="Ship"
          value={shipId}
          onChange={(e) => {
            setShipId(e.target.value);
            setChosen([]);
          }}
          helperText=" "
        >
          {(ships.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimeInput
          label="Reply deadline"
          name="deadline"
          value={deadline}
          onChange={setDeadline}
          error={errors.deadline}
          helperText="Your local time"
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Approved requisitions
      </Typography>
      <Box
        sx={{
          maxHeight: 180,
          overflowY: 'auto',
          border: 1,
          borderColor: errors.requisitionIds ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 0.5,
          mb: 0.5,
        }}
      >
        {!shipId && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            Choose a ship first.
          </Typography>
        )}
        {shipId && requisitions.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            No approved requisitions for this ship.
          </Typography>
        )}
        {requisitions.data?.map((r) => (
          <FormControlLabel
            key={r.id}
            sx={{ display: 'flex' }}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(r.id)}
                onChange={(e) =>
                  setChosen((c) => (e.target.checked ? [...c, r.id] : c.filter((id) => id !== r.id)))
                }
              />
            }
            label={`${r.number} · ${r.title} (${plural(r.lineCount, 'line')}${r.priority === 1 ? ', URGENT' : ''})`}
          />
        ))}
      </Box>
      <Typography variant="caption" color="error" sx={{ display: 'block', minHeight: 20 }}>
        {errors.requisitionIds}
      </Typography>
      <VendorPicker value={vendors} onChange={setVendors} error={errors.vendorIds} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr 1fr' }, gap: 2, mt: 2 }}>
        <CurrencyField
          value={currency}
          onChange={setCurrency}
          error={Boolean(errors.currency)}
          helperText={errors.currency ?? ' '}
        />
        <TextField
          label="Delivery port"
          value={port}
          onChange={(e) => setPort(e.target.value)}
          helperText={errors.deliveryPort ?? ' '}
        />
        <DateInput
          label="Delivery from"
          name="deliveryFrom"
          value={from}
          onChange={setFrom}
          error={errors.deliveryFrom}
          clearable
        />
        <DateInput
          label="Delivery to"
          name="deliveryTo"
          value={to}
          onChange={setTo}
          error={errors.deliveryTo}
          clearable
        />
      </Box>
      <TextField
        label="Notes to vendors"
        multiline
        minRows={2}
        fullWidth
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <ConfirmDialog
        open={confirming}
        title="Create and send the RFQ?"
        message={`Send to ${vendorsPhrase(vendors.map((v) => v.name))}? Each gets an e-mail with a personal link to quote.`}
        confirmText="Send"
        loading={create.isPending}
        onConfirm={() => void save(true)}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
