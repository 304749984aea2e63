import { compareCalendarDates } from '../fleet/calendar-date';

/** The dates and identity a price needs for the current-price rule. */
export interface DatedPrice {
  portLocode: string;
  grade: string;
  /** First day the price applies, `YYYY-MM-DD`. */
  validFrom: string;
  /** Last day the price applies, `YYYY-MM-DD`; null while it stands until superseded. */
  validUntil: string | null;
  /** When it was entered (ISO time); breaks ties between prices of the same first day. */
  createdAt: string;
}

/** True when the price applies on `date` (`YYYY-MM-DD`): validFrom ≤ date ≤ validUntil (inclusive). */
export function isPriceValidOn(price: Pick<DatedPrice, 'validFrom' | 'validUntil'>, date: string): boolean {
  if (compareCalendarDates(price.validFrom, date) > 0) return false;
  return price.validUntil === null || compareCalendarDates(date, price.validUntil) <= 0;
}

/**
 * Orders prices newest first: the later `validFrom` wins; on the same day the one entered last wins
 * (a correction supersedes the price it corrects).
 */
export function compareNewestFirst(a: DatedPrice, b: DatedPrice): number {
  const byDay = compareCalendarDates(b.validFrom, a.validFrom);
  if (byDay !== 0) return byDay;
  return b.createdAt < a.createdAt ? -1 : b.createdAt > a.createdAt ? 1 : 0;
}

/**
 * The current price per port and grade on `date`: among the prices valid that day, the newest (see
 * {@link compareNewestFirst}). Older prices stay in the history; a port+grade with no price valid on
 * the day has no current price. Sorted by port, then grade.
 */
export function currentPrices<P extends DatedPrice>(prices: readonly P[], date: string): P[] {
  const best = new Map<string, P>();
  for (const price of prices) {
    if (!isPriceValidOn(price, date)) continue;
    const key = `${price.portLocode}|${price.grade}`;
    const held = best.get(key);
    if (!held || compareNewestFirst(price, held) < 0) best.set(key, price);
  }
  return [...best.values()].sort((a, b) =>
    a.portLocode === b.portLocode ? a.grade.localeCompare(b.grade) : a.portLocode.localeCompare(b.portLocode),
  );
}

/** Today's date in UTC as `YYYY-MM-DD` (prices are dated in UTC days). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
