import { addDecimal, normalizeDecimal, type DecimalString } from '../money/decimal';
import { ageingBucket, type AgeingBucket } from './bill';

/** One party's open amounts by bucket (decimal strings in one currency). */
export type AgeingAmounts = Record<AgeingBucket, DecimalString> & { total: DecimalString };

/** Zero in every bucket. */
export function emptyAgeing(): AgeingAmounts {
  return { current: '0', d1to30: '0', d31to60: '0', d61to90: '0', over90: '0', total: '0' };
}

/** Adds an open `amount` due on `dueDate` into `into` (returns a new object). */
export function addToAgeing(
  into: AgeingAmounts,
  amount: DecimalString,
  dueDate: string,
  asOf: string,
): AgeingAmounts {
  const bucket = ageingBucket(dueDate, asOf);
  return {
    ...into,
    [bucket]: normalizeDecimal(addDecimal(into[bucket], amount)),
    total: normalizeDecimal(addDecimal(into.total, amount)),
  };
}
