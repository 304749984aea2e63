import {
  createNoonReportSchema,
  FUEL_TYPES,
  parseCoordinate,
  type CreateNoonReport,
  type FuelByType,
  type FuelType,
  type NoonReportRow,
} from '@keel/domain';
import type { FieldErrors } from '../../../../lib/form';

/** Fuel types the form offers (the others are rare on the fleet's ships, and kept when present). */
export const FORM_FUELS: readonly FuelType[] = ['HFO', 'LFO', 'MDO_MGO', 'LNG'];

/** Short labels of fuel types. */
export const FUEL_SHORT: Record<FuelType, string> = {
  HFO: 'HFO',
  LFO: 'LFO',
  MDO_MGO: 'MGO',
  LNG: 'LNG',
  LPG_PROPANE: 'Propane',
  LPG_BUTANE: 'Butane',
  METHANOL: 'Methanol',
  ETHANOL: 'Ethanol',
};

/**
 * The noon report form: every input as the text typed, keyed by the field's path in the domain schema
 * ("weather.seaState", "fuelConsumed.HFO"), so zod's and the server's messages land under the field.
 */
export type NoonReportFormValues = Record<string, string>;

const NUMBER_FIELDS = [
  'lat',
  'lon',
  'distanceNm',
  'hoursSteaming',
  'avgSpeedKn',
  'weather.windBeaufort',
  'weather.seaState',
] as const;
const NULLABLE_NUMBER_FIELDS = ['meRpm', 'mePowerKw', 'weather.windDirectionDeg'] as const;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** Empty values for a new report on `shipId` at `reportTime` (ISO), offset from the previous report. */
export function emptyNoonReportValues(
  shipId: string,
  reportTime = '',
  utcOffsetMinutes = 0,
): NoonReportFormValues {
  const values: NoonReportFormValues = {
    shipId,
    reportTime,
    utcOffsetMinutes: String(utcOffsetMinutes),
    voyage: '',
    remarks: '',
  };
  for (const f of [...NUMBER_FIELDS, ...NULLABLE_NUMBER_FIELDS]) values[f] = '';
  for (const fuel of FORM_FUELS) values[`fuelConsumed.${fuel}`] = values[`rob.${fuel}`] = '';
  return values;
}

/** The form values of a stored report. */
export function noonReportValues(report: NoonReportRow): NoonReportFormValues {
  const values = emptyNoonReportValues(report.shipId, report.reportTime, report.utcOffsetMinutes);
  Object.assign(values, {
    voyage: report.voyage ?? '',
    remarks: report.remarks ?? '',
    lat: text(report.lat),
    lon: text(report.lon),
    distanceNm: text(report.distanceNm),
    hoursSteaming: text(report.hoursSteaming),
    avgSpeedKn: text(report.avgSpeedKn),
    meRpm: text(report.meRpm),
    mePowerKw: text(report.mePowerKw),
    'weather.windBeaufort': text(report.weather.windBeaufort),
    'weather.windDirectionDeg': text(report.weather.windDirectionDeg),
    'weather.seaState': text(report.weather.seaState),
  });
  for (const fuel of FUEL_TYPES) {
    if (report.fuelConsumed[fuel] !== undefined)
      values[`fuelConsumed.${fuel}`] = text(report.fuelConsumed[fuel]);
    if (report.rob[fuel] !== undefined) values[`rob.${fuel}`] = text(report.rob[fuel]);
  }
  return values;
}

/** Fields a report cannot be saved without (marked with the required asterisk). */
export const REQUIRED_FIELDS: ReadonlySet<string> = new Set([
  'shipId',
  'reportTime',
  'utcOffsetMinutes',
  'lat',
  'lon',
  'distanceNm',
  'hoursSteaming',
  'avgSpeedKn',
  'weather.windBeaufort',
  'weather.seaState',
]);

/** A typed coordinate (decimal degrees or degrees and minutes, `04°12.3'S`); undefined when empty or unreadable. */
function coordinate(value: string | undefined, axis: 'lat' | 'lon'): number | undefined {
  const parsed = parseCoordinate(value ?? '', axis);
  return parsed.ok ? parsed.value : undefined;
}

/** A typed number: empty is missing (undefined), anything unreadable is NaN so the schema names it. */
function num(value: string | undefined): number | undefined {
  const t = (value ?? '').trim().replace(',', '.');
  return t === '' ? undefined : Number(t);
}

function fuelMap(values: NoonReportFormValues, prefix: 'fuelConsumed' | 'rob'): Record<string, number> {
  const map: Record<string, number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith(`${prefix}.`)) continue;
    const n = num(value);
    if (n !== undefined) map[key.slice(prefix.length + 1)] = n;
  }
  return map;
}

/**
 * The body to check with `createNoonReportSchema` (the same schema the server uses): a missing
 * required number stays undefined so the schema's message names the field.
 */
export function noonReportBody(
  values: NoonReportFormValues,
): Partial<Record<keyof CreateNoonReport, unknown>> {
  const nullable = (key: string) => num(values[key]) ?? null;
  return {
    shipId: values.shipId ?? '',
    reportTime: values.reportTime || undefined,
    utcOffsetMinutes: num(values.utcOffsetMinutes),
    voyage: values.voyage?.trim() ? values.voyage.trim() : null,
    lat: coordinate(values.lat, 'lat'),
    lon: coordinate(values.lon, 'lon'),
    distanceNm: num(values.distanceNm),
    hoursSteaming: num(values.hoursSteaming),
    avgSpeedKn: num(values.avgSpeedKn),
    meRpm: nullable('meRpm'),
    mePowerKw: nullable('mePowerKw'),
    fuelConsumed: fuelMap(values, 'fuelConsumed'),
    rob: fuelMap(values, 'rob'),
    weather: {
      windBeaufort: num(values['weather.windBeaufort']),
      windDirectionDeg: nullable('weather.windDirectionDeg'),
      seaState: num(values['weather.seaState']),
    },
    remarks: values.remarks?.trim() ? values.remarks.trim() : null,
  };
}

/**
 * Checks the form as the server will (the domain's `createNoonReportSchema`), with messages a user reads
 * under the fields: "Required" under an empty required field, the coordinate's own message under a
 * latitude or longitude that is neither decimal degrees nor degrees and minutes.
 */
export function checkNoonReportForm(
  values: NoonReportFormValues,
): { data: CreateNoonReport; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = createNoonReportSchema.safeParse(noonReportBody(values));
  // The schema's own messages (they name the API field), relabelled with the form's labels.
  const raw: FieldErrors = {};
  for (const issue of result.error?.issues ?? [])
    raw[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  const errors = humanizeErrors(raw);
  for (const axis of ['lat', 'lon'] as const) {
    const parsed = parseCoordinate(values[axis] ?? '', axis);
    if (!parsed.ok) errors[axis] = humanizeErrors({ [axis]: parsed.message })[axis]!;
  }
  for (const field of REQUIRED_FIELDS) if (!(values[field] ?? '').trim()) errors[field] = 'Required';
  if (result.success && Object.keys(errors).length === 0) return { data: result.data };
  return { errors };
}

/** The voyage and remaining fuel a new report starts from: what the ship's last report says. */
export interface CarriedForward {
  voyage: string;
  /** ROB per fuel at the last report, tonnes. */
  rob: FuelByType;
}

/** What a new report carries forward from the ship's last report. */
export function carriedFrom(last: NoonReportRow): CarriedForward {
  return { voyage: last.voyage ?? '', rob: last.rob };
}

/** ROB after burning `consumed` (typed text) from `before` tonnes: never below 0, to the kilogram. */
export function robAfter(before: number, consumed: string | undefined): string {
  const burnt = num(consumed);
  const left = Math.max(0, before - (burnt !== undefined && Number.isFinite(burnt) ? burnt : 0));
  return String(Math.round(left * 1000) / 1000);
}

/**
 * A new report's values with the voyage and ROB of the ship's last report filled in. A field the user
 * has typed in is kept; one that is empty or still holds what an earlier carry put there (another ship
 * chosen meanwhile) takes the new value.
 */
export function carryForward(
  values: NoonReportFormValues,
  carried: CarriedForward,
  previous: CarriedForward | null = null,
): NoonReportFormValues {
  const next = { ...values };
  if (!next.voyage || next.voyage === previous?.voyage) next.voyage = carried.voyage;
  const fuels = new Set([...Object.keys(carried.rob), ...Object.keys(previous?.rob ?? {})] as FuelType[]);
  for (const fuel of fuels) {
    const key = `rob.${fuel}`;
    const before = previous?.rob[fuel];
    const untouched =
      !next[key] || (before !== undefined && next[key] === robAfter(before, next[`fuelConsumed.${fuel}`]));
    if (!untouched) continue;
    const now = carried.rob[fuel];
    next[key] = now === undefined ? '' : robAfter(now, next[`fuelConsumed.${fuel}`]);
  }
  return next;
}

/**
 * The values after the consumption of `fuel` changed from `before` (text): the ROB follows (carried ROB
 * minus consumption) while it still shows what it would have shown for `before`, i.e. while the user
 * has not typed a ROB of his own.
 */
export function followConsumption(
  values: NoonReportFormValues,
  fuel: string,
  before: string,
  carried: CarriedForward | null,
): NoonReportFormValues {
  const start = carried?.rob[fuel as FuelType];
  const key = `rob.${fuel}`;
  if (start === undefined || values[key] !== robAfter(start, before)) return values;
  return { ...values, [key]: robAfter(start, values[`fuelConsumed.${fuel}`]) };
}

/** Fuel types the form shows: the usual ones, and any other the report has a figure for. */
export function formFuels(values: NoonReportFormValues): FuelType[] {
  const present = new Set<string>(FORM_FUELS);
  for (const [key, value] of Object.entries(values)) {
    const fuel = /^(?:fuelConsumed|rob)\.(.+)$/.exec(key)?.[1];
    if (fuel && value) present.add(fuel);
  }
  return FUEL_TYPES.filter((f) => present.has(f));
}

/** Average speed from distance and hours steaming, as the officer would work it out (2 decimals). */
export function suggestedSpeed(values: NoonReportFormValues): string | null {
  const distance = num(values.distanceNm);
  const hours = num(values.hoursSteaming);
  if (distance === undefined || hours === undefined || !(hours > 0) || Number.isNaN(distance)) return null;
  return (Math.round((distance / hours) * 100) / 100).toString();
}

/** Labels of the form's fields, for messages that name them. */
export const FIELD_LABELS: Record<string, string> = {
  shipId: 'Ship',
  reportTime: 'Report time',
  utcOffsetMinutes: "Ship's time zone",
  voyage: 'Voyage',
  lat: 'Latitude',
  lon: 'Longitude',
  distanceNm: 'Distance',
  hoursSteaming: 'Hours steaming',
  avgSpeedKn: 'Average speed',
  meRpm: 'Main engine RPM',
  mePowerKw: 'Main engine power',
  'weather.windBeaufort': 'Wind force',
  'weather.windDirectionDeg': 'Wind direction',
  'weather.seaState': 'Sea state',
  remarks: 'Remarks',
};

/**
 * The schema's messages name fields as the API does ("distanceNm must be …"); under a field the user
 * reads its label instead ("Distance must be …"). A missing value reads "Required".
 */
export function humanizeErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (/ is required$/.test(message)) {
      out[field] = 'Required';
      continue;
    }
    if (field === 'shipId') {
      out[field] = 'Choose the ship';
      continue;
    }
    const fuel = /^(fuelConsumed|rob)\.(.+)$/.exec(field);
    const label =
      FIELD_LABELS[field] ??
      (fuel
        ? `${FUEL_SHORT[fuel[2] as FuelType] ?? fuel[2]} ${fuel[1] === 'rob' ? 'ROB' : 'consumed'}`
        : undefined);
    const path = message.split(' ')[0] ?? '';
    const named = path === field || field.startsWith(`${path}.`);
    out[field] = label && named ? `${label}${message.slice(path.length).replace(/^ amounts/, '')}` : message;
  }
  return out;
}
