import {
  noonReportCo2,
  noonReportFlagsBetween,
  type CreateNoonReport,
  type NoonReportRow,
  type UpdateNoonReport,
} from '@keel/domain';
import type { NoonReportJsonRow, NoonReportRecord } from './noon-report.repo';
import type { NoonReportInsert } from './noon-report.table';

/**
 * A stored report in the API's shape, with its CO₂ (domain emissions) and its duplicate/gap flags
 * (domain `noonReportFlagsBetween`, from the neighbour times the row carries).
 */
export function toNoonReportRow(record: NoonReportRecord): NoonReportRow {
  const { co2Tonnes, co2ByFuel } = noonReportCo2(record.fuelConsumed);
  return {
    id: record.id,
    shipId: record.shipId,
    reportTime: record.reportTime.toISOString(),
    utcOffsetMinutes: record.utcOffsetMinutes,
    voyage: record.voyage,
    lat: record.lat,
    lon: record.lon,
    distanceNm: record.distanceNm,
    hoursSteaming: record.hoursSteaming,
    avgSpeedKn: record.avgSpeedKn,
    meRpm: record.meRpm,
    mePowerKw: record.mePowerKw,
    fuelConsumed: record.fuelConsumed,
    rob: record.rob,
    weather: {
      windBeaufort: record.windBeaufort,
      windDirectionDeg: record.windDirectionDeg,
      seaState: record.seaState,
    },
    remarks: record.remarks,
    co2Tonnes,
    co2ByFuel,
    flags: noonReportFlagsBetween(
      record.prevReportTime?.getTime() ?? null,
      record.reportTime.getTime(),
      record.nextReportTime?.getTime() ?? null,
    ),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    version: record.version,
  };
}

/**
 * A listed report's JSON: the API JSON the row trigger keeps (`json`, everything but the flags) with the
 * duplicate/gap flags the domain computes from the neighbour times appended, so the answer equals
 * `toNoonReportRow`'s through the response schema without parsing and re-serialising the row.
 */
export function noonReportRowJson(row: NoonReportJsonRow): string {
  const flags = noonReportFlagsBetween(row.prevReportTime, row.reportTime, row.nextReportTime);
  // The object is never empty (it always has an id), so a comma joins the flags. A finite number's
  // JSON is its String().
  return `${row.json.slice(0, -1)},"flags":{"duplicate":${flags.duplicate},"gap":${flags.gap},"hoursSincePrevious":${flags.hoursSincePrevious}}}`;
}

type ReportFields = Omit<CreateNoonReport, 'shipId'>;

/** The columns of the fields given (a whole new report, or the changed fields of an update). */
export function toColumns(
  fields: Partial<ReportFields> | Omit<UpdateNoonReport, 'version'>,
): Partial<NoonReportInsert> {
  const columns: Partial<NoonReportInsert> = {};
  const set = <K extends keyof NoonReportInsert>(key: K, value: NoonReportInsert[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('reportTime', fields.reportTime === undefined ? undefined : new Date(fields.reportTime));
  set('utcOffsetMinutes', fields.utcOffsetMinutes);
  set('voyage', fields.voyage);
  set('lat', fields.lat);
  set('lon', fields.lon);
  set('distanceNm', fields.distanceNm);
  set('hoursSteaming', fields.hoursSteaming);
  set('avgSpeedKn', fields.avgSpeedKn);
  set('meRpm', fields.meRpm);
  set('mePowerKw', fields.mePowerKw);
  set('fuelConsumed', fields.fuelConsumed);
  // The CO₂ is stored beside the fuel it comes from (the table's page reads it; see the table).
  if (fields.fuelConsumed !== undefined) Object.assign(columns, noonReportCo2(fields.fuelConsumed));
  set('rob', fields.rob);
  set('remarks', fields.remarks);
  if (fields.weather) {
    set('windBeaufort', fields.weather.windBeaufort);
    set('windDirectionDeg', fields.weather.windDirectionDeg);
    set('seaState', fields.weather.seaState);
  }
  return columns;
}
