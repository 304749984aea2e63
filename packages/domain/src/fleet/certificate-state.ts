import {
  addCalendarMonths,
  addCalendarYears,
  calendarDaysBetween,
  compareCalendarDates,
  formatCalendarDate,
  laterCalendarDate,
  parseCalendarDate,
} from './calendar-date';

/**
 * Derived state of a ship certificate (DOMAIN.md "Fleet and operations"): survey windows around the
 * anniversary dates, the lead time before expiry, extensions, and supersession by a renewal.
 *
 * Sources: SOLAS 1974 reg. I/2(n) ("anniversary date means the day and the month of each year which
 * will correspond to the date of expiry of the relevant certificate"), reg. I/10 (annual and
 * intermediate surveys within three months before or after each anniversary date), reg. I/14
 * (validity of renewed certificates); the same wording in the Load Line Convention and MARPOL.
 */

/** Derived certificate states, in order of precedence (highest first). */
export const CERTIFICATE_STATES = [
  'SUPERSEDED',
  'EXPIRED',
  'EXTENDED',
  'DUE',
  'WINDOW_OPEN',
  'VALID',
] as const;
/** A derived certificate state. */
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** Lead times (days before expiry) a certificate can be flagged DUE at. */
export const CERTIFICATE_LEAD_TIMES = [30, 60, 90] as const;
/** A lead time in days. */
export type CertificateLeadTime = (typeof CERTIFICATE_LEAD_TIMES)[number];
/** Lead time used when none is configured. */
export const DEFAULT_CERTIFICATE_LEAD_TIME: CertificateLeadTime = 30;

/** Months a survey window reaches before and after each anniversary date. */
export const SURVEY_WINDOW_MONTHS = 3;

/** A survey window: the anniversary date and the first and last day (both included) of the window. */
export interface SurveyWindow {
  anniversary: string;
  opens: string;
  closes: string;
}

/** The anniversary of `expiry` (`YYYY-MM-DD`) in `year`: same day and month, 29 Feb → 28 Feb in a common year. */
function anniversaryIn(expiry: string, year: number): string {
  const { year: expiryYear } = parseCalendarDate(expiry);
  return addCalendarYears(expiry, year - expiryYear);
}

/**
 * The anniversary dates of a certificate, earliest first: the day and month of the expiry date in each
 * year strictly between the issue and the expiry date. An expiry of 29 February falls on 28 February
 * in common years.
 *
 * An anniversary within three months after the issue date is left out: that is where a certificate
 * renewed early (SOLAS I/14(b)(i): renewal completed within three months before expiry) starts its
 * new validity, the renewal survey just done stands for it, and no survey window opens there.
 */
export function anniversaryDates(issueDate: string, expiryDate: string): string[] {
  const issueYear = parseCalendarDate(issueDate).year;
  const expiryYear = parseCalendarDate(expiryDate).year;
  const firstAllowed = addCalendarMonths(issueDate, SURVEY_WINDOW_MONTHS);
  const dates: string[] = [];
  for (let year = issueYear; year < expiryYear; year += 1) {
    const anniversary = anniversaryIn(expiryDate, year);
    if (
      compareCalendarDates(anniversary, firstAllowed) > 0 &&
      compareCalendarDates(anniversary, expiryDate) < 0
    )
      dates.push(anniversary);
  }
  return dates;
}

/**
 * The survey windows of a certificate: three calendar months before to three calendar months after each
 * anniversary date, both ends included; a shorter target month clamps the day to its last day
 * (anniversary 31 Aug opens 31 May and closes 30 Nov; anniversary 30 Nov closes 28/29 Feb).
 */
export function surveyWindows(issueDate: string, expiryDate: string): SurveyWindow[] {
  return anniversaryDates(issueDate, expiryDate).map((anniversary) => ({
    anniversary,
    opens: addCalendarMonths(anniversary, -SURVEY_WINDOW_MONTHS),
    closes: addCalendarMonths(anniversary, SURVEY_WINDOW_MONTHS),
  }));
}

/** What the state of a certificate is derived from. Dates are `YYYY-MM-DD`. */
export interface CertificateStateInput {
  issueDate: string;
  /** Null for a certificate without expiry (e.g. the IEE certificate, valid for the ship's life). */
  expiryDate: string | null;
  /** Whether annual/intermediate surveys fall in windows around the anniversary dates. */
  hasSurveyWindows: boolean;
  /** Extension granted beyond the expiry date, if any. */
  extendedUntil?: string | null;
  /** Date from which a renewal replaced this certificate, if any. */
  supersededAt?: string | null;
  /** Id of the certificate that replaced this one, if any. */
  supersededBy?: string | null;
  /** Days before the (effective) expiry from which the certificate is DUE; 30 by default. */
  leadTimeDays?: CertificateLeadTime;
  /** The day to evaluate, `YYYY-MM-DD` (UTC calendar day). */
  today: string;
}

/** The derived state of a certificate on a given day. */
export interface CertificateStatus {
  state: CertificateState;
  /**
   * Days from today to the effective expiry: 0 on the expiry day itself (still valid until the end of
   * that day), negative once expired; null when the certificate has no expiry.
   */
  daysToExpiry: number | null;
  /** The survey window today lies in, if any. */
  currentWindow: SurveyWindow | null;
  /** The next survey window that opens after today, if any. */
  nextWindow: SurveyWindow | null;
  /** The last valid day: the extension when one reaches beyond the expiry date, else the expiry date. */
  effectiveExpiry: string | null;
}

/** Whether `today` is on or after the supersession (or the certificate is superseded without a date). */
function isSuperseded(input: CertificateStateInput): boolean {
  if (input.supersededAt) return compareCalendarDates(input.today, input.supersededAt) >= 0;
  return Boolean(input.supersededBy);
}

/**
 * The state of a certificate on `today`. Precedence: SUPERSEDED > EXPIRED (today after the effective
 * expiry) > EXTENDED (today after the expiry date but not after the extension) > DUE (effective expiry
 * within the lead time) > WINDOW_OPEN (today inside a survey window) > VALID. The expiry day itself is
 * still valid. A certificate without expiry is VALID until superseded.
 */
export function certificateState(input: CertificateStateInput): CertificateStatus {
  const { issueDate, expiryDate, today } = input;
  parseCalendarDate(today);
  parseCalendarDate(issueDate);
  const leadTimeDays = input.leadTimeDays ?? DEFAULT_CERTIFICATE_LEAD_TIME;
  const superseded = isSuperseded(input);

  if (expiryDate === null) {
    return {
      state: superseded ? 'SUPERSEDED' : 'VALID',
      daysToExpiry: null,
      currentWindow: null,
      nextWindow: null,
      effectiveExpiry: null,
    };
  }

  const effectiveExpiry = input.extendedUntil
    ? laterCalendarDate(expiryDate, input.extendedUntil)
    : expiryDate;
  const daysToExpiry = calendarDaysBetween(today, effectiveExpiry);
  const windows = input.hasSurveyWindows ? surveyWindows(issueDate, expiryDate) : [];
  const currentWindow =
    windows.find(
      (w) => compareCalendarDates(w.opens, today) <= 0 && compareCalendarDates(today, w.closes) <= 0,
    ) ?? null;
  const nextWindow = windows.find((w) => compareCalendarDates(w.opens, today) > 0) ?? null;

  let state: CertificateState;
  if (superseded) state = 'SUPERSEDED';
  else if (daysToExpiry < 0) state = 'EXPIRED';
  else if (compareCalendarDates(today, expiryDate) > 0) state = 'EXTENDED';
  else if (daysToExpiry <= leadTimeDays) state = 'DUE';
  else if (currentWindow) state = 'WINDOW_OPEN';
  else state = 'VALID';

  return { state, daysToExpiry, currentWindow, nextWindow, effectiveExpiry };
}

/**
 * The date a renewed certificate's validity counts from (SOLAS I/14(b), Load Line art. 19, MARPOL):
 * - renewal survey completed within three months before the old expiry, or after it: the old expiry
 *   date (the ship loses no validity by renewing early, gains none by renewing late);
 * - completed more than three months before the old expiry: the completion date.
 * "Three months before" is calendar months with day clamping: old expiry 31 May → from 28 Feb (29 in a
 * leap year), that day included.
 */
export function renewalIssueBase(oldExpiry: string, renewalDate: string): string {
  const windowOpens = addCalendarMonths(oldExpiry, -SURVEY_WINDOW_MONTHS);
  return compareCalendarDates(renewalDate, windowOpens) >= 0 ? oldExpiry : renewalDate;
}

/**
 * Expiry of a certificate valid `validityYears` years from `base` (same day and month; 29 Feb → 28 Feb
 * in a common year).
 */
export function newExpiryFor(base: string, validityYears: number): string {
  if (!Number.isInteger(validityYears) || validityYears < 1)
    throw new RangeError('validityYears must be a whole number of at least 1');
  return addCalendarYears(formatCalendarDate(parseCalendarDate(base)), validityYears);
}
