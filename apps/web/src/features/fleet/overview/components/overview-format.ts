import type { CiiRating } from '@keel/domain';

/** A number with grouping and fixed decimals; an em dash for none. */
export const fmt = (value: number | null | undefined, decimals = 0) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Colours of the CII ratings (A dark green … E red): white text on each reaches WCAG AA (4.5:1). */
export const RATING_COLORS: Record<CiiRating, string> = {
  A: '#1b7f3b',
  B: '#4d7c0f',
  C: '#7c6500',
  D: '#a84b00',
  E: '#c62828',
};

/** "2026/05/04" from "2026-05-04". */
export const slashDate = (date: string) => date.replaceAll('-', '/');
