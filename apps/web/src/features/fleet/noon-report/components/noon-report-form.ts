import { FUEL_TYPES, type CreateNoonReport, type FuelType, type NoonReportRow } from '@keel/domain';

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
    lat: num(values.lat),
    lon: num(values.lon),
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
 * reads its label instead ("Distance must be …"). A missing ship reads "Choose the ship".
 */
export function humanizeErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
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
