import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LazyDatePicker } from '../../../../components/pickers/LazyPickers';
import dayjs from 'dayjs';
import { APPLIANCE_TYPES, APPLIANCE_TYPE_LABELS, DATE_FORMAT } from '@keel/domain';
import type { useFormState } from '../../../../lib/form';

type Form = ReturnType<typeof useFormState<Record<string, unknown>>>;

/** Type, name, maker, model and serial number of an appliance. */
export function HardwareFields({ form, disabled }: { form: Form; disabled?: boolean }) {
  const t = (key: string) => form.text(key);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select label="Type" fullWidth disabled={disabled} {...t('type')}>
          {APPLIANCE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {APPLIANCE_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Name on board"
          placeholder="ECDIS No. 1"
          fullWidth
          disabled={disabled}
          {...t('name')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label="Maker" fullWidth disabled={disabled} {...t('maker')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label="Model" fullWidth disabled={disabled} {...t('model')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label="Serial number" fullWidth disabled={disabled} {...t('serialNumber')} />
      </Grid>
    </>
  );
}

/** Software name, version, installation date, installer and notes of an installation. */
export function InstallFields({ form }: { form: Form }) {
  const t = (key: string) => form.text(key);
  const date = form.values.installedOn as string;
  return (
    <>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField label="Software / firmware" fullWidth {...t('softwareName')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label="Version" placeholder="2.01.04" fullWidth {...t('softwareVersion')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <LazyDatePicker
          label="Installed on"
          format={DATE_FORMAT}
          value={date ? dayjs(date) : null}
          onChange={(d) => form.setField('installedOn', d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
          slotProps={{
            textField: {
              fullWidth: true,
              name: 'installedOn',
              error: Boolean(form.errors.installedOn),
              helperText: form.errors.installedOn ?? ' ',
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Installed by"
          placeholder="Maker service engineer"
          fullWidth
          {...t('installedBy')}
        />
      </Grid>
      <Grid size={12}>
        <TextField label="Notes" fullWidth multiline minRows={2} {...t('notes')} />
      </Grid>
    </>
  );
}
