import {
  APPLIANCE_TYPES,
  APPLIANCE_TYPE_LABELS,
  VERSION_STANDINGS,
  VERSION_STANDING_LABELS,
} from '@keel/domain';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';

/** The register filters kept in the URL. */
export const APPLIANCE_FILTERS = ['shipId', 'type', 'standing', 'status'] as const;
type ApplianceFilterName = (typeof APPLIANCE_FILTERS)[number];
/** Filter values by name ('' for none). */
export type ApplianceFilterValues = Record<ApplianceFilterName, string>;

const fields: FilterField<ApplianceFilterName>[] = [
  { kind: 'ship', name: 'shipId' },
  {
    kind: 'select',
    name: 'type',
    label: 'Type',
    options: APPLIANCE_TYPES.map((t) => [t, APPLIANCE_TYPE_LABELS[t]]),
    width: 170,
  },
  {
    kind: 'select',
    name: 'standing',
    label: 'Against target',
    options: VERSION_STANDINGS.map((s) => [s, VERSION_STANDING_LABELS[s]]),
    width: 160,
  },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: [
      ['in_service', 'In service'],
      ['removed', 'Removed'],
    ],
    width: 130,
  },
];

/** Ship, type, standing and status filters of the register. */
export function ApplianceFilters({
  values,
  onChange,
}: {
  values: ApplianceFilterValues;
  onChange: (patch: Partial<ApplianceFilterValues>) => void;
}) {
  return <FilterBar fields={fields} values={values} onChange={onChange} />;
}
