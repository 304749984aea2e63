import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { CUSTOMER_LIMITS, EU_VAT_ID_FORMATS, isEuMemberState } from '@keel/domain';
import { CountryField } from '../../../../components/CountryField';
import { CurrencyField } from '../../../../components/CurrencyField';
import type { useFormState } from '../../../../lib/form';
import type { CustomerFormValues } from './customer-form';

/** The form state the customer fields work on. */
export type CustomerFormState = ReturnType<typeof useFormState<CustomerFormValues>>;

/** What the tax id field expects for the chosen country. */
function taxIdHint(country: string): string {
  const format = isEuMemberState(country) ? EU_VAT_ID_FORMATS[country] : undefined;
  if (format) return `VAT id: ${format.prefix} + ${format.description}, e.g. ${format.example}`;
  return country ? 'Local tax id (free text, up to 30 characters)' : 'Choose the country first';
}

/** Name, address, country, tax id, currency, payment terms and notes of a customer. */
export function CustomerFields({ form, disabled }: { form: CustomerFormState; disabled?: boolean }) {
  const { values, errors, setField, text } = form;
  return (
    <Grid container columnSpacing={2} rowSpacing={1} sx={{ pt: 1 }}>
      <Grid size={12}>
        <TextField
          label="Name"
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: CUSTOMER_LIMITS.name } }}
          {...text('name')}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Address line 1"
          placeholder="Street and number"
          fullWidth
          disabled={disabled}
          {...text('addressLine1')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Address line 2" fullWidth disabled={disabled} {...text('addressLine2')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Address line 3" fullWidth disabled={disabled} {...text('addressLine3')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label="Postal code" fullWidth disabled={disabled} {...text('postalCode')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField label="City" fullWidth disabled={disabled} {...text('city')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CountryField
          value={values.country}
          onChange={(code) => setField('country', code)}
          error={Boolean(errors.country)}
          helperText={errors.country ?? ' '}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={isEuMemberState(values.country) ? 'VAT id' : 'Tax id'}
          fullWidth
          disabled={disabled}
          {...text('taxId')}
          helperText={errors.taxId ?? taxIdHint(values.country)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CurrencyField
          label="Invoice currency"
          value={values.currency}
          onChange={(code) => setField('currency', code)}
          error={Boolean(errors.currency)}
          helperText={errors.currency ?? ' '}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Payment terms"
          fullWidth
          disabled={disabled}
          {...text('paymentTermsDays')}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">days net</InputAdornment> },
          }}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Notes"
          fullWidth
          multiline
          minRows={2}
          maxRows={8}
          disabled={disabled}
          {...text('notes')}
        />
      </Grid>
    </Grid>
  );
}
