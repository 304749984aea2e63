import {
  EVENT_KINDS,
  EVENT_KIND_LABELS,
  EVENT_SEVERITIES,
  EVENT_SEVERITY_LABELS,
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
} from '@keel/domain';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';

/** The list filters kept in the URL. */
export const EVENT_FILTERS = ['shipId', 'kind', 'severity', 'status', 'from', 'to'] as const;
type EventFilterName = (typeof EVENT_FILTERS)[number];
/** Filter values by name ('' for none). */
export type EventFilterValues = Record<EventFilterName, string>;

const fields: FilterField<EventFilterName>[] = [
  { kind: 'ship', name: 'shipId' },
  { kind: 'select', name: 'kind', label: 'Kind', options: EVENT_KINDS.map((k) => [k, EVENT_KIND_LABELS[k]]) },
  {
    kind: 'select',
    name: 'severity',
    label: 'Severity',
    options: EVENT_SEVERITIES.map((s) => [s, EVENT_SEVERITY_LABELS[s]]),
    width: 120,
  },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: EVENT_STATUSES.map((s) => [s, EVENT_STATUS_LABELS[s]]),
    width: 110,
  },
  { kind: 'date', name: 'from', label: 'From' },
  { kind: 'date', name: 'to', label: 'To' },
];

/** Ship, kind, severity, status and date range filters of the events list. */
export function EventFilters({
  values,
  onChange,
}: {
  values: EventFilterValues;
  onChange: (patch: Partial<EventFilterValues>) => void;
}) {
  return <FilterBar fields={fields} values={values} onChange={onChange} />;
}
