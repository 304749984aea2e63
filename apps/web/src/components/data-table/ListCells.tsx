import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import { formatDate } from '../../lib/format';

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Today as `YYYY-MM-DD` in the user's time zone (what "past its date" means to the person reading). */
export function todayKey(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether a due date (`YYYY-MM-DD` or an ISO time) has passed: the day is before today. A record that is
 * done (`open` false: closed, cancelled, received…) is never overdue.
 */
export function isOverdue(date: string | null | undefined, open: boolean, today = todayKey()): boolean {
  if (!date || !open) return false;
  return date.slice(0, 10) < today;
}

/**
 * A due date in a list (YYYY/MM/DD). Past due and still open, it shows in the error colour with an icon
 * and the word "Overdue" for screen readers (the colour alone says nothing to them).
 */
export function DueDateCell({
  date,
  open,
  today,
  text,
}: {
  date: string | null | undefined;
  /** What to show instead of the date (a window "2026/12/01 – 2026/12/08"); the due date decides. */
  text?: string;
  /** The record still waits for this date (not closed or cancelled). */
  open: boolean;
  today?: string;
}) {
  if (!date) return <>{text ?? '—'}</>;
  if (!isOverdue(date, open, today)) return <>{text ?? formatDate(date)}</>;
  return (
    <Box
      component="span"
      sx={{
        color: 'error.main',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
      }}
      title="Overdue"
    >
      <EventBusyOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
      {text ?? formatDate(date)}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        Overdue
      </Box>
    </Box>
  );
}

/** The red "Urgent" chip of a record that came from an urgent requisition. */
export function UrgentMark() {
  return (
    <Chip
      size="small"
      color="error"
      icon={<PriorityHighIcon aria-hidden />}
      label="Urgent"
      sx={{ fontWeight: 600, height: 22, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
