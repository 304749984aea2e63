import {
  TIMELINE_MAX_EVENTS,
  addCalendarDays,
  certificateViewListQuerySchema,
  noonReportTableQuerySchema,
  timelineCertificateItems,
  timelineEventItems,
  timelineNoonItems,
  type TimelineNoonSource,
  type EventKind,
  type EventSeverity,
  type EventStatus,
  type SidebarPermission,
  type TimelineItem,
  type TimelineRange,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import type { Actor, ShipSummary } from '../../access/access.service';
import { eventsForTimeline } from '../event/event.service';
import { CERTIFICATES, listCertificates } from '../../fleet/certificate/certificate.service';
import { REPORT_TABLE, listNoonReports } from '../../fleet/noon-report/noon-report.service';

/** What one source of the timeline gives: its marks, and whether the period held more than it could carry. */
export interface SourceResult {
  items: TimelineItem[];
  truncated?: boolean;
}

/**
 * A source of timeline marks: the sidebar permission of its area (a user without it gets no marks
 * from it) and how it reads them, through its module's service.
 */
export interface TimelineSource {
  permission: SidebarPermission;
  read: (
    db: Db,
    actor: Actor,
    ships: readonly ShipSummary[],
    range: TimelineRange,
    today: string,
  ) => Promise<SourceResult>;
}

/** Events of the period: the event module's own records. */
export const eventSource: TimelineSource = {
  permission: 'event',
  async read(db, _actor, ships, range) {
    const rows = await eventsForTimeline(
      db,
      ships.map((s) => s.id),
      new Date(`${range.from}T00:00:00Z`),
      new Date(`${addCalendarDays(range.to, 1)}T00:00:00Z`),
      TIMELINE_MAX_EVENTS + 1,
    );
    const kept = rows.slice(0, TIMELINE_MAX_EVENTS).map((r) => ({
      id: r.id,
      shipId: r.shipId,
      occurredAt: r.occurredAt.toISOString(),
      title: r.title,
      kind: r.kind as EventKind,
      severity: r.severity as EventSeverity,
      status: r.status as EventStatus,
    }));
    return { items: timelineEventItems(kept, range), truncated: rows.length > TIMELINE_MAX_EVENTS };
  },
};

/** Largest page the other modules' lists answer. */
const PAGE = 200;
/** Most noon reports one timeline reads (a year of six ships is about 2,200). */
const MAX_NOON_REPORTS = 20_000;

/**
 * Certificate expiries and survey windows, read page by page through the certificate service (the
 * user's ships, certificates in force and superseded ones alike) and turned into marks by the
 * certificate rules of packages/domain.
 */
export const certificateSource: TimelineSource = {
  permission: CERTIFICATES,
  async read(db, actor, ships, range, today) {
    const wanted = new Set(ships.map((s) => s.id));
    const certificates = [];
    for (let offset = 0; ; offset += PAGE) {
      const one = ships.length === 1 ? { shipId: ships[0]!.id } : {};
      const query = certificateViewListQuerySchema.parse({ offset, limit: PAGE, sort: 'expiryDate', ...one });
      const page = await listCertificates(db, actor, query);
      certificates.push(...page.data.filter((c) => wanted.has(c.shipId)));
      if (offset + PAGE >= page.page.total || page.data.length === 0) break;
    }
    return { items: timelineCertificateItems(certificates, range, today) };
  },
};

/** Noon report density: the reports of the period, read through the noon report service by cursor. */
export const noonReportSource: TimelineSource = {
  permission: REPORT_TABLE,
  async read(db, actor, ships, range) {
    const wanted = new Set(ships.map((s) => s.id));
    const from = `${range.from}T00:00:00.000Z`;
    const to = `${addCalendarDays(range.to, 1)}T00:00:00.000Z`;
    const reports: TimelineNoonSource[] = [];
    let cursor: string | undefined;
    let truncated = false;
    for (;;) {
      const one = ships.length === 1 ? { shipId: ships[0]!.id } : {};
      const query = noonReportTableQuerySchema.parse({
        from,
        to,
        limit: PAGE,
        sort: 'reportTime',
        ...one,
        ...(cursor ? { cursor } : {}),
      });
      const page = await listNoonReports(db, actor, query);
      for (const r of page.rows)
        if (wanted.has(r.shipId)) reports.push({ shipId: r.shipId, reportedAt: r.reportTime });
      cursor = page.page.nextCursor ?? undefined;
      if (!cursor) break;
      if (reports.length >= MAX_NOON_REPORTS) {
        truncated = true;
        break;
      }
    }
    return { items: timelineNoonItems(reports, range), truncated };
  },
};

/** The sources of the timeline, each read through its own module's service. */
export function timelineSources(): Partial<
  Record<'events' | 'certificates' | 'noonReports', TimelineSource>
> {
  return { events: eventSource, certificates: certificateSource, noonReports: noonReportSource };
}
