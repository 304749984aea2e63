import {
  TIMELINE_ZOOMS,
  addCalendarDays,
  calendarDaysBetween,
  isCalendarDate,
  type TimelineZoom,
} from '@keel/domain';

/** The period the timeline shows: a zoom level and its first day (`YYYY-MM-DD`). */
export interface TimelinePeriod {
  zoom: TimelineZoom;
  start: string;
}

/** Days shown at a zoom level. */
export function zoomDays(zoom: TimelineZoom): number {
  return TIMELINE_ZOOMS.find((z) => z.key === zoom)?.days ?? 92;
}

/** Whether a string is a zoom level. */
export function isZoom(value: string | null): value is TimelineZoom {
  return TIMELINE_ZOOMS.some((z) => z.key === value);
}

/** The last day of the period (included). */
export function periodEnd(period: TimelinePeriod): string {
  return addCalendarDays(period.start, zoomDays(period.zoom) - 1);
}

/** The default period of a zoom: mostly the past, with today in its last third. */
export function defaultPeriod(zoom: TimelineZoom, today: string): TimelinePeriod {
  const days = zoomDays(zoom);
  return { zoom, start: addCalendarDays(today, -Math.floor((days * 2) / 3)) };
}

/** The period from URL values, falling back to the default (quarter around today). */
export function periodFrom(zoom: string | null, start: string | null, today: string): TimelinePeriod {
  const z = isZoom(zoom) ? zoom : 'quarter';
  return start && isCalendarDate(start) ? { zoom: z, start } : defaultPeriod(z, today);
}

/** Changes the zoom keeping the middle day in the middle. */
export function zoomTo(period: TimelinePeriod, zoom: TimelineZoom): TimelinePeriod {
  const middle = addCalendarDays(period.start, Math.floor(zoomDays(period.zoom) / 2));
  return { zoom, start: addCalendarDays(middle, -Math.floor(zoomDays(zoom) / 2)) };
}

/** One zoom level in (`+1`, fewer days) or out (`-1`); stays at the ends. */
export function zoomStep(period: TimelinePeriod, step: 1 | -1): TimelinePeriod {
  const index = TIMELINE_ZOOMS.findIndex((z) => z.key === period.zoom);
  const next = TIMELINE_ZOOMS[Math.min(TIMELINE_ZOOMS.length - 1, Math.max(0, index - step))]!;
  return next.key === period.zoom ? period : zoomTo(period, next.key);
}

/** Moves the period by half its length, earlier (`-1`) or later (`1`). */
export function shiftPeriod(period: TimelinePeriod, direction: 1 | -1): TimelinePeriod {
  const step = Math.max(1, Math.round(zoomDays(period.zoom) / 2));
  return { ...period, start: addCalendarDays(period.start, direction * step) };
}

/** Centres the period on `day`. */
export function centreOn(period: TimelinePeriod, day: string): TimelinePeriod {
  return { ...period, start: addCalendarDays(day, -Math.floor(zoomDays(period.zoom) / 2)) };
}

const DAY_MS = 86_400_000;

/**
 * A horizontal scale: x of an instant (ISO time) or a day (`YYYY-MM-DD`, its start) within `width`
 * pixels for the period, days counted in UTC.
 */
export function timeScale(period: TimelinePeriod, width: number) {
  const startMs = Date.parse(`${period.start}T00:00:00Z`);
  const spanMs = zoomDays(period.zoom) * DAY_MS;
  const x = (value: string) =>
    ((Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) - startMs) / spanMs) * width;
  return {
    x,
    dayWidth: width / zoomDays(period.zoom),
    dayX: (day: string) => x(day),
    endX: (day: string) => x(addCalendarDays(day, 1)),
  };
}

/** A tick of the axis: its day, its label and whether it starts a month. */
export interface Tick {
  day: string;
  label: string;
  major: boolean;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The axis ticks: every day for a week or a month (a month leaves the two days after a long
 * "1 Nov 2026" label unlabelled), every Monday for a quarter (but none within a few
 * days of a month start, whose label would collide), the first of every month
 * for half a year and a year. Month starts are major and carry the month's name (and the year in January).
 */
export function ticksOf(period: TimelinePeriod): Tick[] {
  const days = zoomDays(period.zoom);
  const ticks: Tick[] = [];
  let lastLong = -10;
  for (let i = 0; i < days; i += 1) {
    const day = addCalendarDays(period.start, i);
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const monthName = `${MONTHS[m - 1]}${m === 1 || ticks.length === 0 ? ` ${y}` : ''}`;
    if (days <= 31) {
      const long = d === 1 || i === 0;
      if (long) lastLong = i;
      const crowded = days > 7 && !long && i - lastLong <= 2;
      ticks.push({ day, label: long ? `${d} ${monthName}` : crowded ? '' : String(d), major: d === 1 });
    } else if (days <= 92) {
      if (d === 1) ticks.push({ day, label: monthName, major: true });
      else if (weekday === 1 && d > 3 && d < 28) ticks.push({ day, label: String(d), major: false });
    } else if (d === 1) ticks.push({ day, label: monthName, major: true });
  }
  return ticks;
}

/** Days from `from` to `to` (negative when earlier). */
export const daysBetween = calendarDaysBetween;
