import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DATE_TIME_FORMAT, FUEL_TYPES, type FuelByType } from '@keel/domain';
import { FUEL_SHORT } from './noon-report-form';

dayjs.extend(utc);

/** A UTC time as YYYY/MM/DD HH:mm (spec §9). */
export const formatUtc = (iso: string) => dayjs.utc(iso).format(DATE_TIME_FORMAT);

/** "UTC+05:30". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A latitude or longitude as degrees and decimal minutes: 36°30.0′N. */
export function formatCoordinate(value: number, axis: 'lat' | 'lon'): string {
  const hemisphere = axis === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.round((abs - degrees) * 600) / 10;
  if (minutes >= 60) {
    degrees += 1;
    minutes = 0;
  }
  const width = axis === 'lat' ? 2 : 3;
  return `${String(degrees).padStart(width, '0')}°${minutes.toFixed(1).padStart(4, '0')}′${hemisphere}`;
}

/** Tonnes per fuel type, "HFO 28.40 · MGO 1.10"; an em dash for none. */
export function formatFuel(fuel: FuelByType, decimals = 2): string {
  const parts = FUEL_TYPES.filter((f) => fuel[f] !== undefined).map(
    (f) => `${FUEL_SHORT[f]} ${fuel[f]!.toFixed(decimals)}`,
  );
  return parts.length ? parts.join(' · ') : '—';
}

/** A number with grouping and fixed decimals. */
export const formatNumber = (value: number | null | undefined, decimals = 1) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
