/**
 * The shape of a conning export (one row per noon, hour, minute or ten seconds; one column per
 * path in display units) and the unit conversions the export and the insight charts share.
 */
import { EXPORT_STEP_MS, type ExportFrequency } from './export.schema';
import { describePath } from './paths';

/** Display unit of each SI unit: what the bridge reads (kn, °, °C, hPa, rpm, kW, kN·m, %). */
const DISPLAY: Record<string, { unit: string; convert: (v: number) => number }> = {
  rad: { unit: '°', convert: (v) => (v * 180) / Math.PI },
  'rad/s': { unit: '°/min', convert: (v) => ((v * 180) / Math.PI) * 60 },
  'm/s': { unit: 'kn', convert: (v) => (v * 3600) / 1852 },
  K: { unit: '°C', convert: (v) => v - 273.15 },
  Pa: { unit: 'hPa', convert: (v) => v / 100 },
  Hz: { unit: 'rpm', convert: (v) => v * 60 },
  W: { unit: 'kW', convert: (v) => v / 1000 },
  'N·m': { unit: 'kN·m', convert: (v) => v / 1000 },
  ratio: { unit: '%', convert: (v) => v * 100 },
};

/** The display unit of an SI unit (`m/s` → `kn`); metres, seconds and others stay as they are. */
export function displayUnitOf(siUnit: string): string {
  return DISPLAY[siUnit]?.unit ?? siUnit;
}

/** A value in SI units converted to its display unit (`m/s` → knots, `K` → °C, …). */
export function toDisplayUnit(siUnit: string, value: number): number {
  const d = DISPLAY[siUnit];
  return d ? d.convert(value) : value;
}

/** The position path: exported as two columns, latitude and longitude in degrees. */
export const POSITION_PATH = 'navigation.position';

/** One column of an export. */
export interface ExportColumn {
  /** The path the column comes from. */
  path: string;
  /** For the position: which coordinate. */
  coordinate?: 'latitude' | 'longitude';
  header: string;
  siUnit: string;
}

/** The columns of an export of `paths`: the time first (not listed), then each path in display units. */
export function exportColumns(paths: readonly string[]): ExportColumn[] {
  const columns: ExportColumn[] = [];
  for (const path of paths) {
    if (path === POSITION_PATH) {
      columns.push({ path, coordinate: 'latitude', header: 'Latitude (°)', siUnit: 'deg' });
      columns.push({ path, coordinate: 'longitude', header: 'Longitude (°)', siUnit: 'deg' });
      continue;
    }
    const info = describePath(path);
    const unit = info ? displayUnitOf(info.unit) : '';
    const label = info?.label ?? path;
    columns.push({ path, header: unit ? `${label} (${unit})` : label, siUnit: info?.unit ?? '' });
  }
  return columns;
}

/** Noon (12:00 UTC) of the day of `ms`. */
const noonOf = (ms: number) => Math.floor(ms / 86_400_000) * 86_400_000 + 43_200_000;

/**
 * The time of the first row of an export: the bucket holding `from` (minutes, hours, ten seconds),
 * or the first noon (12:00 UTC) at or after `from` for Day (Noon).
 */
export function firstRowTime(fromMs: number, frequency: ExportFrequency): number {
  if (frequency === 'DAILY') {
    const noon = noonOf(fromMs);
    return noon >= fromMs ? noon : noon + 86_400_000;
  }
  const step = EXPORT_STEP_MS[frequency];
  return Math.floor(fromMs / step) * step;
}

/** How many row times an export of [from, to) has at its frequency (rows without data are skipped). */
export function exportRowTimeCount(fromMs: number, toMs: number, frequency: ExportFrequency): number {
  const first = firstRowTime(fromMs, frequency);
  if (first >= toMs) return 0;
  return Math.ceil((toMs - first) / EXPORT_STEP_MS[frequency]);
}

/** The sample nearest to `target` (ties: the earlier), or undefined. */
export function nearest<T extends { t: number }>(samples: readonly T[], target: number): T | undefined {
  let best: T | undefined;
  for (const s of samples)
    if (
      !best ||
      Math.abs(s.t - target) < Math.abs(best.t - target) ||
      (Math.abs(s.t - target) === Math.abs(best.t - target) && s.t < best.t)
    )
      best = s;
  return best;
}

/** One export row's values: number per path (SI), position as degrees. */
export type ExportRowValues = Map<string, number | { latitude: number; longitude: number }>;

/** The cells of a row in column order, converted to display units and rounded to 6 significant places. */
export function exportCells(columns: readonly ExportColumn[], values: ExportRowValues): (number | null)[] {
  return columns.map((c) => {
    const v = values.get(c.path);
    if (v === undefined) return null;
    if (typeof v === 'object') return c.coordinate ? round(v[c.coordinate]) : null;
    return c.coordinate ? null : round(toDisplayUnit(c.siUnit, v));
  });
}

const round = (n: number) => (Number.isFinite(n) ? Number(n.toPrecision(10)) : null);

/** `2026-11-25T12:00:00.000Z` as `2026-11-25 12:00:00` (UTC), the export's time column. */
export function exportTimeText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180); null is empty. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line with CRLF, as RFC 4180 and Excel expect. */
export function csvLine(values: readonly (string | number | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
