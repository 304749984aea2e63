import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { users } from '../../users/user.table';

/**
 * A ship event (DOMAIN.md "Event"): port calls, drills, inspections, incidents, alarms, maintenance.
 * Open until closed with a note (who and when are kept); a closed event can be reopened.
 */
export const shipEvents = pgTable(
  'ship_events',
  {
    ...recordColumns(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    severity: text('severity').notNull().default('info'),
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: uuid('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name'),
    closingNote: text('closing_note'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
  },
  (t) => [
    index('ship_events_ship_time_idx').on(t.shipId, t.occurredAt),
    index('ship_events_time_idx').on(t.occurredAt),
    check(
      'ship_events_kind_check',
      sql`${t.kind} in ('port_call', 'drill', 'inspection', 'incident', 'alarm', 'maintenance', 'other')`,
    ),
    check('ship_events_severity_check', sql`${t.severity} in ('info', 'minor', 'major', 'critical')`),
    check('ship_events_status_check', sql`${t.status} in ('open', 'closed')`),
    check(
      'ship_events_closed_check',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null and ${t.closingNote} is not null)`,
    ),
  ],
);
