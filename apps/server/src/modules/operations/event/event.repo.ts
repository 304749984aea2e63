import { and, asc, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EventKind, EventSeverity, EventSortField, EventStatus } from '@keel/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { shipEvents } from './event.table';

/** An event row. */
export type EventRow = typeof shipEvents.$inferSelect;
/** The columns an insert sets. */
export type NewEventRow = typeof shipEvents.$inferInsert;

/** What an events query filters on; `shipIds` null means every ship. */
export interface EventFilter {
  shipIds: string[] | null;
  shipId?: string;
  kind?: EventKind;
  severity?: EventSeverity;
  status?: EventStatus;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  /** LIKE pattern on title and details. */
  pattern?: string;
}

const severityRank = sql`case ${shipEvents.severity} when 'info' then 0 when 'minor' then 1 when 'major' then 2 else 3 end`;

const sortColumns: Record<EventSortField, SQL | AnyPgColumn> = {
  occurredAt: shipEvents.occurredAt,
  title: shipEvents.title,
  kind: shipEvents.kind,
  severity: severityRank,
  status: shipEvents.status,
  closedAt: shipEvents.closedAt,
  createdAt: shipEvents.createdAt,
};

function whereOf(f: EventFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (f.shipIds) filters.push(f.shipIds.length ? inArray(shipEvents.shipId, f.shipIds) : sql`false`);
  if (f.shipId) filters.push(eq(shipEvents.shipId, f.shipId));
  if (f.kind) filters.push(eq(shipEvents.kind, f.kind));
  if (f.severity) filters.push(eq(shipEvents.severity, f.severity));
  if (f.status) filters.push(eq(shipEvents.status, f.status));
  if (f.from) filters.push(gte(shipEvents.occurredAt, f.from));
  if (f.to) filters.push(lt(shipEvents.occurredAt, f.to));
  if (f.pattern) filters.push(or(ilike(shipEvents.title, f.pattern), ilike(shipEvents.details, f.pattern))!);
  return filters.length ? and(...filters) : undefined;
}

/** One page of events with the total. */
export async function listEvents(
  db: DbOrTx,
  filter: EventFilter,
  page: { sort: { field: EventSortField; desc: boolean }; offset: number; limit: number },
): Promise<{ rows: EventRow[]; total: number }> {
  const where = whereOf(filter);
  const column = sortColumns[page.sort.field];
  const order = page.sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = await db
    .select()
    .from(shipEvents)
    .where(where)
    .orderBy(order, asc(shipEvents.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(shipEvents).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The events of a period in time order, at most `limit` (for the timeline). */
export function eventsInPeriod(db: DbOrTx, filter: EventFilter, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(shipEvents)
    .where(whereOf(filter))
    .orderBy(asc(shipEvents.occurredAt), asc(shipEvents.id))
    .limit(limit);
}

/** The event with this id. */
export async function findEvent(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(shipEvents).where(eq(shipEvents.id, id)).limit(1);
  return row;
}

/** Inserts an event. */
export async function insertEvent(db: DbOrTx, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(shipEvents).values(values).returning();
  return row!;
}

/** Updates an event if its version is still `version`, bumping it; undefined when stale or gone. */
export async function updateEvent(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<Omit<NewEventRow, 'id' | 'version' | 'createdAt'>>,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(shipEvents)
    .set({ ...values, version: sql`${shipEvents.version} + 1`, updatedAt: new Date() })
    .where(and(eq(shipEvents.id, id), eq(shipEvents.version, version)))
    .returning();
  return row;
}

/** How many events exist (the seeder's idempotence check). */
export async function countEvents(db: DbOrTx, shipId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shipEvents)
    .where(shipId ? eq(shipEvents.shipId, shipId) : undefined);
  return row?.n ?? 0;
}

/** Inserts many events (demo data). */
export async function insertEvents(db: DbOrTx, values: NewEventRow[]): Promise<void> {
  if (values.length) await db.insert(shipEvents).values(values);
}
