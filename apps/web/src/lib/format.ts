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

/**
 * Ranks, titles and honorifics that may precede a name ("Capt. Ana Petrova", "Chief Engineer Jon Berg"),
 * as lower-case word sequences; the longest match is removed first.
 */
const NAME_PREFIXES: readonly string[][] = [
  ...[
    'chief engineer',
    'chief officer',
    'chief mate',
    'staff captain',
    'first officer',
    'second officer',
    'third officer',
    'fourth officer',
    'first engineer',
    'second engineer',
    'third engineer',
    'fourth engineer',
    'electro technical officer',
    'captain',
    'capt',
    'cpt',
    'master',
    'officer',
    'engineer',
    'electrician',
    'cadet',
    'bosun',
    'eto',
    'c/e',
    'c/o',
    '2/e',
    '3/e',
    '4/e',
    '2/o',
    '3/o',
    'mr',
    'mrs',
    'ms',
    'miss',
    'dr',
    'prof',
    'sir',
    'eng',
    'ing',
  ].map((p) => p.split(' ')),
].sort((a, b) => b.length - a.length);

/** Suffixes after a name that are not part of it ("Jr.", "PhD", "III"). */
const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'msc', 'bsc']);

const bare = (word: string) => word.toLowerCase().replace(/\.+$/, '');

/**
 * Initials of a person's name for avatars, without ranks or titles: "Ada Admin" → "AA",
 * "Capt. Ana Petrova" → "AP", "Chief Engineer Jon Berg" → "JB", "Petrova, Ana (Master)" keeps the name's words.
 */
export function initials(name: string): string {
  let words = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/,.*$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  for (let again = true; again;) {
    again = false;
    for (const prefix of NAME_PREFIXES) {
      if (words.length > prefix.length && prefix.every((p, i) => bare(words[i] ?? '') === p)) {
        words = words.slice(prefix.length);
        again = true;
        break;
      }
    }
  }
  while (words.length > 1 && NAME_SUFFIXES.has(bare(words[words.length - 1] ?? '')))
    words = words.slice(0, -1);
  const parts = words
    .join(' ')
    .replace(/[^\p{L}\s-]/gu, ' ')
    .trim()
    .split(/[\s]+/)
    .filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** "1 ship", "3 ships", "2 entries": the one plural helper of the domain, for the web's imports. */
export { plural } from '@keel/domain';
