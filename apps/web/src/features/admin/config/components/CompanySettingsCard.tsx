import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { updateCompanyConfigSchema, type CompanyConfig } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { formatDateTime } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateConfig } from '../api/update-config';
import { ShipFamiliesEditor, type FamilyRow } from './ShipFamiliesEditor';

const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'NOK',
  'DKK',
  'SEK',
  'CHF',
  'SGD',
  'HKD',
  'JPY',
  'CNY',
  'KRW',
  'INR',
  'AED',
  'AUD',
  'CAD',
];

/** `2.5000` → `2.5`, null → '' (the stored NUMERIC keeps four decimals). */
const trimZeros = (value: string | null) =>
  value === null ? '' : value.includes('.') ? value.replace(/\.?0+$/, '') : value;
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

const valuesOf = (config: CompanyConfig) => ({
  companyName: config.companyName,
  baseCurrency: config.baseCurrency,
  invoiceAddress: config.invoiceAddress,
  vatId: config.vatId ?? '',
  billTolerancePercent: trimZeros(config.billTolerancePercent),
  billToleranceAbsolute: trimZeros(config.billToleranceAbsolute),
  families: config.shipFamilies.map((f, i): FamilyRow => ({
    key: i,
    name: f.name,
    shipIds: [...f.shipIds],
    previousName: f.name,
  })),
});

/** The settings form: company name, base currency, VAT id, bill match tolerance and ship families. */
export function CompanySettingsCard({
  config,
  onConflict,
}: {
  config: CompanyConfig;
  onConflict: () => void;
}) {
  const initial = valuesOf(config);
  const form = useFormState(initial);
  const update = useUpdateConfig();
  const dirty = JSON.stringify(form.values) !== JSON.stringify(initial);

  const save = () => {
    const body = form.validate(updateCompanyConfigSchema, {
      version: config.version,
      companyName: form.values.companyName,
      baseCurrency: form.values.baseCurrency.trim().toUpperCase(),
      invoiceAddress: form.values.invoiceAddress,
      vatId: orNull(form.values.vatId),
      billTolerancePercent: orNull(form.values.billTolerancePercent),
      billToleranceAbsolute: orNull(form.values.billToleranceAbsolute),
      // A loaded family says the name it had, so a new name is a rename the documents and catalogues follow.
      shipFamilies: form.values.families.map((f) => ({
        name: f.name,
        shipIds: f.shipIds,
        ...(f.previousName ? { previousName: f.previousName } : {}),
      })),
    });
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => notifySuccess('Company settings saved'),
      onError: (error) => {
        if (error instanceof ApiError && error.isConflict) onConflict();
        else if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };

  return (
    <Card
      title="Company"
      owner={`Last changed ${formatDateTime(config.updatedAt)}`}
      icon={<ApartmentOutlinedIcon />}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <TextField label="Company name" fullWidth {...form.text('companyName')} />
          <Autocomplete
            freeSolo
            options={CURRENCIES}
            value={form.values.baseCurrency}
            onChange={(_, value) => form.setField('baseCurrency', (value ?? '').toUpperCase())}
            onInputChange={(_, value) => form.setField('baseCurrency', value.toUpperCase())}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Base currency"
                error={Boolean(form.errors.baseCurrency)}
                helperText={form.errors.baseCurrency ?? 'Three-letter ISO 4217 code'}
              />
            )}
          />
          <TextField
            label="Invoice address"
            fullWidth
            multiline
            minRows={3}
            {...form.text('invoiceAddress')}
            helperText={
              form.errors.invoiceAddress ??
              'Where vendors send invoices, one line per address line; printed on every purchase order'
            }
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          Bills and invoices
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
          <TextField
            label="Company VAT id"
            fullWidth
            {...form.text('vatId')}
            helperText={form.errors.vatId ?? 'Printed on invoices and credit notes, e.g. DE123456789'}
          />
          <TextField
            label="Price tolerance (%)"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...form.text('billTolerancePercent')}
            helperText={
              form.errors.billTolerancePercent ??
              'Bill unit price over the PO price; empty: server default (2 %)'
            }
          />
          <TextField
            label="Price tolerance per unit"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...form.text('billToleranceAbsolute')}
            helperText={
              form.errors.billToleranceAbsolute ??
              'In the bill currency; the larger tolerance applies; empty: 0'
            }
          />
        </Box>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          Ship families
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Group sister ships; a ship belongs to one family at most. Renaming a family renames it in the ISM
          documents distributed to it and the PMS catalogues made for it; a family documents are distributed
          to cannot be removed.
        </Typography>
        <ShipFamiliesEditor
          rows={form.values.families}
          errors={form.errors}
          onChange={(families) => form.setField('families', families)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          <Button color="inherit" disabled={!dirty || update.isPending} onClick={() => form.reset(initial)}>
            Discard
          </Button>
          <Button type="submit" variant="contained" disabled={!dirty} loading={update.isPending}>
            Save settings
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
