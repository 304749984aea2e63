import { alpha, type Theme } from '@mui/material/styles';
import { CERTIFICATE_STATES, type CertificateMatrixCell, type CertificateState } from '@keel/domain';
import { formatDate } from '../../../../lib/format';

/** What each derived certificate state is called on screen. */
export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = {
  VALID: 'Valid',
  WINDOW_OPEN: 'Survey window open',
  DUE: 'Due',
  EXTENDED: 'Extended',
  EXPIRED: 'Expired',
  SUPERSEDED: 'Superseded',
};

/** The palette colour of each state: green valid, blue window open, amber due, purple extended, red expired, grey superseded. */
export const CERTIFICATE_STATE_TONES = {
  VALID: 'success',
  WINDOW_OPEN: 'info',
  DUE: 'warning',
  EXTENDED: 'secondary',
  EXPIRED: 'error',
  SUPERSEDED: 'grey',
} as const satisfies Record<CertificateState, string>;

/** States in the order the legend shows them (most urgent last, as they escalate). */
export const LEGEND_STATES: readonly CertificateState[] = [
  'VALID',
  'WINDOW_OPEN',
  'DUE',
  'EXTENDED',
  'EXPIRED',
  'SUPERSEDED',
];

/** The main colour of a state in `theme`. */
export function stateColour(theme: Theme, state: CertificateState): string {
  const tone = CERTIFICATE_STATE_TONES[state];
  return tone === 'grey' ? theme.palette.grey[500] : theme.palette[tone].main;
}

/** How a matrix cell looks: background, text colour, opacity and the words a screen reader hears. */
export interface CellStyle {
  bgcolor: string;
  color: string;
  borderColor: string;
  opacity: number;
  /** The short text in the cell. */
  text: string;
  /** The full description (tooltip and accessible name). */
  label: string;
}

/** "in 21 days", "today", "3 days ago", or "" without expiry. */
export function daysText(days: number | null): string {
  if (days === null) return '';
  if (days === 0) return 'expires today';
  if (days > 0) return `${days} day${days === 1 ? '' : 's'} left`;
  return `expired ${-days} day${days === -1 ? '' : 's'} ago`;
}

/**
 * The look of a matrix cell: tinted with its state's colour (stronger in dark mode so it reads on the
 * dark paper), dimmed when the expiry filter is on and the cell does not match, neutral and dashed
 * when the ship holds no certificate of the type.
 */
export function matrixCellStyle(
  theme: Theme,
  typeName: string,
  cell: CertificateMatrixCell | undefined,
): CellStyle {
  const dark = theme.palette.mode === 'dark';
  if (!cell)
    return {
      bgcolor: 'transparent',
      color: theme.palette.text.secondary,
      borderColor: theme.palette.divider,
      opacity: 1,
      text: '—',
      label: `${typeName}: no certificate`,
    };
  const main = stateColour(theme, cell.state);
  const expiry = cell.effectiveExpiry ? formatDate(cell.effectiveExpiry) : 'No expiry';
  const days = daysText(cell.daysToExpiry);
  return {
    bgcolor: alpha(main, dark ? 0.32 : 0.16),
    color: theme.palette.text.primary,
    borderColor: alpha(main, dark ? 0.7 : 0.55),
    opacity: cell.matches ? 1 : 0.35,
    text: expiry,
    label: `${typeName}: ${CERTIFICATE_STATE_LABELS[cell.state]}, ${cell.number}, ${expiry}${days ? ` (${days})` : ''}`,
  };
}

/** Every state, for filters. */
export const STATE_OPTIONS = CERTIFICATE_STATES.map((state) => ({
  value: state,
  label: CERTIFICATE_STATE_LABELS[state],
}));
