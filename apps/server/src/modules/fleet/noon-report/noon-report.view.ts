import {
  checkNoonReports,
  noonReportCo2,
  type CreateNoonReport,
  type NoonReportRow,
  type NoonReportTiming,
  type UpdateNoonReport,
} from '@keel/domain';
import type { NeighbourTiming, NoonReportPageRow, NoonReportRecord } from './noon-report.repo';
import type { NoonReportInsert } from './noon-report.table';

/** Flags of a report in the API's shape. */
export type RowFlags = NoonReportRow['flags'];

const NO_FLAGS: RowFlags = { duplicate: false, gap: false, hoursSincePrevious: null };

/** A stored report in the API's shape, with its CO₂ (domain emissions) and its flags. */
export function toNoonReportRow(record: NoonReportRecord, flags: RowFlags = NO_FLAGS): NoonReportRow {
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
    flags,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    version: record.version,
  };
}

interface Timed {
  id: string;
  shipId: string;
  reportTime: Date;
}

const byTimeThenId = (a: Timed, b: Timed) =>
  a.reportTime.getTime() - b.reportTime.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Duplicate and gap flags (domain `checkNoonReports`) of listed reports, from the reports themselves
 * and the neighbours the page query brought: per ship, every listed report's previous and next report
 * is in the set, so each one's interval and same-time twin are seen exactly as in the whole history.
 */
export function flagsOfPage(rows: readonly NoonReportPageRow[]): Map<string, RowFlags> {
  const byShip = new Map<string, Map<string, Timed>>();
  const add = (t: Timed) => {
    const set = byShip.get(t.shipId) ?? new Map<string, Timed>();
    set.set(t.id, t);
    byShip.set(t.shipId, set);
  };
  for (const row of rows) {
    add(row);
    if (row.prevId && row.prevTime) add({ id: row.prevId, shipId: row.shipId, reportTime: row.prevTime });
    if (row.nextId && row.nextTime) add({ id: row.nextId, shipId: row.shipId, reportTime: row.nextTime });
  }
  const flags = new Map<string, RowFlags>();
  for (const set of byShip.values()) {
    const ordered = [...set.values()].sort(byTimeThenId);
    const timings: NoonReportTiming[] = ordered.map((t) => ({
      id: t.id,
      reportTime: t.reportTime.toISOString(),
    }));
    for (const f of checkNoonReports(timings))
      flags.set(f.id, { duplicate: f.duplicate, gap: f.gap, hoursSincePrevious: f.hoursSincePrevious });
  }
  return flags;
}

/** Flags of one report from its two neighbours. */
export function flagsOfOne(
  record: NoonReportRecord,
  neighbours: { prev: NeighbourTiming | null; next: NeighbourTiming | null },
): RowFlags {
  const page: NoonReportPageRow = {
    ...record,
    cursorValue: '',
    prevId: neighbours.prev?.id ?? null,
    prevTime: neighbours.prev?.reportTime ?? null,
    nextId: neighbours.next?.id ?? null,
    nextTime: neighbours.next?.reportTime ?? null,
  };
  return flagsOfPage([page]).get(record.id) ?? NO_FLAGS;
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
  set('rob', fields.rob);
  set('remarks', fields.remarks);
  if (fields.weather) {
    set('windBeaufort', fields.weather.windBeaufort);
    set('windDirectionDeg', fields.weather.windDirectionDeg);
    set('seaState', fields.weather.seaState);
  }
  return columns;
}
