import { isStopped, type QueuedWrite } from '../../lib/offline-queue/types';

/** "2 changes waiting to send", "1 change not saved" — the top bar's words for the queue. */
export function queueSummary(entries: readonly QueuedWrite[]): string {
  const failed = entries.filter(isStopped).length;
  const waiting = entries.length - failed;
  const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;
  if (!failed) return `${changes(waiting)} waiting to send`;
  if (!waiting) return `${changes(failed)} not saved`;
  return `${changes(failed)} not saved, ${waiting} waiting`;
}

/** One entry's state in words: "Waiting", "Sending…", "Failed: <reason>", "Conflict: <reason>", with the last try's trouble. */
export function entryStatus(entry: QueuedWrite, now = Date.now()): string {
  if (entry.state === 'sending') return 'Sending…';
  if (entry.state === 'conflict')
    return `Conflict: ${entry.error?.message ?? 'the record was changed meanwhile'} Your values are kept.`;
  if (entry.state === 'failed') return `Failed: ${entry.error?.message ?? 'refused by the server'}`;
  if (!entry.error) return 'Waiting to send';
  const seconds = entry.nextAttemptAt ? Math.max(0, Math.round((entry.nextAttemptAt - now) / 1000)) : 0;
  const next = seconds >= 90 ? `${Math.round(seconds / 60)} min` : `${seconds} s`;
  return `Waiting: ${entry.error.message} Next try in ${next}.`;
}

/** The link that reopens the entry's form, prefilled. */
export const editLink = (entry: QueuedWrite) =>
  `${entry.editPath}${entry.editPath.includes('?') ? '&' : '?'}outbox=${encodeURIComponent(entry.id)}`;

/** The user's values of a queued write as "field: value" lines (to read or copy them after a conflict). */
export function entryValues(entry: QueuedWrite): string[] {
  const lines: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    else if (path !== 'version' && value !== null && value !== undefined && value !== '')
      lines.push(`${path}: ${Array.isArray(value) ? JSON.stringify(value) : String(value)}`);
  };
  walk(entry.body, '');
  return lines;
}
