import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../ship.table';
import { invalidateAccessCache } from '../../access/access-cache';

/** A ship row. */
export type ShipRow = typeof ships.$inferSelect;
/** Ship columns a write may set. */
export type ShipValues = Omit<typeof ships.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

const sortColumns = {
  name: ships.name,
  imo: ships.imo,
  shipType: ships.shipType,
  family: ships.family,
  buildYear: ships.buildYear,
  dwt: ships.dwt,
  gt: ships.gt,
  status: ships.status,
} as const;
/** A sort key of the ship list. */
export type ShipSort = keyof typeof sortColumns;

/** One page of ships in scope (`shipIds` null: every ship) matching the filters, with the total. */
export async function listShips(
  db: DbOrTx,
  query: {
    shipIds: readonly string[] | null;
    pattern?: string;
    family?: string;
    shipType?: string;
    status?: string;
    sort: { field: ShipSort; desc: boolean };
    offset: number;
    limit: number;
  },
): Promise<{ rows: ShipRow[]; total: number }> {
  const parts: SQL[] = [];
  if (query.shipIds !== null)
    parts.push(query.shipIds.length ? inArray(ships.id, [...query.shipIds]) : sql`false`);
  if (query.pattern)
    parts.push(
      or(
        ilike(ships.name, query.pattern),
        ilike(ships.imo, query.pattern),
        ilike(ships.mmsi, query.pattern),
        ilike(ships.callSign, query.pattern),
      )!,
    );
  if (query.family) parts.push(eq(ships.family, query.family));
  if (query.shipType) parts.push(eq(ships.shipType, query.shipType));
  if (query.status) parts.push(eq(ships.status, query.status));
  const where = parts.length ? and(...parts) : undefined;
  const column = sortColumns[query.sort.field];
  const order = query.sort.desc ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
  const rows = await db
    .select()
    .from(ships)
    .where(where)
    .orderBy(order, asc(ships.name), asc(ships.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(ships).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The ship with this id. */
export async function findShip(db: DbOrTx, id: string): Promise<ShipRow | undefined> {
  const [row] = await db.select().from(ships).where(eq(ships.id, id)).limit(1);
  return row;
}

/** Inserts a ship. */
export async function insertShip(db: DbOrTx, values: ShipValues): Promise<ShipRow> {
  // A role given on every ship reaches the new ship at once.
  invalidateAccessCache();
  const [row] = await db.insert(ships).values(values).returning();
  return row!;
}

/** Updates a ship if its version is still `version`; undefined when gone or changed meanwhile. */
export async function updateShip(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<ShipValues>,
): Promise<ShipRow | undefined> {
  const [row] = await db
    .update(ships)
    .set({ ...values, version: sql`${ships.version} + 1`, updatedAt: new Date() })
    .where(and(eq(ships.id, id), eq(ships.version, version)))
    .returning();
  return row;
}

/** The distinct family names of the ships in scope, by name. */
export async function selectFamilies(db: DbOrTx, shipIds: readonly string[] | null): Promise<string[]> {
  const parts: SQL[] = [sql`${ships.family} IS NOT NULL`];
  if (shipIds !== null) parts.push(shipIds.length ? inArray(ships.id, [...shipIds]) : sql`false`);
  const rows = await db
    .selectDistinct({ family: ships.family })
    .from(ships)
    .where(and(...parts))
    .orderBy(asc(ships.family));
  return rows.map((r) => r.family!);
}
