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
