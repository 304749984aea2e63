import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LazyDateTimePicker } from '../../../../components/pickers/LazyPickers';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT, type MyShip } from '@keel/domain';
import type { useFormState } from '../../../../lib/form';
import { formatOffset } from './format-report';
import {
  followConsumption,
  formFuels,
  FUEL_SHORT,
  REQUIRED_FIELDS,
  suggestedSpeed,
  type CarriedForward,
  type NoonReportFormValues,
} from './noon-report-form';

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
 * engine, fuel (consumed and remaining per type), weather, remarks. Messages sit under each field;
 * required fields carry the asterisk. Labels of fields with a unit always sit on the border, so no label
 * runs under its unit however narrow the field. With `carried` (the ship's last report), each ROB
 * follows its consumption until the user types a ROB of his own.
 */
export function NoonReportFields({
  form,
  ships,
  shipLocked,
  disabled,
  carried = null,
}: {
  form: NoonReportFormState;
  ships: readonly MyShip[];
  shipLocked: boolean;
  disabled?: boolean;
  carried?: CarriedForward | null;
}) {
  const { values, errors, setField, setValues, text } = form;
  const number = (
    key: string,
    label: string,
    unit?: string,
    size: { xs: number; sm: number } = { xs: 6, sm: 4 },
    extra: { helperText?: string; onChange?: (value: string) => void; inputMode?: 'decimal' | 'text' } = {},
  ) => {
    const bound = text(key);
    return (
      <Grid size={size}>
        <TextField
          label={label}
          fullWidth
          size="small"
          required={REQUIRED_FIELDS.has(key)}
          disabled={disabled}
          {...bound}
          helperText={errors[key] ?? extra.helperText ?? ' '}
          onChange={(e) => (extra.onChange ? extra.onChange(e.target.value) : bound.onChange(e))}
          slotProps={{
            htmlInput: { inputMode: extra.inputMode ?? 'decimal' },
            inputLabel: unit ? { shrink: true } : {},
            input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
          }}
        />
      </Grid>
    );
  };
  const consumed = (fuel: string) => (value: string) => {
    const before = values[`fuelConsumed.${fuel}`] ?? '';
    setField(`fuelConsumed.${fuel}`, value);
    setValues((v) => followConsumption(v, fuel, before, carried));
  };
  const speed = suggestedSpeed(values);
  return (
    <Grid container columnSpacing={2} rowSpacing={1.25}>
      <Section>Time and position</Section>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label="Ship"
          fullWidth
          size="small"
          required
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
        <LazyDateTimePicker
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
              required: true,
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
          required
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
      {number(
        'lat',
        'Latitude',
        undefined,
        { xs: 6, sm: 6 },
        {
          helperText: "04°12.3'S or -4.205",
          inputMode: 'text',
        },
      )}
      {number(
        'lon',
        'Longitude',
        undefined,
        { xs: 6, sm: 6 },
        {
          helperText: "012°05.0'E or 12.083",
          inputMode: 'text',
        },
      )}

      <Section>Passage since the last report</Section>
      {number('distanceNm', 'Distance', 'nm')}
      {number('hoursSteaming', 'Hours steaming', 'h')}
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label="Average speed"
          fullWidth
          size="small"
          required
          disabled={disabled}
          {...text('avgSpeedKn')}
          helperText={
            errors.avgSpeedKn ??
            (speed && speed !== values.avgSpeedKn ? `Distance ÷ hours: ${speed} kn` : ' ')
          }
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            inputLabel: { shrink: true },
            input: { endAdornment: <InputAdornment position="end">kn</InputAdornment> },
          }}
        />
      </Grid>
      {number('meRpm', 'Main engine RPM', 'rpm', { xs: 6, sm: 6 })}
      {number('mePowerKw', 'Main engine power', 'kW', { xs: 6, sm: 6 })}

      <Section>Fuel (tonnes)</Section>
      {formFuels(values).map((fuel) => (
        <Grid key={fuel} size={{ xs: 12, sm: 6 }} container columnSpacing={1}>
          {number(
            `fuelConsumed.${fuel}`,
            `${FUEL_SHORT[fuel]} consumed`,
            't',
            { xs: 6, sm: 6 },
            {
              onChange: consumed(fuel),
            },
          )}
          {number(
            `rob.${fuel}`,
            `${FUEL_SHORT[fuel]} ROB`,
            't',
            { xs: 6, sm: 6 },
            {
              ...(carried?.rob[fuel] !== undefined
                ? { helperText: `Last report ${carried.rob[fuel]} t` }
                : {}),
            },
          )}
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
