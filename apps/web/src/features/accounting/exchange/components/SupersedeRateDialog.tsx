import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { supersedeExchangeRateSchema, type ExchangeRateDetail } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { plural } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSupersedeExchangeRate } from '../api/supersede-rate';

/** Replaces a rate by a corrected one of the same pair, date and type; the old one stays as it was. */
export function SupersedeRateDialog({
  rate,
  open,
  onClose,
  onDone,
  onConflict,
}: {
  rate: ExchangeRateDetail;
  open: boolean;
  onClose: () => void;
  onDone: (id: string) => void;
  onConflict: () => void;
}) {
  const initial = { rate: '', source: rate.source, reason: '' };
  const form = useFormState(initial);
  const supersede = useSupersedeExchangeRate(rate.id);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const save = () => {
    const body = form.validate(supersedeExchangeRateSchema, {
      ...form.values,
      version: rate.version,
      rate: form.values.rate.trim(),
    });
    if (!body) return;
    supersede.mutate(body, {
      onSuccess: (next) => {
        notifySuccess(`The ${rate.from}→${rate.to} rate of ${rate.date} was superseded`);
        close();
        onDone(next.id);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.isConflict) {
          close();
          onConflict();
        } else if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  return (
    <Dialog
      open={open}
      title={`Supersede ${rate.from}→${rate.to} of ${rate.date}`}
      onClose={close}
      onSave={save}
      saveText="Supersede"
      loading={supersede.isPending}
      dirty={form.dirty}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Alert severity="info">
          The rate in force stays stored as it is
          {rate.usedByTotal > 0
            ? ` (${plural(rate.usedByTotal, 'document')} converted with it and keep it)`
            : ''}
          ; the new one is used for conversions from now on.
        </Alert>
        <TextField
          label={`New rate (1 ${rate.from} = … ${rate.to})`}
          required
          inputMode="decimal"
          autoFocus
          {...form.text('rate')}
        />
        <TextField label="Source" required {...form.text('source')} />
        <TextField label="Reason" required multiline minRows={2} {...form.text('reason')} />
      </Box>
    </Dialog>
  );
}
