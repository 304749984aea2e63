import type { Writable } from 'node:stream';
import type { JOB_DUE_STATUSES, Job } from '@keel/domain';
import { dateText, writeTableWorkbook, type XlsxColumn } from '../../../lib/xlsx-table';
import { rankLabel } from './job-notices';

/** Most rows one export holds. */
export const JOB_EXPORT_LIMIT = 20_000;

const STATUS_WORDS: Record<(typeof JOB_DUE_STATUSES)[number], string> = {
  OVERDUE: 'Overdue',
  IN_WINDOW: 'In tolerance window',
  DUE_SOON: 'Due soon',
  NOT_DUE: 'Not due',
  NO_DUE: 'No due date',
};

const interval = (j: Job) =>
  [
    j.intervalValue !== null ? `${j.intervalValue} ${j.intervalUnit}` : null,
    j.intervalHours !== null ? `${j.intervalHours} h` : null,
  ]
    .filter(Boolean)
    .join(' / ');

const columns: XlsxColumn<Job>[] = [
  { header: 'Ship', width: 20, value: (j) => j.shipName },
  { header: 'Component', width: 30, value: (j) => `${j.componentCode ?? ''} ${j.componentName}`.trim() },
  { header: 'Job', width: 40, value: (j) => j.title },
  { header: 'Critical', width: 9, value: (j) => (j.critical ? 'yes' : '') },
  { header: 'Responsible', width: 18, value: (j) => rankLabel(j.responsibleRank) },
  { header: 'Interval', width: 16, value: interval },
  { header: 'Due', width: 12, value: (j) => dateText(j.dueOn) },
  { header: 'Due at hours', width: 13, value: (j) => j.nextDueHours },
  { header: 'Status', width: 20, value: (j) => STATUS_WORDS[j.dueStatus] },
  { header: 'State', width: 10, value: (j) => j.state },
  { header: 'Last done', width: 12, value: (j) => dateText(j.lastDoneOn) },
];

/** The filtered due list as a workbook. */
export function writeJobsWorkbook(out: Writable, rows: readonly Job[]) {
  return writeTableWorkbook(out, 'Due list', columns, rows);
}
