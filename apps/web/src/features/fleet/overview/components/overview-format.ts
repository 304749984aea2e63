import type { CiiRating } from '@keel/domain';

/** A number with grouping and fixed decimals; an em dash for none. */
export const fmt = (value: number | null | undefined, decimals = 0) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Colours of the CII ratings (A dark green … E red), readable in both themes. */
export const RATING_COLORS: Record<CiiRating, string> = {
  A: '#1b7f3b',
  B: '#5aa02c',
  C: '#c9a400',
  D: '#e07b00',
  E: '#c62828',
};

/** "2026/05/04" from "2026-05-04". */
export const slashDate = (date: string) => date.replaceAll('-', '/');
