import { z } from 'zod';
import { isCountryCode } from '../common/country';

/**
 * True when `value` is a well-formed UN/LOCODE: an ISO 3166-1 alpha-2 country code followed by a
 * 3-character location code of letters and the digits 2–9 (UN/LOCODE leaves out 0 and 1 so they are
 * not mistaken for O and I), e.g. `NLRTM` Rotterdam, `SGSIN` Singapore, `AEFJR` Fujairah.
 */
export function isUnLocode(value: string): boolean {
  return /^[A-Z]{2}[A-Z2-9]{3}$/.test(value) && isCountryCode(value.slice(0, 2));
}

/** Upper-cases a LOCODE and drops the space often written after the country (`"nl rtm"` → `"NLRTM"`). */
export function normalizeLocode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '');
}

/** A UN/LOCODE field; the message names the field and shows an example. */
export function locodeSchema(field = 'locode') {
  const message = `${field} must be a UN/LOCODE: a 2-letter country code and 3 letters or digits, such as NLRTM`;
  return z.string({ error: message }).transform(normalizeLocode).refine(isUnLocode, { message });
}
