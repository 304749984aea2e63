import { z } from 'zod';

// prettier-ignore
const CODES = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD ' +
  'CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD ' +
  'GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT ' +
  'LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR ' +
  'NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP ' +
  'STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG ' +
  'XOF XPF YER ZAR ZMW ZWG'
).split(' ');

/**
 * The ISO 4217 codes of currencies in circulation that a company may invoice or be quoted in
 * (no fund codes such as BOV or USN, no precious metals, no withdrawn currencies such as HRK).
 */
export const ISO_4217_CODES: readonly string[] = CODES;

const CODE_SET = new Set(CODES);

/** True when `code` is an ISO 4217 currency in circulation (upper case, e.g. `"USD"`). */
export function isIso4217Code(code: string): boolean {
  return CODE_SET.has(code);
}

/**
 * A currency field that must name a currency in circulation (stricter than the money module's shape
 * check): trimmed, upper-cased, e.g. `currency must be an ISO 4217 currency code such as USD`.
 */
export function iso4217Schema(field = 'currency') {
  const message = `${field} must be an ISO 4217 currency code such as USD`;
  return z.string({ error: message }).trim().toUpperCase().refine(isIso4217Code, { message });
}
