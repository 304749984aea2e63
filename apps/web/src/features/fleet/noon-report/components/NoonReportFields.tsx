import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT, type MyShip } from '@keel/domain';
import type { useFormState } from '../../../../lib/form';
import { formatOffset } from './format-report';
import { FORM_FUELS, FUEL_SHORT, suggestedSpeed, type NoonReportFormValues } from './noon-report-form';

/** The form state the noon report form works on. */
export type NoonReportFormState = ReturnType<typeof useFormState<NoonReportFormValues>>;

const OFFSETS = Array.from({ length: (840 + 720) / 30 + 1 }, (_, i) => -720 + i * 30);

function Section({ children }: { children: string }) {
  return (
    <Grid size={12}>
      <Typography variant="overline" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {children}
      </Typography>
    </Grid>
  );
}

/**
 * The fields of a noon report, grouped as the report form on board: time and position, passage,
 * engine, fuel (consumed and remaining per type), weather, remarks. Messages sit under each field.
 */
export function NoonReportFields({
  form,
  ships,
  shipLocked,
  disabled,
}: {
  form: NoonReportFormState;
  ships: readonly MyShip[];
  shipLocked: boolean;
  disabled?: boolean;
}) {
  const { values, errors, setField, text } = form;
  const number = (
    key: string,
    label: string,
    unit?: string,
    size: { xs: number; sm: number } = { xs: 6, sm: 4 },
  ) => (
    <Grid size={size}>
      <TextField
        label={label}
        fullWidth
        size="small"
        disabled={disabled}
        {...text(key)}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
        }}
      />
    </Grid>
  );
  const speed = suggestedSpeed(values);
  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Section>Time and position</Section>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label="Ship"
          fullWidth
          size="small"
          disabled={disabled || shipLocked}
          {...text('shipId')}
        >
          {ships.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Voyage" fullWidth size="small" disabled={disabled} {...text('voyage')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateTimePicker
          label="Report time (UTC)"
          format={DATE_TIME_FORMAT}
          ampm={false}
          timezone="UTC"
          disabled={disabled}
          value={values.reportTime ? dayjs.utc(values.reportTime) : null}
          onChange={(d) => setField('reportTime', d && d.isValid() ? d.toISOString() : '')}
          slotProps={{
            textField: {
              fullWidth: true,
              size: 'small',
              name: 'reportTime',
              error: Boolean(errors.reportTime),
              helperText: errors.reportTime ?? ' ',
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label="Ship's time zone"
          fullWidth
          size="small"
          disabled={disabled}
          {...text('utcOffsetMinutes')}
        >
          {OFFSETS.map((m) => (
            <MenuItem key={m} value={String(m)}>
              {formatOffset(m)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {number('lat', 'Latitude', '°', { xs: 6, sm: 6 })}
      {number('lon', 'Longitude', '°', { xs: 6, sm: 6 })}

      <Section>Passage since the last report</Section>
      {number('distanceNm', 'Distance', 'nm')}
      {number('hoursSteaming', 'Hours steaming', 'h')}
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label="Average speed"
          fullWidth
          size="small"
          disabled={disabled}
          {...text('avgSpeedKn')}
          helperText={
            errors.avgSpeedKn ??
            (speed && speed !== values.avgSpeedKn ? `Distance ÷ hours: ${speed} kn` : ' ')
          }
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">kn</InputAdornment> },
          }}
        />
      </Grid>
      {number('meRpm', 'Main engine RPM', 'rpm', { xs: 6, sm: 6 })}
      {number('mePowerKw', 'Main engine power', 'kW', { xs: 6, sm: 6 })}

      <Section>Fuel (tonnes)</Section>
      {FORM_FUELS.map((fuel) => (
        <Grid key={fuel} size={{ xs: 12, sm: 6 }} container columnSpacing={1}>
          {number(`fuelConsumed.${fuel}`, `${FUEL_SHORT[fuel]} consumed`, 't', { xs: 6, sm: 6 })}
          {number(`rob.${fuel}`, `${FUEL_SHORT[fuel]} ROB`, 't', { xs: 6, sm: 6 })}
        </Grid>
      ))}
      {errors.fuelConsumed && (
        <Grid size={12}>
          <Typography color="error" variant="caption">
            {errors.fuelConsumed}
          </Typography>
        </Grid>
      )}

      <Section>Weather</Section>
      {number('weather.windBeaufort', 'Wind force', 'Bft')}
      {number('weather.windDirectionDeg', 'Wind from', '°')}
      {number('weather.seaState', 'Sea state', 'Douglas', { xs: 12, sm: 4 })}
      <Grid size={12}>
        <TextField
          label="Remarks"
          fullWidth
          size="small"
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
