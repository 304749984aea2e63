import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  DATE_FORMAT,
  EVENT_KINDS,
  EVENT_KIND_LABELS,
  EVENT_SEVERITIES,
  EVENT_SEVERITY_LABELS,
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
} from '@keel/domain';
import { myShipsQuery } from '../../../../lib/shared-queries';

/** The list filters kept in the URL. */
export const EVENT_FILTERS = ['shipId', 'kind', 'severity', 'status', 'from', 'to'] as const;
/** Filter values by name ('' for none). */
export type EventFilterValues = Record<(typeof EVENT_FILTERS)[number], string>;

const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

function Select({
  label,
  value,
  onChange,
  options,
  width = 140,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
  width?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: width }}
      slotProps={selectProps}
    >
      <MenuItem value="">All</MenuItem>
      {options.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Ship, kind, severity, status and date range filters of the events list. */
export function EventFilters({
  values,
  onChange,
}: {
  values: EventFilterValues;
  onChange: (patch: Partial<EventFilterValues>) => void;
}) {
  const ships = useQuery(myShipsQuery());
  const date = (field: 'from' | 'to', label: string) => (
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      value={values[field] ? dayjs(values[field]) : null}
      onChange={(d) => onChange({ [field]: d && d.isValid() ? d.format('YYYY-MM-DD') : '' })}
      slotProps={{ textField: { size: 'small', sx: { width: 170 } }, field: { clearable: true } }}
    />
  );
  return (
    <>
      <Select
        label="Ship"
        value={values.shipId}
        onChange={(shipId) => onChange({ shipId })}
        options={(ships.data ?? []).map((s) => [s.id, s.name])}
        width={170}
      />
      <Select
        label="Kind"
        value={values.kind}
        onChange={(kind) => onChange({ kind })}
        options={EVENT_KINDS.map((k) => [k, EVENT_KIND_LABELS[k]])}
      />
      <Select
        label="Severity"
        value={values.severity}
        onChange={(severity) => onChange({ severity })}
        options={EVENT_SEVERITIES.map((s) => [s, EVENT_SEVERITY_LABELS[s]])}
        width={120}
      />
      <Select
        label="Status"
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={EVENT_STATUSES.map((s) => [s, EVENT_STATUS_LABELS[s]])}
        width={110}
      />
      {date('from', 'From')}
      {date('to', 'To')}
    </>
  );
}
