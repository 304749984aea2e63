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
