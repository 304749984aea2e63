import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PARTY_LIMITS,
  VENDOR_CATEGORIES,
  VENDOR_CATEGORY_LABELS,
  createVendorSchema,
  updateVendorSchema,
  type Vendor,
} from '@keel/domain';
import { CountryField } from '../../../../components/CountryField';
import { CurrencyField } from '../../../../components/CurrencyField';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateVendor } from '../api/create-vendor';
import { useUpdateVendor } from '../api/update-vendor';
import { PortsEditor } from './PortsEditor';
import { fieldError, vendorFormValues, vendorInput, type VendorFormValues } from './vendor-form';

/**
 * Creates a vendor, or edits one (with the version read; a 409 goes to `onConflict`): name, code,
 * categories, ports, address, currency, payment terms, RFQ e-mail, phone, rating and notes. Contacts
 * are edited on the vendor's page.
 */
export function VendorFormDialog({
  open,
  vendor,
  onClose,
  onSaved,
  onConflict,
}: {
  open: boolean;
  vendor: Vendor | null;
  onClose: () => void;
  onSaved?: (vendor: Vendor) => void;
  onConflict?: () => void;
}) {
  const form = useFormState<VendorFormValues>(vendorFormValues(vendor));
  const create = useCreateVendor();
  const update = useUpdateVendor(vendor?.id ?? '');
  const close = () => {
    form.reset(vendorFormValues(vendor));
    onClose();
  };
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict && vendor && onConflict) {
      close();
      onConflict();
    } else if (!form.applyServerError(error)) notifyError(error);
  };
  const done = (saved: Vendor) => {
    notifySuccess(vendor ? 'Vendor saved' : `${saved.name} was created`);
    close();
    onSaved?.(saved);
  };
  const save = () => {
    const input = vendorInput(form.values);
    if (vendor) {
      const body = form.validate(updateVendorSchema, { version: vendor.version, ...input });
      if (body) update.mutate(body, { onSuccess: done, onError });
    } else {
      const body = form.validate(createVendorSchema, input);
      if (body) create.mutate(body, { onSuccess: done, onError });
    }
  };
  const { values, errors } = form;
  const err = (field: string) => fieldError(errors, field);
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title={vendor ? `Edit ${vendor.name}` : 'New vendor'}
      onClose={close}
      onSave={save}
      saveText={vendor ? 'Save' : 'Create vendor'}
      loading={create.isPending || update.isPending}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            label="Name"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: PARTY_LIMITS.name } }}
            {...form.text('name')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            label="Code"
            fullWidth
            placeholder="NMS-RTM"
            slotProps={{ htmlInput: { maxLength: 20 } }}
            {...form.text('code')}
          />
        </Grid>
        <Grid size={12}>
          <Autocomplete
            multiple
            options={VENDOR_CATEGORIES}
            value={values.categories}
            onChange={(_, next) => form.setField('categories', next)}
            getOptionLabel={(c) => VENDOR_CATEGORY_LABELS[c]}
            disableCloseOnSelect
            renderValue={(selected, getItemProps) =>
              selected.map((c, index) => {
                const { key, ...props } = getItemProps({ index });
                return <Chip key={key} size="small" label={VENDOR_CATEGORY_LABELS[c]} {...props} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="Categories supplied"
                error={Boolean(err('categories'))}
                helperText={err('categories') ?? ' '}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField label="E-mail for RFQs and orders" type="email" fullWidth {...form.text('email')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField label="Phone" fullWidth {...form.text('phone')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CurrencyField
            label="Default currency"
            value={values.currency}
            onChange={(code) => form.setField('currency', code)}
            error={Boolean(errors.currency)}
            helperText={errors.currency ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            label="Payment terms"
            fullWidth
            inputMode="numeric"
            slotProps={{ input: { endAdornment: <InputAdornment position="end">days</InputAdornment> } }}
            {...form.text('paymentTermsDays')}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 56 }}>
            <Typography color="text.secondary" id="vendor-rating-label">
              Rating
            </Typography>
            <Rating
              name="rating"
              value={values.rating}
              onChange={(_, v) => form.setField('rating', v)}
              aria-labelledby="vendor-rating-label"
            />
          </Box>
        </Grid>
        <Grid size={12}>
          <Divider sx={{ my: 1 }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Address"
            fullWidth
            multiline
            minRows={2}
            placeholder={'Street and number\nBuilding, unit'}
            {...form.text('address')}
            error={Boolean(err('addressLines'))}
            helperText={err('addressLines') ?? 'Up to 3 lines'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Grid container columnSpacing={2}>
            <Grid size={8}>
              <TextField label="City" fullWidth {...form.text('city')} />
            </Grid>
            <Grid size={4}>
              <TextField label="Postal code" fullWidth {...form.text('postalCode')} />
            </Grid>
            <Grid size={12}>
              <CountryField
                value={values.country}
                onChange={(code) => form.setField('country', code)}
                error={Boolean(errors.country)}
                helperText={errors.country ?? ' '}
              />
            </Grid>
          </Grid>
        </Grid>
        <Grid size={12}>
          <PortsEditor
            ports={values.ports}
            onChange={(ports) => form.setField('ports', ports)}
            errors={errors}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Notes"
            fullWidth
            multiline
            minRows={2}
            maxRows={8}
            sx={{ mt: 2 }}
            {...form.text('notes')}
          />
        </Grid>
      </Grid>
    </Dialog>
  );
}
