import { CREW_RANK, CREW_RANK_LABELS, type CrewRank, type Job, type JobDueStatus } from '@keel/domain';

/** The label of a crew rank number (rank 8 is 'Third Engineer'). */
export function rankLabel(rank: number): string {
  const key = (Object.keys(CREW_RANK) as CrewRank[]).find((k) => CREW_RANK[k] === rank);
  return key ? CREW_RANK_LABELS[key] : `Rank ${rank}`;
}

/** Rank options for selects, in rank order. */
export const RANK_OPTIONS = (Object.keys(CREW_RANK) as CrewRank[]).map(
  (k) => [String(CREW_RANK[k]), CREW_RANK_LABELS[k]] as const,
);

/** "1 month", "2 weeks / 500 h": the interval in words, whichever comes first. */
export function intervalText(j: Pick<Job, 'intervalValue' | 'intervalUnit' | 'intervalHours'>): string {
  const parts: string[] = [];
  if (j.intervalValue !== null && j.intervalUnit) {
    const unit = j.intervalValue === 1 ? j.intervalUnit.replace(/s$/, '') : j.intervalUnit;
    parts.push(`${j.intervalValue} ${unit}`);
  }
  if (j.intervalHours !== null) parts.push(`${j.intervalHours.toLocaleString('en-GB')} h`);
  return parts.join(' or ') || '—';
}

/** Words and colour of a derived due status. */
export const DUE_STATUS_STYLE: Record<
  JobDueStatus,
  { label: string; color: 'error' | 'warning' | 'info' | 'default' }
> = {
  OVERDUE: { label: 'Overdue', color: 'error' },
  IN_WINDOW: { label: 'Due now', color: 'warning' },
  DUE_SOON: { label: 'Due soon', color: 'info' },
  NOT_DUE: { label: 'Not due', color: 'default' },
  NO_DUE: { label: 'No due date', color: 'default' },
};

/** "in 5 days", "3 days overdue", "today". */
export function daysLeftText(daysLeft: number | null): string {
  if (daysLeft === null) return '';
  if (daysLeft === 0) return 'today';
  if (daysLeft > 0) return `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  return `${-daysLeft} day${daysLeft === -1 ? '' : 's'} ago`;
}
