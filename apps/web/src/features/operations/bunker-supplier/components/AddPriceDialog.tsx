import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LazyDatePicker } from '../../../../components/pickers/LazyPickers';
import dayjs from 'dayjs';
import {
  BUNKER_PRICE_SOURCES,
  DATE_FORMAT,
  DATE_PICKER_RANGE,
  FUEL_GRADES,
  FUEL_GRADE_INFO,
  createBunkerPriceSchema,
  utcToday,
  type BunkerSupplier,
} from '@keel/domain';
import { CurrencyField } from '../../../../components/CurrencyField';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useAddBunkerPrice } from '../api/add-bunker-price';

const initial = (s: BunkerSupplier) => ({
  portLocode: s.ports.length === 1 ? s.ports[0]!.locode : '',
  grade: '',
  price: '',
  currency: 'USD',
  validFrom: utcToday(),
  validUntil: '',
  source: 'Supplier quotation',
});

const MIN = dayjs(DATE_PICKER_RANGE.min);
const MAX = dayjs(DATE_PICKER_RANGE.max);

/**
 * Adds a dated price per metric tonne at one of the supplier's ports. Prices are history: a newer
 * price supersedes the older ones from its first day, and the older ones stay listed.
 */
export function AddPriceDialog({
  open,
  supplier,
  onClose,
}: {
  open: boolean;
  supplier: BunkerSupplier;
  onClose: () => void;
}) {
  const form = useFormState(initial(supplier));
  const add = useAddBunkerPrice(supplier.id);
  const { values, errors, setField } = form;
  const close = () => {
    form.reset(initial(supplier));
    onClose();
  };
  const save = () => {
    const body = form.validate(createBunkerPriceSchema, { ...values, price: values.price.trim() });
    if (!body) {
      // Empty selects get a plain request rather than the format rule.
      form.setErrors((e) => ({
        ...e,
        ...(values.portLocode ? {} : { portLocode: 'Choose the port' }),
        ...(values.grade ? {} : { grade: 'Choose the grade' }),
        ...(values.price.trim() ? {} : { price: 'Enter the price per metric tonne' }),
      }));
      return;
    }
    add.mutate(body, {
      onSuccess: (price) => {
        notifySuccess(
          price.current
            ? `${FUEL_GRADE_INFO[price.grade].label} at ${price.portName} is now ${price.currency} ${price.price}`
            : `Price saved in the history (not valid today)`,
        );
        close();
      },
      onError: (error) => {
        if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  const date = (field: 'validFrom' | 'validUntil', label: string, required: boolean) => (
    <LazyDatePicker
      label={label}
      format={DATE_FORMAT}
      minDate={MIN}
      maxDate={MAX}
      value={values[field] ? dayjs(values[field]) : null}
      onChange={(d) => setField(field, d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
      slotProps={{
        field: { clearable: !required },
        textField: {
          fullWidth: true,
          name: field,
          error: Boolean(errors[field]),
          helperText: errors[field] ?? (required ? ' ' : 'Empty: stands until a newer price'),
        },
      }}
    />
  );
  return (
    <>
      <Dialog
        dirty={form.dirty}
        open={open}
        title="Add price"
        onClose={close}
        onSave={save}
        saveText="Add price"
        loading={add.isPending}
        maxWidth="md"
      >
        <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select label="Port" fullWidth {...form.text('portLocode')}>
              {supplier.ports.map((p) => (
                <MenuItem key={p.locode} value={p.locode}>
                  {p.portName} ({p.locode})
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select label="Grade" fullWidth {...form.text('grade')}>
              {FUEL_GRADES.map((g) => (
                <MenuItem key={g} value={g}>
                  {FUEL_GRADE_INFO[g].label} — {FUEL_GRADE_INFO[g].specification}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Price per metric tonne"
              fullWidth
              placeholder="612.50"
              {...form.text('price')}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: {
                  endAdornment: <InputAdornment position="end">{values.currency || '—'}/mt</InputAdornment>,
                },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CurrencyField
              value={values.currency}
              onChange={(c) => setField('currency', c)}
              error={Boolean(errors.currency)}
              helperText={errors.currency ?? ' '}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{date('validFrom', 'Valid from', true)}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{date('validUntil', 'Valid until', false)}</Grid>
          <Grid size={12}>
            <Autocomplete
              freeSolo
              options={BUNKER_PRICE_SOURCES}
              inputValue={values.source}
              onInputChange={(_, v) => setField('source', v)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Source"
                  name="source"
                  error={Boolean(errors.source)}
                  helperText={
                    errors.source ?? 'Where the price comes from: quotation, broker, invoice, index…'
                  }
                />
              )}
            />
          </Grid>
        </Grid>
      </Dialog>
    </>
  );
}
