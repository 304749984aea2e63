/**
 * Words and formats shown to people (spec §9), shared by the web app and the server's e-mails and
 * documents: a count with its noun in the right number, and the one date format (YYYY/MM/DD,
 * YYYY/MM/DD HH:mm) for values the server writes out in UTC.
 */

/** Nouns whose plural is not the noun plus "s" (or "es" after s, x, z, ch, sh; "ies" after a consonant + y). */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  crew: 'crew',
  fish: 'fish',
  series: 'series',
  analysis: 'analyses',
};

/** The plural of an English noun ("vendor" → "vendors", "entry" → "entries", "box" → "boxes"). */
export function pluralOf(noun: string): string {
  const lower = noun.toLowerCase();
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular)
    return noun[0] === noun[0]?.toUpperCase() ? irregular[0]!.toUpperCase() + irregular.slice(1) : irregular;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/**
 * A count with its noun in the right number: `plural(1, 'vendor')` → "1 vendor", `plural(3, 'line')` →
 * "3 lines", `plural(0, 'day')` → "0 days". Pass `many` for a plural {@link pluralOf} does not know.
 */
export function plural(count: number, one: string, many?: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : (many ?? pluralOf(one))}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Anything a date is given as: an ISO string (`2026-12-01` or a full instant), a Date or epoch milliseconds. */
export type DateLike = string | Date | number;

function toDate(value: DateLike): Date | undefined {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * A calendar day as YYYY/MM/DD, read in UTC (a plain `YYYY-MM-DD` keeps its day); empty for no or an
 * invalid value. For texts the server writes (e-mails, PDFs); the web app formats in the user's zone.
 */
export function formatDayUtc(value: DateLike | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return '';
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/** An instant as `YYYY/MM/DD HH:mm UTC` (the zone named, as a reader of an e-mail may be anywhere). */
export function formatDateTimeUtc(value: DateLike | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return '';
  return `${formatDayUtc(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/**
 * Words of a machine code for a person when no label map names it: `rfq_cancelled` → "RFQ cancelled",
 * `shipId` → "Ship", `purchase_order` → "Purchase order". Known abbreviations stay upper case.
 */
export function humanizeCode(code: string): string {
  const words = code
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words
    .map((w) => (UPPER_WORDS.has(w) ? w.toUpperCase() : w))
    .join(' ')
    .trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : '';
}

const UPPER_WORDS = new Set([
  'rfq',
  'po',
  'imo',
  'rob',
  'co2',
  'eta',
  'etd',
  'me',
  'ae',
  'pdf',
  'url',
  'id',
  'gt',
  'dwt',
]);

/** Words of field keys that {@link humanizeCode} alone would get wrong. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  id: 'ID',
  q: 'Search text',
  imo: 'IMO number',
  taxId: 'Tax ID',
  impaCode: 'IMPA code',
  locode: 'UN/LOCODE',
  meRpm: 'ME RPM',
  mePowerKw: 'ME power (kW)',
  paymentTermsDays: 'Payment terms',
  addressLines: 'Address',
  shipIds: 'Ships',
  roleIds: 'Roles',
  email: 'E-mail',
};

/** A field key in words for a person: `shipId` → "Ship", `taxId` → "Tax ID", `deliveryPort` → "Delivery port". */
export function fieldWords(key: string): string {
  return FIELD_WORDS[key] ?? humanizeCode(key);
}

/**
 * A validation message whose first word is a camel-case field key ("taxId must be…", "shipId must be a
 * valid id") with the key in words instead ("Tax ID must be…", "Ship must be a valid id"); other
 * messages are returned as they are.
 */
export function wordedFieldMessage(message: string): string {
  const match = /^([a-z]+[A-Z][A-Za-z0-9]*) /.exec(message);
  return match ? `${fieldWords(match[1]!)}${message.slice(match[1]!.length)}` : message;
}
