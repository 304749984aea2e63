import { z } from 'zod';
import { isCalendarDate } from './calendar-date';

/**
 * A calendar date field written `YYYY-MM-DD`; the message names the field, e.g.
 * `issueDate must be a date YYYY-MM-DD`. Impossible dates (2025-02-29) are refused.
 */
export function calendarDateSchema(field: string) {
  const message = `${field} must be a date YYYY-MM-DD`;
  return z.string({ error: message }).trim().refine(isCalendarDate, { message });
}

/**
 * An instant written in ISO 8601 UTC (`2025-03-01T12:00:00Z`); the message names the field
 * ("`field` is required" when it is missing).
 */
export function utcTimeSchema(field: string) {
  return z.iso.datetime({
    offset: false,
    error: (issue) =>
      issue.input === undefined ? `${field} is required` : `${field} must be an ISO 8601 UTC time (…Z)`,
  });
}
