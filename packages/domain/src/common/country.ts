import { z } from 'zod';

// prettier-ignore
const CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ' +
  'ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE ' +
  'VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Every officially assigned ISO 3166-1 alpha-2 country code (249), alphabetical. */
export const COUNTRY_CODES: readonly string[] = CODES;

const COUNTRY_SET = new Set(CODES);

/** True when `code` is an assigned ISO 3166-1 alpha-2 code (upper case, e.g. `"DE"`). */
export function isCountryCode(code: string): boolean {
  return COUNTRY_SET.has(code);
}

/** The 27 member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_MEMBER_STATES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** True when the country is a member state of the European Union. */
export function isEuMemberState(code: string): boolean {
  return EU_MEMBER_STATES.includes(code);
}

/**
 * A country field: an assigned ISO 3166-1 alpha-2 code, trimmed and upper-cased; the message names
 * the field, e.g. `country must be an ISO 3166-1 alpha-2 country code such as NL`.
 */
export function countryCodeSchema(field = 'country') {
  const message = `${field} must be an ISO 3166-1 alpha-2 country code such as NL`;
  return z.string({ error: message }).trim().toUpperCase().refine(isCountryCode, { message });
}
