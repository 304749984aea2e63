import { isCountryCode } from '../common/country';

/**
 * IBAN length of each country in the ISO 13616 registry (SWIFT IBAN Registry, 2024 edition), by the
 * IBAN's country code. Territories that use their parent's format under their own code (Åland, the
 * French overseas departments and collectivities) are listed with the parent's length.
 */
// prettier-ignore
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AX: 18, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BL: 27,
  BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29,
  ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GF: 27, GI: 23, GL: 18, GP: 27, GR: 27,
  GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20,
  LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MF: 27, MK: 19,
  MN: 20, MQ: 27, MR: 27, MT: 31, MU: 30, NC: 27, NI: 28, NL: 18, NO: 15, OM: 23, PF: 27, PK: 24,
  PL: 28, PM: 27, PS: 29, PT: 25, QA: 29, RE: 27, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18,
  SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TF: 27, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, WF: 27, XK: 20, YE: 30, YT: 27,
};

/** The outcome of a check: the value in its stored form, or a message naming the field. */
export type CheckResult = { ok: true; value: string } | { ok: false; message: string };

/** True when the country issues IBANs (an account there is identified by its IBAN). */
export function usesIban(country: string): boolean {
  return country.toUpperCase() in IBAN_LENGTHS;
}

/** The IBAN's electronic form: spaces (and other separators people type) removed, upper case. */
export function electronicIban(input: string): string {
  return input.replace(/[\s\-.]/g, '').toUpperCase();
}

/**
 * ISO 7064 MOD 97-10 of an IBAN in electronic form: the first four characters moved to the end,
 * letters as 10–35, the number taken modulo 97 piece by piece (no big integers needed).
 */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/**
 * Checks an IBAN as ISO 13616 says: spaces and lower case accepted; letters and digits only; a
 * country of the registry; that country's length; two check digits; MOD 97-10 remainder 1. On
 * success `value` is the electronic form (`GB82WEST12345698765432`).
 */
export function checkIban(input: string, field = 'iban'): CheckResult {
  const iban = electronicIban(input);
  if (!iban) return { ok: false, message: `${field} is required` };
  if (!/^[A-Z0-9]+$/.test(iban))
    return { ok: false, message: `${field} may hold only letters, digits and spaces` };
  const country = iban.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(country))
    return { ok: false, message: `${field} must start with a two-letter country code` };
  const length = IBAN_LENGTHS[country];
  if (length === undefined)
    return { ok: false, message: `${field}: ${country} does not issue IBANs (use the account number)` };
  if (iban.length !== length)
    return {
      ok: false,
      message: `${field}: a ${country} IBAN has ${length} characters, this one has ${iban.length}`,
    };
  if (!/^\d{2}$/.test(iban.slice(2, 4)))
    return { ok: false, message: `${field}: the 3rd and 4th characters must be the check digits` };
  if (ibanRemainder(iban) !== 1)
    return { ok: false, message: `${field}: the check digits do not match (mistyped IBAN?)` };
  return { ok: true, value: iban };
}

/** An IBAN in its print form: groups of four separated by spaces (`GB82 WEST 1234 5698 7654 32`). */
export function formatIban(iban: string): string {
  return electronicIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Checks a BIC as ISO 9362 says: 8 or 11 characters — business party prefix (4 letters or digits),
 * an ISO 3166-1 country code, business party suffix (2), optional branch (3). Spaces and lower case
 * accepted; `value` is the upper-case form without spaces.
 */
export function checkBic(input: string, field = 'bic'): CheckResult {
  const bic = input.replace(/\s/g, '').toUpperCase();
  if (!bic) return { ok: false, message: `${field} is required` };
  if (bic.length !== 8 && bic.length !== 11)
    return { ok: false, message: `${field} must have 8 or 11 characters, this one has ${bic.length}` };
  if (!/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    return {
      ok: false,
      message: `${field} must be 4 letters or digits, a country code, 2 letters or digits and an optional 3-character branch`,
    };
  const country = bic.slice(4, 6);
  if (!isCountryCode(country)) return { ok: false, message: `${field}: ${country} is not a country code` };
  return { ok: true, value: bic };
}

/**
 * The IBAN of a country's BBAN (basic bank account number): the two MOD 97-10 check digits computed
 * as ISO 13616 says (98 − remainder of BBAN + country + "00"). Throws when the result is not a valid
 * IBAN of that country (wrong length).
 */
export function ibanFromBban(country: string, bban: string): string {
  const code = country.toUpperCase();
  const body = electronicIban(bban);
  const check = 98 - ibanRemainder(`${code}00${body}`);
  const iban = `${code}${String(check).padStart(2, '0')}${body}`;
  const checked = checkIban(iban);
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
}
