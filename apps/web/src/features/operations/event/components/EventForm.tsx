import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LazyDateTimePicker } from '../../../../components/pickers/LazyPickers';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  DATE_TIME_FORMAT,
  EVENT_KINDS,
  EVENT_KIND_LABELS,
  EVENT_LIMITS,
  EVENT_SEVERITIES,
  EVENT_SEVERITY_LABELS,
  type ShipEvent,
} from '@keel/domain';
import type { useFormState } from '../../../../lib/form';
import { myShipsQuery } from '../../../../lib/shared-queries';

/** The values of the event form. */
export interface EventFormValues extends Record<string, unknown> {
  shipId: string;
  occurredAt: string;
  kind: string;
  severity: string;
  title: string;
  details: string;
}

/** Empty form values: now, on `shipId`, an info-level drill. */
export function emptyEventValues(shipId = ''): EventFormValues {
  return { shipId, occurredAt: new Date().toISOString(), kind: '', severity: 'info', title: '', details: '' };
}

/** The form values of a stored event. */
export function eventValues(event: ShipEvent): EventFormValues {
  return {
    shipId: event.shipId,
    occurredAt: event.occurredAt,
    kind: event.kind,
    severity: event.severity,
    title: event.title,
    details: event.details,
  };
}

/** The form state the event form works on. */
export type EventFormState = ReturnType<typeof useFormState<EventFormValues>>;

/** Ship, time, kind, severity, title and details of an event; messages under the fields. */
export function EventForm({ form, disabled }: { form: EventFormState; disabled?: boolean }) {
  const { values, errors, setField, text } = form;
  const ships = useQuery(myShipsQuery());
  const time = values.occurredAt ? dayjs(values.occurredAt) : null;
  return (
    <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select label="Ship" fullWidth disabled={disabled} {...text('shipId')}>
          {(ships.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <LazyDateTimePicker
          label="Time"
          format={DATE_TIME_FORMAT}
          ampm={false}
          disabled={disabled}
          value={time}
          onChange={(d) => setField('occurredAt', d && d.isValid() ? d.toISOString() : '')}
          slotProps={{
            textField: {
              fullWidth: true,
              name: 'occurredAt',
              error: Boolean(errors.occurredAt),
              helperText: errors.occurredAt ?? ' ',
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select label="Kind" fullWidth disabled={disabled} {...text('kind')}>
          {EVENT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {EVENT_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select label="Severity" fullWidth disabled={disabled} {...text('severity')}>
          {EVENT_SEVERITIES.map((s) => (
            <MenuItem key={s} value={s}>
              {EVENT_SEVERITY_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField
          label="Title"
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.title } }}
          {...text('title')}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Details"
          fullWidth
          multiline
          minRows={3}
          maxRows={10}
          disabled={disabled}
          {...text('details')}
        />
      </Grid>
    </Grid>
  );
}
