import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Counter, Reading } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { updateAtVersion } from '../../../lib/record-repo';
import { pmsCounterReadings, pmsCounters } from './counter.table';

/** A stored counter. */
export type CounterRow = typeof pmsCounters.$inferSelect;
/** A stored reading. */
export type ReadingRow = typeof pmsCounterReadings.$inferSelect;

/** The API shape of a counter; `hoursPerDay` comes from its last two readings. */
export function toCounterView(row: CounterRow, hoursPerDay: number | null): Counter {
  return {
    id: row.id,
    componentId: row.componentId,
    name: row.name,
    currentHours: row.currentHours,
    currentReadingOn: row.currentReadingOn,
    hoursPerDay,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The API shape of a reading. */
export function toReadingView(row: ReadingRow, hoursPerDay: number | null): Reading {
  return {
    id: row.id,
    counterId: row.counterId,
    readingOn: row.readingOn,
    hours: row.hours,
    isReset: row.isReset,
    resetReason: row.resetReason,
    implausible: row.implausible,
    hoursPerDay,
    enteredByName: row.enteredByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A component's counters by name. */
export function selectCounters(db: DbOrTx, componentId: string) {
  return db
    .select()
    .from(pmsCounters)
    .where(eq(pmsCounters.componentId, componentId))
    .orderBy(asc(pmsCounters.name));
}

/** One counter; `lock` for a reading. */
export async function findCounter(db: DbOrTx, id: string, lock = false): Promise<CounterRow | undefined> {
  const query = db.select().from(pmsCounters).where(eq(pmsCounters.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The newest readings of a counter first (by date, then entry time). */
export function selectReadings(db: DbOrTx, counterId: string, offset: number, limit: number) {
  return db
    .select()
    .from(pmsCounterReadings)
    .where(eq(pmsCounterReadings.counterId, counterId))
    .orderBy(desc(pmsCounterReadings.readingOn), desc(pmsCounterReadings.createdAt))
    .offset(offset)
    .limit(limit);
}

/** How many readings a counter has. */
export async function countReadings(db: DbOrTx, counterId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pmsCounterReadings)
    .where(eq(pmsCounterReadings.counterId, counterId));
  return row?.n ?? 0;
}

/** Inserts a reading. */
export async function insertReading(db: DbOrTx, values: typeof pmsCounterReadings.$inferInsert) {
  const [row] = await db.insert(pmsCounterReadings).values(values).returning();
  return row!;
}

/** Brings the counter up to a reading (bumps its version). */
export function setCurrent(db: DbOrTx, row: CounterRow, hours: number, readingOn: string) {
  return updateAtVersion(db, pmsCounters, row.id, row.version, {
    currentHours: hours,
    currentReadingOn: readingOn,
  });
}

/** Renames a counter at its version. */
export function renameCounter(db: DbOrTx, id: string, version: number, name: string) {
  return updateAtVersion(db, pmsCounters, id, version, { name });
}

/** Inserts a counter. */
export async function insertCounter(db: DbOrTx, componentId: string, name: string) {
  const [row] = await db.insert(pmsCounters).values({ componentId, name }).returning();
  return row!;
}

/** The counter named `name` of a component, if any. */
export async function findCounterByName(db: DbOrTx, componentId: string, name: string) {
  const [row] = await db
    .select()
    .from(pmsCounters)
    .where(and(eq(pmsCounters.componentId, componentId), eq(pmsCounters.name, name)));
  return row;
}
