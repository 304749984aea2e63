/**
 * Kinds and the standard catalogue of ship certificates.
 *
 * Validity and survey regimes: SOLAS 1974 reg. I/7–I/10, I/14 (HSSC); Load Line 1966/88 art. 14, 19;
 * MARPOL Annex I reg. 6, Annex IV reg. 4, Annex VI reg. 5–6, 9; ISM Code §13–14; ISPS Code A/19;
 * MLC 2006 reg. 5.1.3; IACS class rules (5-year class period, annual surveys ±3 months); BWM Convention
 * reg. E-1, E-5 (harmonised surveys); AFS Convention annex 4 reg. 2 (no expiry while the anti-fouling system
 * is unchanged); CLC 1992 art. VII, Bunkers Convention 2001 art. 7 and Nairobi WRC 2007 art. 12 (valid
 * for the period of the insurance, usually the P&I year); SOLAS reg. V/14 (minimum safe manning); the
 * flag's registry law (permanent registry without expiry, provisional or time-limited with one).
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
  /**
   * Usual validity in years; null when the certificate need not expire (IEE, IAFS, a permanent registry,
   * a safe manning document without a date): the expiry date is then optional.
   */
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
    code: 'BWM',
    name: 'International Ballast Water Management Certificate',
    shortName: 'BWM',
    kind: 'statutory',
    defaultValidityYears: 5,
    hasSurveyWindows: true,
  },
  {
    code: 'IAFS',
    name: 'International Anti-fouling System Certificate',
    shortName: 'IAFS',
    kind: 'statutory',
    defaultValidityYears: null,
    hasSurveyWindows: false,
  },
  {
    code: 'CLC',
    name: 'Certificate of Insurance for Oil Pollution Damage (CLC)',
    shortName: 'CLC',
    kind: 'statutory',
    defaultValidityYears: 1,
    hasSurveyWindows: false,
  },
  {
    code: 'BUNKER_CLC',
    name: 'Certificate of Insurance for Bunker Oil Pollution Damage (Bunker CLC)',
    shortName: 'Bunker CLC',
    kind: 'statutory',
    defaultValidityYears: 1,
    hasSurveyWindows: false,
  },
  {
    code: 'WRC',
    name: 'Certificate of Insurance for Liability for Wreck Removal (WRC)',
    shortName: 'Wreck Removal',
    kind: 'statutory',
    defaultValidityYears: 1,
    hasSurveyWindows: false,
  },
  {
    code: 'SAFE_MANNING',
    name: 'Minimum Safe Manning Document',
    shortName: 'Safe Manning',
    kind: 'statutory',
    defaultValidityYears: null,
    hasSurveyWindows: false,
  },
  {
    code: 'REGISTRY',
    name: 'Certificate of Registry',
    shortName: 'Registry',
    kind: 'statutory',
    defaultValidityYears: null,
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

/**
 * The matrix column of a certificate of no standard type: its name with case and spacing ignored, so
 * "Ship Sanitation Certificate" on one ship and "ship sanitation  certificate" on another share a column.
 */
export function otherCertificateKey(name: string): string {
  return `other:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}
