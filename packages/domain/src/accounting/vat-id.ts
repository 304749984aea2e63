import { isEuMemberState } from '../common/country';

/** Longest tax id Keel stores (EU VAT ids are at most 14 characters; other countries' ids vary). */
export const MAX_TAX_ID_LENGTH = 30;

/** The format of one EU member state's VAT id, as the European Commission's VIES service checks it. */
export interface VatIdFormat {
  /** The VAT prefix: the country code, except Greece (`EL`). */
  prefix: string;
  /** The whole id including the prefix, without spaces or punctuation. */
  pattern: RegExp;
  /** What follows the prefix, in words. */
  description: string;
  /** A well-formed example. */
  example: string;
}

const f = (prefix: string, body: string, description: string, example: string): VatIdFormat => ({
  prefix,
  pattern: new RegExp(`^${prefix}(?:${body})$`),
  description,
  example,
});

/** VAT id formats of the EU member states, by ISO 3166-1 alpha-2 country code. */
export const EU_VAT_ID_FORMATS: Readonly<Record<string, VatIdFormat>> = {
  AT: f('AT', 'U\\d{8}', 'U and 8 digits', 'ATU12345678'),
  BE: f('BE', '[01]\\d{9}', '10 digits starting with 0 or 1', 'BE0123456789'),
  BG: f('BG', '\\d{9,10}', '9 or 10 digits', 'BG123456789'),
  CY: f('CY', '\\d{8}[A-Z]', '8 digits and a letter', 'CY12345678X'),
  CZ: f('CZ', '\\d{8,10}', '8 to 10 digits', 'CZ12345678'),
  DE: f('DE', '\\d{9}', '9 digits', 'DE123456789'),
  DK: f('DK', '\\d{8}', '8 digits', 'DK12345678'),
  EE: f('EE', '\\d{9}', '9 digits', 'EE123456789'),
  ES: f(
    'ES',
    '[A-Z]\\d{7}[A-Z0-9]|\\d{8}[A-Z]',
    '9 characters, the first or the last a letter',
    'ESX1234567X',
  ),
  FI: f('FI', '\\d{8}', '8 digits', 'FI12345678'),
  FR: f('FR', '[0-9A-HJ-NP-Z]{2}\\d{9}', '2 digits or letters (no I or O) and 9 digits', 'FR12345678901'),
  GR: f('EL', '\\d{9}', '9 digits', 'EL123456789'),
  HR: f('HR', '\\d{11}', '11 digits', 'HR12345678901'),
  HU: f('HU', '\\d{8}', '8 digits', 'HU12345678'),
  IE: f(
    'IE',
    '\\d{7}[A-W][A-IW]?|\\d[A-Z+*]\\d{5}[A-W]',
    '8 or 9 characters: 7 digits and 1–2 letters',
    'IE1234567WA',
  ),
  IT: f('IT', '\\d{11}', '11 digits', 'IT12345678901'),
  LT: f('LT', '\\d{9}|\\d{12}', '9 or 12 digits', 'LT123456789'),
  LU: f('LU', '\\d{8}', '8 digits', 'LU12345678'),
  LV: f('LV', '\\d{11}', '11 digits', 'LV12345678901'),
  MT: f('MT', '\\d{8}', '8 digits', 'MT12345678'),
  NL: f('NL', '\\d{9}B\\d{2}', '9 digits, B and 2 digits', 'NL123456789B01'),
  PL: f('PL', '\\d{10}', '10 digits', 'PL1234567890'),
  PT: f('PT', '\\d{9}', '9 digits', 'PT123456789'),
  RO: f('RO', '[1-9]\\d{1,9}', '2 to 10 digits', 'RO1234567'),
  SE: f('SE', '\\d{10}01', '12 digits ending in 01', 'SE123456789701'),
  SI: f('SI', '\\d{8}', '8 digits', 'SI12345678'),
  SK: f('SK', '\\d{10}', '10 digits', 'SK1234567890'),
};

/** Every EU VAT prefix, plus GR (written for Greece's EL) and XI (Northern Ireland). */
const VAT_PREFIXES = new Set([...Object.values(EU_VAT_ID_FORMATS).map((f) => f.prefix), 'GR', 'XI']);

/** Upper-cases and strips the spaces, dots and hyphens people write into VAT ids. */
export function compactVatId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

/** The outcome of {@link checkTaxId}: the id to store, or the reason it is refused. */
export type TaxIdCheck = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * Checks a customer's tax id against the customer's country. For an EU member state the id must be
 * that state's VAT id (prefix + national format, e.g. `DE123456789`; Greece's prefix is `EL`, and `GR`
 * is accepted for it); the prefix may be left out (but another state's prefix is never taken for it) and spaces, dots and hyphens are dropped, so
 * `"123 456 789"` for Germany is stored as `DE123456789`. Elsewhere the id is free text of at most
 * {@link MAX_TAX_ID_LENGTH} characters. An empty id is null (no tax id).
 */
export function checkTaxId(country: string, taxId: string | null | undefined, field = 'taxId'): TaxIdCheck {
  const text = (taxId ?? '').trim();
  if (text === '') return { ok: true, value: null };
  if (text.length > MAX_TAX_ID_LENGTH)
    return { ok: false, message: `${field} must be at most ${MAX_TAX_ID_LENGTH} characters` };
  const format = isEuMemberState(country) ? EU_VAT_ID_FORMATS[country] : undefined;
  if (!format) return { ok: true, value: text };
  let compact = compactVatId(text);
  if (country === 'GR' && compact.startsWith('GR')) compact = `EL${compact.slice(2)}`;
  if (format.pattern.test(compact)) return { ok: true, value: compact };
  const otherPrefix = VAT_PREFIXES.has(compact.slice(0, 2));
  if (!otherPrefix && format.pattern.test(format.prefix + compact))
    return { ok: true, value: format.prefix + compact };
  return {
    ok: false,
    message: `${field} must be a ${country} VAT id: ${format.prefix} followed by ${format.description}, e.g. ${format.example}`,
  };
}

/** True when `value` is a well-formed VAT id of the EU member state `country`. */
export function isValidEuVatId(country: string, value: string): boolean {
  const format = EU_VAT_ID_FORMATS[country];
  return format !== undefined && format.pattern.test(compactVatId(value));
}

/**
 * Checks the company's own VAT id (company settings; printed on invoices and credit notes). Spaces, dots,
 * hyphens and slashes are dropped and letters upper-cased. An id that starts with an EU VAT prefix (or `XI`
 * for Northern Ireland, checked as the UK's 9 or 12 digits) must have that state's format; any other id
 * (Norway's `NO123456789MVA`, Singapore's GST number, …) is 4 to {@link MAX_TAX_ID_LENGTH} letters and
 * digits. An empty id is null (none).
 */
export function checkCompanyVatId(value: string | null | undefined, field = 'VAT id'): TaxIdCheck {
  const text = (value ?? '').trim();
  if (text === '') return { ok: true, value: null };
  let compact = compactVatId(text);
  if (compact.startsWith('GR')) compact = `EL${compact.slice(2)}`;
  if (compact.length > MAX_TAX_ID_LENGTH)
    return { ok: false, message: `${field} must be at most ${MAX_TAX_ID_LENGTH} characters` };
  if (!/^[A-Z0-9]{4,}$/.test(compact))
    return { ok: false, message: `${field} must hold letters and digits only, at least 4` };
  const prefix = compact.slice(0, 2);
  if (prefix === 'XI')
    return /^XI(\d{9}|\d{12})$/.test(compact)
      ? { ok: true, value: compact }
      : { ok: false, message: `${field} must be XI followed by 9 or 12 digits, e.g. XI123456789` };
  const format = Object.values(EU_VAT_ID_FORMATS).find((f) => f.prefix === prefix);
  if (!format || format.pattern.test(compact)) return { ok: true, value: compact };
  return {
    ok: false,
    message: `${field} must be ${format.prefix} followed by ${format.description}, e.g. ${format.example}`,
  };
}
