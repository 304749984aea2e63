import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope, uuidSchema, versionSchema } from '../common/page.schema';
import { utcTimeSchema } from '../fleet/calendar-date.schema';
import { EVENT_STATUSES } from './event-status';

/** Kinds of ship event (DOMAIN.md "Event"). */
export const EVENT_KINDS = [
  'port_call',
  'drill',
  'inspection',
  'incident',
  'alarm',
  'maintenance',
  'other',
] as const;
/** An event kind. */
export type EventKind = (typeof EVENT_KINDS)[number];

/** Labels of the event kinds. */
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  port_call: 'Port call',
  drill: 'Drill',
  inspection: 'Inspection',
  incident: 'Incident',
  alarm: 'Alarm',
  maintenance: 'Maintenance',
  other: 'Other',
};

/** Severities of an event, least severe first. */
export const EVENT_SEVERITIES = ['info', 'minor', 'major', 'critical'] as const;
/** An event severity. */
export type EventSeverity = (typeof EVENT_SEVERITIES)[number];

/** Labels of the severities. */
export const EVENT_SEVERITY_LABELS: Record<EventSeverity, string> = {
  info: 'Info',
  minor: 'Minor',
  major: 'Major',
  critical: 'Critical',
};

/** Sortable fields of the events list (severity sorts by rank, not by name). */
export const EVENT_SORT_FIELDS = [
  'occurredAt',
  'title',
  'kind',
  'severity',
  'status',
  'closedAt',
  'createdAt',
] as const;
/** A sortable field of the events list. */
export type EventSortField = (typeof EVENT_SORT_FIELDS)[number];

/** Longest title, details and closing note. */
export const EVENT_LIMITS = { title: 200, details: 5000, note: 2000 } as const;

const kindSchema = z.enum(EVENT_KINDS, { error: `kind must be one of ${EVENT_KINDS.join(', ')}` });
const severitySchema = z.enum(EVENT_SEVERITIES, {
  error: `severity must be one of ${EVENT_SEVERITIES.join(', ')}`,
});
const statusSchema = z.enum(EVENT_STATUSES, { error: 'status must be open or closed' });

const titleSchema = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'title is required')
  .max(EVENT_LIMITS.title, `title must be at most ${EVENT_LIMITS.title} characters`);
const detailsSchema = z
  .string()
  .trim()
  .max(EVENT_LIMITS.details, `details must be at most ${EVENT_LIMITS.details} characters`);
const occurredAtSchema = utcTimeSchema('occurredAt');

/** A ship event as the API returns it. */
export const eventSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid(),
  shipName: z.string(),
  occurredAt: z.string(),
  kind: kindSchema,
  title: z.string(),
  details: z.string(),
  severity: severitySchema,
  status: statusSchema,
  closedAt: z.string().nullable(),
  closedById: z.string().nullable(),
  closedByName: z.string().nullable(),
  closingNote: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A ship event. */
export type ShipEvent = z.infer<typeof eventSchema>;

/** Body of `POST /api/v1/events/`. */
export const createEventSchema = z.object({
  shipId: z.uuid('shipId must be a valid id'),
  occurredAt: occurredAtSchema,
  kind: kindSchema,
  title: titleSchema,
  details: detailsSchema.default(''),
  severity: severitySchema.default('info'),
});
/** A new event. */
export type CreateEvent = z.infer<typeof createEventSchema>;
/** A new event as a form holds it (before defaults). */
export type CreateEventInput = z.input<typeof createEventSchema>;

/** Body of `PATCH /api/v1/events/:id`: changed fields plus the version read. Only open events change. */
export const updateEventSchema = z.object({
  version: versionSchema,
  shipId: z.uuid('shipId must be a valid id').optional(),
  occurredAt: occurredAtSchema.optional(),
  kind: kindSchema.optional(),
  title: titleSchema.optional(),
  details: detailsSchema.optional(),
  severity: severitySchema.optional(),
});
/** Event changes. */
export type UpdateEvent = z.infer<typeof updateEventSchema>;

/** Body of `POST /api/v1/events/:id/close`: the closing note is required. */
export const closeEventSchema = z.object({
  version: versionSchema,
  note: z
    .string({ error: 'note is required' })
    .trim()
    .min(1, 'note is required')
    .max(EVENT_LIMITS.note, `note must be at most ${EVENT_LIMITS.note} characters`),
});
/** Closing an event. */
export type CloseEvent = z.infer<typeof closeEventSchema>;

/** Body of `POST /api/v1/events/:id/reopen`. */
export const reopenEventSchema = z.object({ version: versionSchema });
/** Reopening an event. */
export type ReopenEvent = z.infer<typeof reopenEventSchema>;

/** A time bound of a list filter: an ISO UTC time or a calendar date (a date `to` includes that day). */
const boundSchema = (field: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/,
      `${field} must be a date YYYY-MM-DD or an ISO 8601 UTC time`,
    )
    .refine((v) => !Number.isNaN(Date.parse(v)), `${field} must be a real date`);

/** Query of the events list: ship, kind, severity, status and time filters, search, sort, paging. */
export const eventListQuerySchema = listQuerySchema
  .extend({
    shipId: z.uuid('shipId must be a valid id').optional(),
    kind: kindSchema.optional(),
    severity: severitySchema.optional(),
    status: statusSchema.optional(),
    from: boundSchema('from').optional(),
    to: boundSchema('to').optional(),
  })
  .refine((q) => !q.from || !q.to || eventBound(q.from, 'from') <= eventBound(q.to, 'to'), {
    message: 'to must not be before from',
    path: ['to'],
  });
/** Events list query. */
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

const DAY_MS = 86_400_000;

/**
 * The instant a list bound stands for: a date `from` is that day's start (UTC), a date `to` the
 * start of the next day (exclusive), so `to=2025-03-31` includes the whole 31st.
 */
export function eventBound(value: string, side: 'from' | 'to'): number {
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return side === 'to' && value.length === 10 ? ms + DAY_MS : ms;
}

/** The id path parameter of an event. */
export const eventParamsSchema = z.object({ id: uuidSchema });

/** `{ data: event }`. */
export const eventResponseSchema = envelope(eventSchema);
/** `{ data: events, page }`: answer of `GET /api/v1/events/`. */
export const eventListResponseSchema = pagedEnvelope(eventSchema);
