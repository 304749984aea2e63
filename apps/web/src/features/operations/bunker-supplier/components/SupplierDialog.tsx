import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import {
  BUNKER_SUPPLIER_LIMITS,
  createBunkerSupplierSchema,
  updateBunkerSupplierSchema,
  type BunkerSupplier,
} from '@keel/domain';
import { CountryField } from '../../../../components/CountryField';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { ApiError } from '../../../../lib/api-error';
import { useCreateBunkerSupplier } from '../api/create-bunker-supplier';
import { useUpdateBunkerSupplier } from '../api/update-bunker-supplier';

type Values = { name: string; country: string; website: string; notes: string; rating: number | null };
const valuesOf = (s: BunkerSupplier | null): Values => ({
  name: s?.name ?? '',
  country: s?.country ?? '',
  website: s?.website ?? '',
  notes: s?.notes ?? '',
  rating: s?.rating ?? null,
});

/**
 * Creates a supplier, or edits its name, country, website, rating and notes (with the version read;
 * a 409 goes to `onConflict`). Ports, prices and contacts are edited on the supplier's page.
 */
export function SupplierDialog({
  open,
  supplier,
  onClose,
  onSaved,
  onConflict,
}: {
  open: boolean;
  supplier: BunkerSupplier | null;
  onClose: () => void;
  onSaved?: (supplier: BunkerSupplier) => void;
  onConflict?: () => void;
}) {
  const form = useFormState<Values>(valuesOf(supplier));
  const create = useCreateBunkerSupplier();
  const update = useUpdateBunkerSupplier(supplier?.id ?? '');
  const pending = create.isPending || update.isPending;
  const close = () => {
    form.reset(valuesOf(supplier));
    onClose();
  };
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict && onConflict) {
      close();
      onConflict();
    } else if (!form.applyServerError(error)) notifyError(error);
  };
  const done = (saved: BunkerSupplier) => {
    notifySuccess(supplier ? 'Supplier saved' : `${saved.name} was created`);
    close();
    onSaved?.(saved);
  };
  const save = () => {
    if (supplier) {
      const body = form.validate(updateBunkerSupplierSchema, { version: supplier.version, ...form.values });
      if (body) update.mutate(body, { onSuccess: done, onError });
    } else {
      const body = form.validate(createBunkerSupplierSchema, form.values);
      if (body) create.mutate(body, { onSuccess: done, onError });
    }
  };
  const { values, errors } = form;
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title={supplier ? `Edit ${supplier.name}` : 'New bunker supplier'}
      onClose={close}
      onSave={save}
      saveText={supplier ? 'Save' : 'Create supplier'}
      loading={pending}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextField
            label="Name"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: BUNKER_SUPPLIER_LIMITS.name } }}
            {...form.text('name')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <CountryField
            value={values.country}
            onChange={(code) => form.setField('country', code)}
            error={Boolean(errors.country)}
            helperText={errors.country ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextField label="Website" fullWidth placeholder="www.example.com" {...form.text('website')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 56 }}>
            <Typography component="legend" color="text.secondary" id="supplier-rating-label">
              Rating
            </Typography>
            <Rating
              name="rating"
              value={values.rating}
              onChange={(_, v) => form.setField('rating', v)}
              aria-labelledby="supplier-rating-label"
            />
          </Box>
          {errors.rating && (
            <Typography variant="caption" color="error">
              {errors.rating}
            </Typography>
          )}
        </Grid>
        <Grid size={12}>
          <TextField
            label="Notes"
            fullWidth
            multiline
            minRows={3}
            maxRows={10}
            placeholder="Delivery areas, barge capacity, quality history, credit terms…"
            {...form.text('notes')}
          />
        </Grid>
      </Grid>
    </Dialog>
  );
}
