import { describePath, toDisplayUnit, displayUnitOf } from '@keel/domain';
import type { SeriesPoint } from './api/insight';

/** The weather chart kinds of spec §3 and the paths each draws (one unit per chart). */
export const WEATHER_CHARTS = {
  temperature: ['environment.outside.temperature', 'environment.water.temperature'],
  pressure: ['environment.outside.pressure'],
  gust: ['keel.environment.wind.gust', 'environment.wind.speedTrue'],
  visibility: ['keel.environment.outside.visibility'],
  humidity: ['environment.outside.relativeHumidity'],
  wind: ['environment.wind.speedTrue', 'environment.wind.speedApparent'],
} as const;
/** A weather chart kind. */
export type WeatherChartKind = keyof typeof WEATHER_CHARTS;

/** Label with its display unit, e.g. "Speed over ground (kn)". */
export function axisLabel(path: string): string {
  const info = describePath(path);
  const unit = info ? displayUnitOf(info.unit) : '';
  return `${info?.label ?? path}${unit ? ` (${unit})` : ''}`;
}

/** A path's value in its display unit. */
export function shown(path: string, si: number): number {
  return toDisplayUnit(describePath(path)?.unit ?? '', si);
}

/**
 * Several series on one time axis: the union of their times, each series' value at each time (null
 * where it has none), converted to display units.
 */
export function alignSeries(series: { path: string; points: readonly SeriesPoint[] }[]) {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b);
  return {
    times,
    values: series.map((s) => {
      const byTime = new Map(s.points.map((p) => [p.t, p.v]));
      return times.map((t) => {
        const v = byTime.get(t);
        return v === undefined ? null : shown(s.path, v);
      });
    }),
  };
}

/**
 * Speed loss against wind: the ship's calm-weather speed per RPM (least squares through the origin
 * over points with true wind below `calmMs`, else all points), then per point the loss in % of the
 * speed expected at its RPM. Points are `{ rpmHz, stwMs, windMs }`.
 */
export function speedLoss(
  points: readonly { rpmHz: number; stwMs: number; windMs: number }[],
  calmMs = 5,
): { k: number; points: { windKn: number; lossPct: number }[] } | null {
  const usable = points.filter((p) => p.rpmHz > 0.05 && p.stwMs >= 0);
  if (usable.length === 0) return null;
  const calm = usable.filter((p) => p.windMs < calmMs);
  const fit = calm.length >= 3 ? calm : usable;
  const num = fit.reduce((s, p) => s + p.rpmHz * p.stwMs, 0);
  const den = fit.reduce((s, p) => s + p.rpmHz * p.rpmHz, 0);
  if (den === 0) return null;
  const k = num / den;
  return {
    k,
    points: usable.map((p) => ({
      windKn: shown('environment.wind.speedTrue', p.windMs),
      lossPct: ((k * p.rpmHz - p.stwMs) / (k * p.rpmHz)) * 100,
    })),
  };
}

/** A number as a CSV cell: ten significant digits, as the exports write them (no 16.000000000000025). */
const csvNumber = (v: number) => String(Number(v.toPrecision(10)));

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A time chart's data as CSV (the chart's export): a header of "Time (UTC)" and each path's label with
 * its display unit, then one line per time (ISO 8601, UTC) with the values in display units, empty where
 * a series has none. Lines end with CRLF.
 */
export function timeChartCsv(
  paths: readonly string[],
  times: readonly number[],
  values: readonly (number | null)[][],
) {
  const lines = [['Time (UTC)', ...paths.map(axisLabel)].map(csvCell).join(',')];
  times.forEach((t, i) =>
    lines.push(
      [
        new Date(t).toISOString(),
        ...values.map((v) => (v[i] === null || v[i] === undefined ? '' : csvNumber(v[i]))),
      ].join(','),
    ),
  );
  return `${lines.join('\r\n')}\r\n`;
}

/** A relation chart's data as CSV: time (UTC), then x and y in display units. */
export function relationCsv(x: string, y: string, pairs: readonly { x: number; y: number; t: number }[]) {
  const lines = [['Time (UTC)', axisLabel(x), axisLabel(y)].map(csvCell).join(',')];
  for (const p of pairs)
    lines.push([new Date(p.t).toISOString(), csvNumber(shown(x, p.x)), csvNumber(shown(y, p.y))].join(','));
  return `${lines.join('\r\n')}\r\n`;
}
