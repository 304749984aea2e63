import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CERTIFICATE_KINDS, CERTIFICATE_KIND_LABELS, CERTIFICATE_LEAD_TIMES } from '@keel/domain';
import { DateInput } from '../../../../components/DateInput';
import type { useFormState } from '../../../../lib/form';
import { applyType, TYPE_OPTIONS, type CertificateFormValues } from './certificate-form';

/** The form state the certificate fields work on. */
export type CertificateFormState = ReturnType<typeof useFormState<CertificateFormValues>>;

/** Type, kind, name, number, issuer, dates, survey windows, lead time and remarks of a certificate. */
export function CertificateFields({ form, disabled }: { form: CertificateFormState; disabled?: boolean }) {
  const { values, errors, setField, setValues, text } = form;
  const standard = values.typeCode !== '';
  const date = (key: 'issueDate' | 'expiryDate' | 'extendedUntil', label: string, clearable = false) => (
    <DateInput
      label={label}
      name={key}
      value={values[key]}
      onChange={(v) => setField(key, v)}
      error={errors[key]}
      disabled={disabled}
      clearable={clearable}
    />
  );
  return (
    <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField
          select
          label="Certificate type"
          fullWidth
          disabled={disabled}
          {...text('typeCode')}
          onChange={(e) => setValues((v) => applyType(v, e.target.value))}
        >
          {TYPE_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
          <MenuItem value="">Other certificate</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField select label="Kind" fullWidth disabled={disabled || standard} {...text('kind')}>
          {CERTIFICATE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {CERTIFICATE_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField
          label="Name"
          fullWidth
          required
          disabled={disabled}
          {...text('name')}
          helperText={
            errors.name ??
            (standard ? ' ' : 'Certificates of this name share one column in the fleet matrix, on every ship')
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Number" fullWidth disabled={disabled} {...text('number')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Issued by" fullWidth disabled={disabled} {...text('issuer')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{date('issueDate', 'Issue date')}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{date('expiryDate', 'Expiry date', true)}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{date('extendedUntil', 'Extended until', true)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label="Due from (days before expiry)"
          fullWidth
          disabled={disabled}
          name="leadTimeDays"
          value={values.leadTimeDays}
          onChange={(e) => setField('leadTimeDays', Number(e.target.value))}
          error={Boolean(errors.leadTimeDays)}
          helperText={errors.leadTimeDays ?? ' '}
        >
          {CERTIFICATE_LEAD_TIMES.map((d) => (
            <MenuItem key={d} value={d}>
              {d} days
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'flex-start', pt: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.hasSurveyWindows}
              onChange={(e) => setField('hasSurveyWindows', e.target.checked)}
              disabled={disabled}
            />
          }
          label="Annual surveys ±3 months around each anniversary"
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Remarks"
          fullWidth
          multiline
          minRows={2}
          maxRows={6}
          disabled={disabled}
          {...text('remarks')}
        />
      </Grid>
    </Grid>
  );
}
