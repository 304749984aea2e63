import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { usesIban } from '@keel/domain';
import { CountryField } from '../CountryField';
import { CurrencyField } from '../CurrencyField';
import type { useFormState } from '../../lib/form';
import { ibanHint, OWNER_TYPE_OPTIONS, type BankAccountFormValues } from './bank-account-form';
import { OwnerPicker } from './OwnerPicker';

type Form = ReturnType<typeof useFormState<BankAccountFormValues>>;

/**
 * The fields of a bank account. The owner is chosen only for a new account not opened from its owner's
 * page. The IBAN accepts spaces and lower case and shows its print form as soon as it is valid; the
 * country and local account number are asked only without an IBAN.
 */
export function BankAccountFields({ form, ownerEditable }: { form: Form; ownerEditable: boolean }) {
  const { values, errors, setField } = form;
  const hint = ibanHint(values.iban);
  const withoutIban = !values.iban.trim();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, pt: 1 }}
    >
      {ownerEditable ? (
        <>
          <TextField
            select
            label="Owner"
            name="ownerType"
            value={values.ownerType}
            onChange={(e) => {
              setField('ownerType', e.target.value as BankAccountFormValues['ownerType']);
              setField('ownerId', '');
              setField('ownerName', '');
            }}
            helperText=" "
          >
            {OWNER_TYPE_OPTIONS.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          {values.ownerType === 'company' ? (
            <TextField label="Account of" value="The company" disabled helperText=" " />
          ) : (
            <OwnerPicker
              type={values.ownerType}
              value={values.ownerId ? { id: values.ownerId, name: values.ownerName } : null}
              error={errors.ownerId}
              onChange={(owner) => {
                setField('ownerId', owner?.id ?? '');
                setField('ownerName', owner?.name ?? '');
                if (owner?.currency) setField('currency', owner.currency);
              }}
            />
          )}
        </>
      ) : (
        <TextField
          label="Account of"
          value={values.ownerName}
          disabled
          helperText=" "
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
      <TextField label="Bank" required {...form.text('bankName')} />
      <CurrencyField
        value={values.currency}
        onChange={(c) => setField('currency', c)}
        error={Boolean(errors.currency)}
        helperText={errors.currency ?? ' '}
      />
      <TextField
        label="IBAN"
        {...form.text('iban')}
        error={Boolean(errors.iban) || hint?.ok === false}
        helperText={errors.iban ?? hint?.text ?? 'Spaces and lower case are fine'}
        slotProps={{
          htmlInput: { autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'monospace' } },
        }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        label="BIC / SWIFT"
        {...form.text('bic')}
        slotProps={{
          htmlInput: { autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'monospace' } },
        }}
      />
      {withoutIban ? (
        <CountryField
          label="Country of the account"
          value={values.country}
          onChange={(c) => setField('country', c)}
          error={Boolean(errors.country)}
          helperText={
            errors.country ??
            (values.country && usesIban(values.country) ? `${values.country} uses IBANs` : ' ')
          }
        />
      ) : (
        <Box />
      )}
      {withoutIban && (
        <TextField label="Account number" {...form.text('accountNumber')} sx={{ gridColumn: '1 / -1' }} />
      )}
      <TextField label="Notes" multiline minRows={2} {...form.text('notes')} sx={{ gridColumn: '1 / -1' }} />
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={
          <Switch
            checked={values.isDefault}
            onChange={(e) => setField('isDefault', e.target.checked)}
            name="isDefault"
          />
        }
        label={`Default account for ${values.currency || 'this currency'} (takes the flag from the owner's other one)`}
      />
    </Box>
  );
}
