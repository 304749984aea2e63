import { addMonths, type IsoDate } from '../pms/due-date';

/** Default months between reviews of a controlled document (ISM: reviewed at least annually). */
export const DEFAULT_REVIEW_INTERVAL_MONTHS = 12;
/** Days before the review date from which a document is flagged "review due soon". */
export const REVIEW_DUE_SOON_DAYS = 30;

/** The review date of a revision made effective on `effectiveDate`: the given one, or effective + interval. */
export function reviewDueFor(
  effectiveDate: string,
  reviewDue: string | null | undefined,
  intervalMonths = DEFAULT_REVIEW_INTERVAL_MONTHS,
): string {
  return reviewDue ?? addMonths(effectiveDate as IsoDate, intervalMonths);
}

/** The review flag of an effective revision on `today` (both `YYYY-MM-DD`). */
export type ReviewStatus = 'OK' | 'DUE_SOON' | 'OVERDUE';

/** OVERDUE once the review date has passed, DUE_SOON within {@link REVIEW_DUE_SOON_DAYS} of it. */
export function reviewStatus(reviewDue: string | null, today: string): ReviewStatus {
  if (!reviewDue) return 'OK';
  if (reviewDue < today) return 'OVERDUE';
  const days = (Date.parse(`${reviewDue}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= REVIEW_DUE_SOON_DAYS ? 'DUE_SOON' : 'OK';
}

/** True when the review date has passed. */
export function isReviewOverdue(reviewDue: string | null, today: string): boolean {
  return reviewStatus(reviewDue, today) === 'OVERDUE';
}
