import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '@keel/domain';

/** A date as YYYY/MM/DD (spec §9); empty for no value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}

/** A date and time as YYYY/MM/DD HH:mm (spec §9); empty for no value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}

/** Initials of a person's name for avatars ("Ada Admin" → "AA"). */
export function initials(name: string): string {
  const parts = name
    .replace(/[^\p{L}\s-]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** "1 ship", "3 ships". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
