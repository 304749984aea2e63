import type { Writable } from 'node:stream';
import { FUEL_TYPES, type FuelType, type NoonReportRow } from '@keel/domain';
import { writeTableWorkbook, type XlsxColumn } from '../../../lib/xlsx-table';

const FUEL_LABEL: Record<FuelType, string> = {
  HFO: 'HFO',
  LFO: 'LFO',
  MDO_MGO: 'MDO/MGO',
  LNG: 'LNG',
  LPG_PROPANE: 'LPG propane',
  LPG_BUTANE: 'LPG butane',
  METHANOL: 'Methanol',
  ETHANOL: 'Ethanol',
};

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** The columns of the export: fuel columns only for the fuel types that occur on the page. */
function exportColumns(
  rows: readonly NoonReportRow[],
  shipNames: ReadonlyMap<string, string>,
): XlsxColumn<NoonReportRow>[] {
  const fuels = FUEL_TYPES.filter((f) =>
    rows.some((r) => r.fuelConsumed[f] !== undefined || r.rob[f] !== undefined),
  );
  const tonnes = '#,##0.000';
  return [
    { header: 'Ship', width: 18, value: (r) => shipNames.get(r.shipId) ?? r.shipId },
    {
      header: 'Report time (UTC)',
      width: 18,
      numFmt: 'yyyy/mm/dd hh:mm',
      value: (r) => new Date(r.reportTime),
    },
    { header: 'Ship time zone', width: 14, value: (r) => offsetText(r.utcOffsetMinutes) },
    { header: 'Voyage', width: 14, value: (r) => r.voyage },
    { header: 'Latitude', width: 11, numFmt: '0.0000', value: (r) => r.lat },
    { header: 'Longitude', width: 11, numFmt: '0.0000', value: (r) => r.lon },
    { header: 'Distance (nm)', width: 13, numFmt: '#,##0.0', value: (r) => r.distanceNm },
    { header: 'Hours steaming', width: 14, numFmt: '0.00', value: (r) => r.hoursSteaming },
    { header: 'Avg speed (kn)', width: 14, numFmt: '0.00', value: (r) => r.avgSpeedKn },
    { header: 'ME RPM', width: 10, numFmt: '0.0', value: (r) => r.meRpm },
    { header: 'ME power (kW)', width: 13, numFmt: '#,##0', value: (r) => r.mePowerKw },
    ...fuels.map((f) => ({
      header: `${FUEL_LABEL[f]} consumed (t)`,
      width: 16,
      numFmt: tonnes,
      value: (r: NoonReportRow) => r.fuelConsumed[f] ?? null,
    })),
    ...fuels.map((f) => ({
      header: `${FUEL_LABEL[f]} ROB (t)`,
      width: 14,
      numFmt: tonnes,
      value: (r: NoonReportRow) => r.rob[f] ?? null,
    })),
    ...fuels.map((f) => ({
      header: `CO₂ ${FUEL_LABEL[f]} (t)`,
      width: 14,
      numFmt: tonnes,
      value: (r: NoonReportRow) => r.co2ByFuel[f] ?? null,
    })),
    { header: 'CO₂ total (t)', width: 13, numFmt: tonnes, value: (r) => r.co2Tonnes },
    { header: 'Wind (Bft)', width: 10, numFmt: '0', value: (r) => r.weather.windBeaufort },
    { header: 'Wind from (°)', width: 12, numFmt: '0', value: (r) => r.weather.windDirectionDeg },
    { header: 'Sea state (Douglas)', width: 17, numFmt: '0', value: (r) => r.weather.seaState },
    { header: 'Hours since previous', width: 18, numFmt: '0.00', value: (r) => r.flags.hoursSincePrevious },
    { header: 'Duplicate time', width: 14, value: (r) => (r.flags.duplicate ? 'Yes' : '') },
    { header: 'Gap before', width: 11, value: (r) => (r.flags.gap ? 'Yes' : '') },
    { header: 'Remarks', width: 40, value: (r) => r.remarks },
  ];
}

/**
 * Streams the rows to `out` as an .xlsx workbook (lib/xlsx-table): one sheet, bold header row frozen with
 * an autofilter, number formats per column, times as Excel date-times in UTC.
 */
export function writeNoonReportWorkbook(
  out: Writable,
  rows: readonly NoonReportRow[],
  shipNames: ReadonlyMap<string, string>,
): Promise<void> {
  return writeTableWorkbook(out, 'Noon reports', exportColumns(rows, shipNames), rows);
}
