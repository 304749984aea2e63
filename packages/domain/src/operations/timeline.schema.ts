import { z } from 'zod';
import { envelope } from '../common/page.schema';
import { calendarDaysBetween, isCalendarDate } from '../fleet/calendar-date';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { CERTIFICATE_STATES } from '../fleet/certificate-state';
import { EVENT_STATUSES } from './event-status';
import { EVENT_KINDS, EVENT_SEVERITIES } from './event.schema';

/** Longest period the timeline shows at once, in days (zoom reaches from a week to a year). */
export const TIMELINE_MAX_DAYS = 400;
/** Most events one timeline answer carries; beyond it the answer says `truncated`. */
export const TIMELINE_MAX_EVENTS = 5000;

/** The zoom levels of the timeline: days shown at once. */
export const TIMELINE_ZOOMS = [
  { key: 'week', label: 'Week', days: 7 },
  { key: 'month', label: 'Month', days: 31 },
  { key: 'quarter', label: 'Quarter', days: 92 },
  { key: 'half', label: 'Half year', days: 183 },
  { key: 'year', label: 'Year', days: 366 },
] as const;
/** A zoom level key. */
export type TimelineZoom = (typeof TIMELINE_ZOOMS)[number]['key'];

const uuid = z.uuid();
const shipIdsSchema = z
  .string()
  .trim()
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .refine(
    (ids) => ids.every((id) => uuid.safeParse(id).success),
    'shipIds must be a comma-separated list of ship ids',
  )
  .refine((ids) => ids.length <= 200, 'shipIds may list at most 200 ships');

/**
 * Query of `GET /api/v1/timeline/`: the period `from`–`to` (calendar days, both included, at most
 * {@link TIMELINE_MAX_DAYS}) and optionally the ships (comma-separated ids; default: every ship the
 * user may see).
 */
export const timelineQuerySchema = z
  .object({
    from: calendarDateSchema('from'),
    to: calendarDateSchema('to'),
    shipIds: shipIdsSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (!isCalendarDate(q.from) || !isCalendarDate(q.to)) return;
    const days = calendarDaysBetween(q.from, q.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days + 1 > TIMELINE_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `the period must be at most ${TIMELINE_MAX_DAYS} days`,
      });
  });
/** Timeline query. */
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

/** An event mark (a point in time). */
export const timelineEventItemSchema = z.object({
  type: z.literal('event'),
  id: z.string(),
  shipId: z.uuid(),
  at: z.string(),
  title: z.string(),
  kind: z.enum(EVENT_KINDS),
  severity: z.enum(EVENT_SEVERITIES),
  status: z.enum(EVENT_STATUSES),
});

/** A certificate's expiry day (or the last day of its extension). */
export const timelineExpiryItemSchema = z.object({
  type: z.literal('certificate_expiry'),
  id: z.string(),
  certificateId: z.uuid(),
  shipId: z.uuid(),
  date: z.string(),
  title: z.string(),
  /** True when `date` is the end of an extension rather than the expiry date. */
  extension: z.boolean(),
  /** The certificate's state today. */
  state: z.enum(CERTIFICATE_STATES),
});

/** A survey window (a span of days, both ends included). */
export const timelineWindowItemSchema = z.object({
  type: z.literal('survey_window'),
  id: z.string(),
  certificateId: z.uuid(),
  shipId: z.uuid(),
  start: z.string(),
  end: z.string(),
  anniversary: z.string(),
  title: z.string(),
});

/** The noon reports of one ship on one UTC day. */
export const timelineNoonItemSchema = z.object({
  type: z.literal('noon_reports'),
  id: z.string(),
  shipId: z.uuid(),
  date: z.string(),
  count: z.number().int(),
});

/** One mark on a ship's lane. */
export const timelineItemSchema = z.discriminatedUnion('type', [
  timelineEventItemSchema,
  timelineExpiryItemSchema,
  timelineWindowItemSchema,
  timelineNoonItemSchema,
]);
/** A timeline mark. */
export type TimelineItem = z.infer<typeof timelineItemSchema>;
/** An event mark. */
export type TimelineEventItem = z.infer<typeof timelineEventItemSchema>;
/** A certificate expiry mark. */
export type TimelineExpiryItem = z.infer<typeof timelineExpiryItemSchema>;
/** A survey window span. */
export type TimelineWindowItem = z.infer<typeof timelineWindowItemSchema>;
/** A noon report density dot. */
export type TimelineNoonItem = z.infer<typeof timelineNoonItemSchema>;

/** Where a lane's marks come from, and whether they are in this answer. */
export const TIMELINE_SOURCES = ['events', 'certificates', 'noonReports'] as const;
/** A timeline source. */
export type TimelineSource = (typeof TIMELINE_SOURCES)[number];

/**
 * Whether a source is in the answer: `included`, `forbidden` (the user lacks that area's sidebar
 * permission) or `unavailable` (the module is not installed in this build).
 */
export const timelineSourceStateSchema = z.enum(['included', 'forbidden', 'unavailable']);
/** A source state. */
export type TimelineSourceState = z.infer<typeof timelineSourceStateSchema>;

/** One ship's lane. */
export const timelineLaneSchema = z.object({
  shipId: z.uuid(),
  shipName: z.string(),
  items: z.array(timelineItemSchema),
});
/** A ship's lane. */
export type TimelineLane = z.infer<typeof timelineLaneSchema>;

/** The timeline of a period: one lane per ship, and which sources it holds. */
export const timelineSchema = z.object({
  from: z.string(),
  to: z.string(),
  lanes: z.array(timelineLaneSchema),
  sources: z.object({
    events: timelineSourceStateSchema,
    certificates: timelineSourceStateSchema,
    noonReports: timelineSourceStateSchema,
  }),
  /**
   * True when a source held more than one answer carries (over {@link TIMELINE_MAX_EVENTS} events, or
   * 20,000 noon reports) and the rest were left out.
   */
  truncated: z.boolean(),
});
/** A timeline. */
export type Timeline = z.infer<typeof timelineSchema>;

/** `{ data: timeline }`: answer of `GET /api/v1/timeline/`. */
export const timelineResponseSchema = envelope(timelineSchema);
