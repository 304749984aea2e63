import type { Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import {
  EVENT_KIND_LABELS,
  EVENT_SEVERITY_LABELS,
  routeWithParams,
  type EventSeverity,
  type TimelineItem,
} from '@keel/domain';
import { formatDate, formatDateTime } from '../../../../lib/format';

/** Where a mark leads: the event opened in the events list, the ship's certificates, its noon reports. */
export function markHref(item: TimelineItem): string {
  switch (item.type) {
    case 'event':
      return `/event?open=${encodeURIComponent(item.id)}`;
    case 'noon_reports':
      return routeWithParams('/reporttable/:shipID', { shipID: item.shipId });
    default:
      return routeWithParams('/certificate/:shipID', { shipID: item.shipId });
  }
}

/** What a mark says in its tooltip and to a screen reader. */
export function markLabel(item: TimelineItem, shipName: string): string {
  switch (item.type) {
    case 'event':
      return `${EVENT_KIND_LABELS[item.kind]}: ${item.title} — ${formatDateTime(item.at)}, ${EVENT_SEVERITY_LABELS[item.severity].toLowerCase()}, ${item.status} (${shipName})`;
    case 'survey_window':
      return `Survey window ${item.title}: ${formatDate(item.start)} – ${formatDate(item.end)}, anniversary ${formatDate(item.anniversary)} (${shipName})`;
    case 'certificate_expiry':
      return `${item.extension ? 'Extension ends' : 'Expires'}: ${item.title} — ${formatDate(item.date)}, ${item.state.replace('_', ' ').toLowerCase()} (${shipName})`;
    default:
      return `${item.count} noon report${item.count === 1 ? '' : 's'} on ${formatDate(item.date)} (${shipName})`;
  }
}

/** The colour of an event by severity, readable on both themes' paper. */
export function severityColor(theme: Theme, severity: EventSeverity): string {
  const p = theme.palette;
  const critical = p.mode === 'dark' ? p.error.light : p.error.main;
  return { info: p.info.main, minor: p.warning.light, major: p.warning.main, critical }[severity];
}

/** The colour of an expiry mark by the certificate's state. */
export function expiryColor(theme: Theme, state: string): string {
  if (state === 'EXPIRED')
    return theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.main;
  if (state === 'DUE' || state === 'EXTENDED') return theme.palette.warning.main;
  return theme.palette.secondary.main;
}

/** The fill of a survey window band. */
export function windowFill(theme: Theme): string {
  return alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.45 : 0.28);
}

/** Marks drawn as one: certificates often share survey windows and expiry days (harmonised surveys). */
export interface MarkGroup<T extends TimelineItem> {
  key: string;
  items: T[];
}

/** Groups marks with the same key, keeping the first-seen order. */
export function groupMarks<T extends TimelineItem>(
  items: readonly T[],
  keyOf: (item: T) => string,
): MarkGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].map(([key, list]) => ({ key, items: list }));
}

/** The label of a group of marks: the mark's own label for one, a summary naming every certificate for more. */
export function groupLabel(items: readonly TimelineItem[], shipName: string): string {
  const first = items[0]!;
  if (items.length === 1) return markLabel(first, shipName);
  const titles = items.map((i) => ('title' in i ? i.title : '')).join('; ');
  if (first.type === 'survey_window')
    return `Survey window of ${items.length} certificates: ${formatDate(first.start)} – ${formatDate(first.end)} (${shipName}): ${titles}`;
  if (first.type === 'certificate_expiry')
    return `${items.length} certificates end on ${formatDate(first.date)} (${shipName}): ${titles}`;
  return markLabel(first, shipName);
}

const STATE_RANK: Record<string, number> = { EXPIRED: 3, DUE: 2, EXTENDED: 2 };

/** The most urgent certificate state among expiry marks (for the group's colour). */
export function worstState(items: readonly { state: string }[]): string {
  return items.reduce(
    (worst, i) => ((STATE_RANK[i.state] ?? 0) > (STATE_RANK[worst] ?? 0) ? i.state : worst),
    items[0]?.state ?? 'VALID',
  );
}
