import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { createExchangeRateSchema, toDateKey, type ExchangeRateView } from '@keel/domain';
import { CurrencyField } from '../../../../components/CurrencyField';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateExchangeRate } from '../api/create-rate';
import { RATE_TYPE_OPTIONS } from './rate-format';

const empty = () => ({
  from: 'EUR',
  to: 'USD',
  rate: '',
  date: toDateKey(new Date()),
  source: 'manual',
  type: 'manual',
});

/** Adds one dated rate (409 when the pair already has one of that date and type: supersede it instead). */
export function AddRateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (rate: ExchangeRateView) => void;
}) {
  const form = useFormState(empty());
  const create = useCreateExchangeRate();
  const close = () => {
    form.reset(empty());
    onClose();
  };
  const save = () => {
    const body = form.validate(createExchangeRateSchema, { ...form.values, rate: form.values.rate.trim() });
    if (!body) return;
    create.mutate(body, {
      onSuccess: (rate) => {
        notifySuccess(`${rate.from}→${rate.to} of ${rate.date} added`);
        close();
        onCreated(rate);
      },
      onError: (error) => {
        if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  return (
    <Dialog
      open={open}
      title="Add exchange rate"
      onClose={close}
      onSave={save}
      saveText="Add rate"
      loading={create.isPending}
      dirty={form.dirty}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <CurrencyField
          label="From"
          name="from"
          value={form.values.from}
          onChange={(c) => form.setField('from', c)}
          error={Boolean(form.errors.from)}
          helperText={form.errors.from ?? ' '}
        />
        <CurrencyField
          label="To"
          name="to"
          value={form.values.to}
          onChange={(c) => form.setField('to', c)}
          error={Boolean(form.errors.to)}
          helperText={form.errors.to ?? ' '}
        />
        <TextField
          label={`Rate (1 ${form.values.from || 'from'} = … ${form.values.to || 'to'})`}
          required
          inputMode="decimal"
          {...form.text('rate')}
        />
        <DateInput label="Date" {...form.date('date')} />
        <TextField select label="Type" {...form.text('type')}>
          {RATE_TYPE_OPTIONS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Source" required {...form.text('source')} />
      </Box>
    </Dialog>
  );
}
