import { compareCalendarDates } from './calendar-date';
import { CERTIFICATE_STATES, type CertificateState } from './certificate-state';
import { CERTIFICATE_TYPES, otherCertificateKey, type CertificateTypeCode } from './certificate-types';

/**
 * Pure helpers of the certificate overviews: the fleet matrix (ships × certificate types), the state
 * counts of a ship and the "falls due" horizons of the dashboard.
 */

/** Count of certificates per derived state (every state present, 0 when none). */
export type CertificateStateCounts = Record<CertificateState, number>;

/** Counts the derived states of a ship's certificates. */
export function countCertificateStates(states: Iterable<CertificateState>): CertificateStateCounts {
  const counts = Object.fromEntries(CERTIFICATE_STATES.map((s) => [s, 0])) as CertificateStateCounts;
  for (const state of states) counts[state] += 1;
  return counts;
}

/** A column of the matrix: a standard certificate type, or the certificates of no type of one name. */
export interface CertificateMatrixColumn {
  /** The type code, or `other:<name>` (see {@link otherCertificateKey}). */
  key: string;
  /** The standard type's code; null for a column of certificates of no standard type. */
  typeCode: CertificateTypeCode | null;
  /** Full name (tooltip). */
  name: string;
  /** Column heading. */
  shortName: string;
}

/** The matrix column a certificate belongs to: its type code, or the key of its name when it has none. */
export function matrixColumnKey(certificate: { typeCode: string | null; name: string }): string {
  return certificate.typeCode ?? otherCertificateKey(certificate.name);
}

/**
 * The matrix columns: every standard type, then one column per name of the certificates in force of no
 * standard type (names compared ignoring case and spacing, so ships holding the same certificate share
 * a column), by name. A column is headed by the spelling most certificates use (the first in
 * alphabetical order on a tie).
 */
export function certificateMatrixColumns(
  certificates: Iterable<{ typeCode: string | null; name: string; state: CertificateState }>,
): CertificateMatrixColumn[] {
  const spellings = new Map<string, Map<string, number>>();
  for (const c of certificates) {
    if (c.typeCode !== null || c.state === 'SUPERSEDED') continue;
    const key = otherCertificateKey(c.name);
    const counts = spellings.get(key) ?? new Map<string, number>();
    const name = c.name.trim().replace(/\s+/g, ' ');
    counts.set(name, (counts.get(name) ?? 0) + 1);
    spellings.set(key, counts);
  }
  const others: CertificateMatrixColumn[] = [...spellings].map(([key, counts]) => {
    const [name] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))[0]!;
    return { key, typeCode: null, name, shortName: name };
  });
  others.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [
    ...CERTIFICATE_TYPES.map((t) => ({
      key: t.code,
      typeCode: t.code,
      name: t.name,
      shortName: t.shortName,
    })),
    ...others,
  ];
}

/** What the matrix needs of a certificate to choose the one a cell shows. */
export interface MatrixCandidate {
  state: CertificateState;
  /** The last valid day (extension included); null for a certificate without expiry. */
  effectiveExpiry: string | null;
  issueDate: string;
}

/**
 * The certificate a matrix cell shows among a ship's certificates of one type: a certificate in force
 * (not SUPERSEDED) before a superseded one; among those, the one valid longest (no expiry counts as
 * longest), then the latest issued. Null when there is none.
 */
export function pickMatrixCertificate<T extends MatrixCandidate>(candidates: readonly T[]): T | null {
  let best: T | null = null;
  for (const c of candidates) if (best === null || rankAbove(c, best)) best = c;
  return best;
}

function rankAbove(a: MatrixCandidate, b: MatrixCandidate): boolean {
  const aLive = a.state !== 'SUPERSEDED';
  const bLive = b.state !== 'SUPERSEDED';
  if (aLive !== bLive) return aLive;
  if (a.effectiveExpiry !== b.effectiveExpiry) {
    if (a.effectiveExpiry === null) return true;
    if (b.effectiveExpiry === null) return false;
    return compareCalendarDates(a.effectiveExpiry, b.effectiveExpiry) > 0;
  }
  return compareCalendarDates(a.issueDate, b.issueDate) > 0;
}

/**
 * Whether a certificate in force expires within `days` days of today, or has expired already (an
 * expired certificate is the most urgent of all). A superseded certificate or one without expiry never
 * falls due.
 */
export function fallsDueWithin(
  certificate: { state: CertificateState; daysToExpiry: number | null },
  days: number,
): boolean {
  if (certificate.state === 'SUPERSEDED' || certificate.daysToExpiry === null) return false;
  return certificate.daysToExpiry <= days;
}

/** Horizons of the "falls due" card of the dashboard, in days. */
export const CERTIFICATE_DUE_HORIZONS = [30, 60, 90] as const;
/** A horizon of the dashboard card. */
export type CertificateDueHorizon = (typeof CERTIFICATE_DUE_HORIZONS)[number];

/** How many certificates in force have expired, and fall due within each horizon (cumulative). */
export interface CertificateDueSummary {
  expired: number;
  within30: number;
  within60: number;
  within90: number;
}

/** Sums the due certificates by horizon; each horizon includes the shorter ones and the expired. */
export function summariseDue(
  certificates: Iterable<{ state: CertificateState; daysToExpiry: number | null }>,
): CertificateDueSummary {
  const summary: CertificateDueSummary = { expired: 0, within30: 0, within60: 0, within90: 0 };
  for (const c of certificates) {
    if (c.state === 'SUPERSEDED' || c.daysToExpiry === null) continue;
    if (c.daysToExpiry < 0) summary.expired += 1;
    if (c.daysToExpiry <= 30) summary.within30 += 1;
    if (c.daysToExpiry <= 60) summary.within60 += 1;
    if (c.daysToExpiry <= 90) summary.within90 += 1;
  }
  return summary;
}
