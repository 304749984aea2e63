/**
 * Kinds and the standard catalogue of ship certificates.
 *
 * Validity and survey regimes: SOLAS 1974 reg. I/7–I/10, I/14 (HSSC); Load Line 1966/88 art. 14, 19;
 * MARPOL Annex I reg. 6, Annex IV reg. 4, Annex VI reg. 5–6, 9; ISM Code §13–14; ISPS Code A/19;
 * MLC 2006 reg. 5.1.3; IACS class rules (5-year class period, annual surveys ±3 months).
 */

/** Kinds of certificate: issued under a convention by or for the flag, by the class society, or other. */
export const CERTIFICATE_KINDS = ['statutory', 'class', 'other'] as const;
/** A certificate kind. */
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** Labels of the certificate kinds. */
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  statutory: 'Statutory',
  class: 'Class',
  other: 'Other',
};

/** A standard certificate type of the catalogue. */
export interface CertificateType {
  /** Stable code stored on the certificate. */
  code: string;
  /** Full name. */
  name: string;
  /** Short name used in lists. */
  shortName: string;
  kind: CertificateKind;
  /** Usual validity in years; null when the certificate does not expire (IEE). */
  defaultValidityYears: number | null;
  /**
   * Whether annual/intermediate/periodical surveys fall in windows of ±3 months around each
   * anniversary date. False where there is no such survey (ISPP) or where the intermediate
   * verification is "between the second and third anniversary" instead (SMC, ISSC, MLC).
   */
  hasSurveyWindows: boolean;
}

/** The standard certificates of a cargo ship, in the order a certificate list usually shows them. */
export const CERTIFICATE_TYPES = [
  {
    code: 'SOLAS_SC',
    name: 'Cargo Ship Safety Construction Certificate',
    shortName: 'Safety Construction',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: true,
  },
  {
    code: 'SOLAS_SE',
    name: 'Cargo Ship Safety Equipment Certificate',
    shortName: 'Safety Equipment',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: true,
  },
  {
    code: 'SOLAS_SR',
    name: 'Cargo Ship Safety Radio Certificate',
    shortName: 'Safety Radio',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: true,
  },
  {
    code: 'LOAD_LINE',
    name: 'International Load Line Certificate',
    shortName: 'Load Line',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: true,
  },
  {
    code: 'IOPP',
    name: 'International Oil Pollution Prevention Certificate',
    shortName: 'IOPP',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: true,
  },
  {
    code: 'ISPP',
    name: 'International Sewage Pollution Prevention Certificate',
    shortName: 'ISPP',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: false,
  },
  {
    code: 'IAPP',
    name: 'International Air Pollution Prevention Certificate',
    shortName: 'IAPP',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: true,
  },
  {
    code: 'IEE',
    name: 'International Energy Efficiency Certificate',
    shortName: 'IEE',
    kind: 'statutory',
    defaultValidityYears: null,
    hasSurveyWindows: false,
  },
  {
    code: 'ISM_SMC',
    name: 'Safety Management Certificate',
    shortName: 'ISM SMC',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: false,
  },
  {
    code: 'ISM_DOC',
    name: 'Document of Compliance (ISM)',
    shortName: 'ISM DOC',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: true,
  },
  {
    code: 'ISSC',
    name: 'International Ship Security Certificate',
    shortName: 'ISSC',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: false,
  },
  {
    code: 'MLC',
    name: 'Maritime Labour Certificate',
    shortName: 'MLC',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: false,
  },
  {
    code: 'CLASS',
    name: 'Certificate of Class',
    shortName: 'Class',
    kind: 'class',
    defaultValidityYears: 5,
    hasSurveyWindows: true,
  },
] as const satisfies readonly CertificateType[];

/** Code of a standard certificate type. */
export type CertificateTypeCode = (typeof CERTIFICATE_TYPES)[number]['code'];

/** Codes of the standard certificate types. */
export const CERTIFICATE_TYPE_CODES = CERTIFICATE_TYPES.map((t) => t.code) as [
  CertificateTypeCode,
  ...CertificateTypeCode[],
];

/** The standard certificate type of `code`, or undefined for an unknown code. */
export function certificateTypeByCode(code: string): CertificateType | undefined {
  return CERTIFICATE_TYPES.find((t) => t.code === code);
}
