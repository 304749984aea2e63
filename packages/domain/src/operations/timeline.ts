import { compareCalendarDates } from '../fleet/calendar-date';
import { certificateState, surveyWindows, type CertificateLeadTime } from '../fleet/certificate-state';
import type { EventStatus } from './event-status';
import type { EventKind, EventSeverity } from './event.schema';
import type {
  TimelineEventItem,
  TimelineExpiryItem,
  TimelineItem,
  TimelineLane,
  TimelineNoonItem,
  TimelineWindowItem,
} from './timeline.schema';

/**
 * Building the timeline's marks from the records of other modules: pure functions over plain rows,
 * so the server's timeline service only gathers rows (through each module's service) and the
 * certificate windows come from the certificate rules in `fleet/certificate-state`.
 */

/** A period of calendar days, both ends included (`YYYY-MM-DD`). */
export interface TimelineRange {
  from: string;
  to: string;
}

/** What an event mark needs. */
export interface TimelineEventSource {
  id: string;
  shipId: string;
  occurredAt: string;
  title: string;
  kind: EventKind;
  severity: EventSeverity;
  status: EventStatus;
}

/** What certificate marks need (a subset of the certificate record). */
export interface TimelineCertificateSource {
  id: string;
  shipId: string;
  name: string;
  issueDate: string;
  expiryDate: string | null;
  hasSurveyWindows: boolean;
  extendedUntil: string | null;
  supersededAt: string | null;
  supersededById?: string | null;
  leadTimeDays?: CertificateLeadTime;
}

/** What a noon report dot needs: the ship and the report time (ISO UTC). */
export interface TimelineNoonSource {
  shipId: string;
  reportedAt: string;
}

/** Whether day `date` lies in the range. */
export function isDayInTimelineRange(date: string, range: TimelineRange): boolean {
  return compareCalendarDates(date, range.from) >= 0 && compareCalendarDates(date, range.to) <= 0;
}

/** Whether the span `start`–`end` (both included) overlaps the range. */
export function timelineSpanOverlaps(start: string, end: string, range: TimelineRange): boolean {
  return compareCalendarDates(start, range.to) <= 0 && compareCalendarDates(end, range.from) >= 0;
}

/** The UTC calendar day of an ISO time. */
export function utcCalendarDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/** Event marks of the range (events are already limited to it by the caller, this checks again). */
export function timelineEventItems(
  events: readonly TimelineEventSource[],
  range: TimelineRange,
): TimelineEventItem[] {
  return events
    .filter((e) => isDayInTimelineRange(utcCalendarDay(e.occurredAt), range))
    .map((e) => ({
      type: 'event',
      id: e.id,
      shipId: e.shipId,
      at: new Date(e.occurredAt).toISOString(),
      title: e.title,
      kind: e.kind,
      severity: e.severity,
      status: e.status,
    }));
}

/** Whether a certificate mark on `date` still belongs to the certificate (not after its supersession). */
function beforeSupersession(cert: TimelineCertificateSource, date: string): boolean {
  return !cert.supersededAt || compareCalendarDates(date, cert.supersededAt) < 0;
}

/**
 * Certificate marks of the range: the expiry day, the last day of an extension, and every survey
 * window (three months either side of each anniversary, from `surveyWindows`) that overlaps it.
 * Marks on or after a certificate's supersession are left out: its renewal carries on from there.
 */
export function timelineCertificateItems(
  certificates: readonly TimelineCertificateSource[],
  range: TimelineRange,
  today: string,
): (TimelineExpiryItem | TimelineWindowItem)[] {
  const items: (TimelineExpiryItem | TimelineWindowItem)[] = [];
  for (const cert of certificates) {
    const { state } = certificateState({
      issueDate: cert.issueDate,
      expiryDate: cert.expiryDate,
      hasSurveyWindows: cert.hasSurveyWindows,
      extendedUntil: cert.extendedUntil,
      supersededAt: cert.supersededAt,
      supersededBy: cert.supersededById ?? null,
      ...(cert.leadTimeDays ? { leadTimeDays: cert.leadTimeDays } : {}),
      today,
    });
    if (cert.expiryDate && cert.hasSurveyWindows) {
      for (const w of surveyWindows(cert.issueDate, cert.expiryDate)) {
        if (!timelineSpanOverlaps(w.opens, w.closes, range) || !beforeSupersession(cert, w.opens)) continue;
        items.push({
          type: 'survey_window',
          id: `${cert.id}:window:${w.anniversary}`,
          certificateId: cert.id,
          shipId: cert.shipId,
          start: w.opens,
          end: w.closes,
          anniversary: w.anniversary,
          title: cert.name,
        });
      }
    }
    const ends: { date: string; extension: boolean }[] = [];
    if (cert.expiryDate) ends.push({ date: cert.expiryDate, extension: false });
    if (
      cert.expiryDate &&
      cert.extendedUntil &&
      compareCalendarDates(cert.extendedUntil, cert.expiryDate) > 0
    )
      ends.push({ date: cert.extendedUntil, extension: true });
    for (const end of ends) {
      if (!isDayInTimelineRange(end.date, range) || !beforeSupersession(cert, end.date)) continue;
      items.push({
        type: 'certificate_expiry',
        id: `${cert.id}:${end.extension ? 'extension' : 'expiry'}`,
        certificateId: cert.id,
        shipId: cert.shipId,
        date: end.date,
        title: cert.name,
        extension: end.extension,
        state,
      });
    }
  }
  return items;
}

/** Noon report density: one dot per ship and UTC day of the range with the number of reports that day. */
export function timelineNoonItems(
  reports: readonly TimelineNoonSource[],
  range: TimelineRange,
): TimelineNoonItem[] {
  const counts = new Map<string, { shipId: string; date: string; count: number }>();
  for (const r of reports) {
    const date = utcCalendarDay(r.reportedAt);
    if (!isDayInTimelineRange(date, range)) continue;
    const key = `${r.shipId}:${date}`;
    const entry = counts.get(key) ?? { shipId: r.shipId, date, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.entries()].map(([id, e]) => ({ type: 'noon_reports', id, ...e }));
}

/** The day a mark starts on (for ordering). */
export function timelineItemStart(item: TimelineItem): string {
  switch (item.type) {
    case 'event':
      return item.at;
    case 'survey_window':
      return item.start;
    default:
      return item.date;
  }
}

/**
 * One lane per ship, in the order of `ships`, each holding its marks ordered by start (windows first
 * on the same day, so points are drawn over spans); marks of ships not listed are dropped.
 */
export function buildTimelineLanes(
  ships: readonly { id: string; name: string }[],
  items: readonly TimelineItem[],
): TimelineLane[] {
  const byShip = new Map<string, TimelineItem[]>(ships.map((s) => [s.id, []]));
  for (const item of items) byShip.get(item.shipId)?.push(item);
  const rank = (i: TimelineItem) => (i.type === 'survey_window' ? 0 : i.type === 'noon_reports' ? 1 : 2);
  return ships.map((s) => ({
    shipId: s.id,
    shipName: s.name,
    items: (byShip.get(s.id) ?? []).sort((a, b) => {
      const d = timelineItemStart(a).slice(0, 10).localeCompare(timelineItemStart(b).slice(0, 10));
      return d !== 0 ? d : rank(a) - rank(b) || timelineItemStart(a).localeCompare(timelineItemStart(b));
    }),
  }));
}
