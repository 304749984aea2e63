import type { Ship } from '@keel/domain';

/** The values of the ship form (numbers as typed). */
export interface ShipFormValues extends Record<string, unknown> {
  name: string;
  imo: string;
  mmsi: string;
  callSign: string;
  flag: string;
  shipType: string;
  family: string;
  classSociety: string;
  buildYear: string;
  dwt: string;
  gt: string;
  owner: string;
  manager: string;
  status: string;
}

/** A blank ship. */
export function emptyShipValues(): ShipFormValues {
  return {
    name: '',
    imo: '',
    mmsi: '',
    callSign: '',
    flag: '',
    shipType: '',
    family: '',
    classSociety: '',
    buildYear: '',
    dwt: '',
    gt: '',
    owner: '',
    manager: '',
    status: 'active',
  };
}

/** The form values of a stored ship. */
export function shipValues(s: Ship): ShipFormValues {
  return {
    name: s.name,
    imo: s.imo,
    mmsi: s.mmsi ?? '',
    callSign: s.callSign ?? '',
    flag: s.flag,
    shipType: s.shipType,
    family: s.family ?? '',
    classSociety: s.classSociety ?? '',
    buildYear: String(s.buildYear),
    dwt: String(s.dwt),
    gt: String(s.gt),
    owner: s.owner ?? '',
    manager: s.manager ?? '',
    status: s.status,
  };
}

const num = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(/[\s,]/g, '')));
const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The request fields of the form; the domain schema checks them (IMO check digit, MMSI…). */
export function shipFields(v: ShipFormValues) {
  return {
    name: v.name,
    imo: v.imo,
    mmsi: orNull(v.mmsi),
    callSign: orNull(v.callSign),
    flag: v.flag,
    shipType: v.shipType || undefined,
    family: orNull(v.family),
    classSociety: orNull(v.classSociety),
    buildYear: num(v.buildYear),
    dwt: num(v.dwt),
    gt: num(v.gt),
    owner: orNull(v.owner),
    manager: orNull(v.manager),
    status: v.status,
  };
}

/** The fields that differ from the stored ship. */
export function changedShipFields(stored: Ship, values: ShipFormValues): Record<string, unknown> {
  const before = shipFields(shipValues(stored)) as Record<string, unknown>;
  const after = shipFields(values) as Record<string, unknown>;
  const diff: Record<string, unknown> = {};
  for (const key of Object.keys(after)) if (after[key] !== before[key]) diff[key] = after[key];
  return diff;
}
