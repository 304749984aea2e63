import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { allOf, matchesAny, orderOf, type ListPage } from '../../../lib/list-query';
import { ships } from '../../fleet/ship.table';
import { pmsComponents } from '../component/component.table';
import { pmsSparePartComponents, pmsSpareParts, pmsStockLedger } from './spare-part.table';

/** A stored part with its ship's name. */
export type SparePartRow = typeof pmsSpareParts.$inferSelect & { shipName: string | null };
/** A new part row. */
export type NewSparePartRow = typeof pmsSpareParts.$inferInsert;
/** A new ledger row. */
export type NewLedgerRow = typeof pmsStockLedger.$inferInsert;

const select = { part: pmsSpareParts, shipName: ships.name };
const belowMinimum = sql`${pmsSpareParts.balance} < ${pmsSpareParts.minimumStock}`;

const sortColumns = {
  partNumber: pmsSpareParts.partNumber,
  name: sql`lower(${pmsSpareParts.name})`,
  maker: sql`lower(${pmsSpareParts.maker})`,
  impaCode: pmsSpareParts.impaCode,
  balance: pmsSpareParts.balance,
  location: sql`lower(${pmsSpareParts.location})`,
} as const;

/** Filters of the spare parts list. */
export interface SparePartFilter {
  /** The actor's ships; null for every ship (admins). Catalogue parts are not limited by it. */
  shipIds: string[] | null;
  shipId?: string;
  catalogueId?: string;
  componentId?: string;
  belowMinimum?: boolean;
  /** ILIKE pattern on part number, name, maker and IMPA code. */
  pattern?: string;
}

function whereOf(f: SparePartFilter): SQL | undefined {
  return allOf([
    f.shipIds && !f.catalogueId
      ? f.shipIds.length > 0
        ? inArray(pmsSpareParts.shipId, f.shipIds)
        : sql`false`
      : undefined,
    f.shipId ? eq(pmsSpareParts.shipId, f.shipId) : undefined,
    f.catalogueId ? eq(pmsSpareParts.catalogueId, f.catalogueId) : undefined,
    !f.shipId && !f.catalogueId ? sql`${pmsSpareParts.shipId} IS NOT NULL` : undefined,
    f.componentId
      ? sql`EXISTS (SELECT 1 FROM ${pmsSparePartComponents} WHERE ${pmsSparePartComponents.sparePartId} = ${pmsSpareParts.id} AND ${pmsSparePartComponents.componentId} = ${f.componentId})`
      : undefined,
    f.belowMinimum === true
      ? belowMinimum
      : f.belowMinimum === false
        ? sql`NOT (${belowMinimum})`
        : undefined,
    matchesAny(f.pattern, [
      pmsSpareParts.partNumber,
      pmsSpareParts.name,
      pmsSpareParts.maker,
      pmsSpareParts.impaCode,
    ]),
  ]);
}

/** One page of parts and the total that match. */
export async function listSpareParts(
  db: DbOrTx,
  filter: SparePartFilter,
  page: ListPage<keyof typeof sortColumns>,
): Promise<{ rows: SparePartRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select(select)
    .from(pmsSpareParts)
    .leftJoin(ships, eq(ships.id, pmsSpareParts.shipId))
    .where(where)
    .orderBy(orderOf(sortColumns[page.sort.field], page.sort.desc), asc(pmsSpareParts.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(pmsSpareParts).where(where);
  return { rows: rows.map((r) => ({ ...r.part, shipName: r.shipName })), total: total?.n ?? 0 };
}

/** A part by id, or undefined. `lock` takes a row lock for the rest of the transaction. */
export async function findSparePart(db: DbOrTx, id: string, lock = false): Promise<SparePartRow | undefined> {
  const query = db
    .select(select)
    .from(pmsSpareParts)
    .leftJoin(ships, eq(ships.id, pmsSpareParts.shipId))
    .where(eq(pmsSpareParts.id, id));
  const [row] = lock ? await query.for('update', { of: pmsSpareParts }) : await query;
  return row ? { ...row.part, shipName: row.shipName } : undefined;
}

/** The part of a ship with a part number, or undefined. */
export async function findShipPart(db: DbOrTx, shipId: string, partNumber: string) {
  const [row] = await db
    .select({ id: pmsSpareParts.id })
    .from(pmsSpareParts)
    .where(and(eq(pmsSpareParts.shipId, shipId), eq(pmsSpareParts.partNumber, partNumber)));
  return row?.id;
}

/** A component a part fits, by code. */
export interface FitRow {
  id: string;
  code: string;
  name: string;
}

/** The components each part fits, by code. */
export async function fitsOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, FitRow[]>> {
  const out = new Map<string, FitRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      sparePartId: pmsSparePartComponents.sparePartId,
      id: pmsComponents.id,
      code: pmsComponents.code,
      name: pmsComponents.name,
    })
    .from(pmsSparePartComponents)
    .innerJoin(pmsComponents, eq(pmsComponents.id, pmsSparePartComponents.componentId))
    .where(inArray(pmsSparePartComponents.sparePartId, [...ids]))
    .orderBy(asc(pmsComponents.code));
  for (const { sparePartId, ...fit } of rows) out.get(sparePartId)?.push(fit);
  return out;
}

/** How many of `ids` are components of the ship (or catalogue). */
export async function countOwnComponents(
  db: DbOrTx,
  ids: readonly string[],
  owner: { shipId: string | null; catalogueId: string | null },
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(pmsComponents)
    .where(
      and(
        inArray(pmsComponents.id, [...ids]),
        owner.shipId
          ? eq(pmsComponents.shipId, owner.shipId)
          : eq(pmsComponents.catalogueId, owner.catalogueId!),
      ),
    );
  return row?.n ?? 0;
}

/** Inserts a part and returns its id. */
export async function insertSparePart(db: DbOrTx, row: NewSparePartRow): Promise<string> {
  const [inserted] = await db.insert(pmsSpareParts).values(row).returning({ id: pmsSpareParts.id });
  return inserted!.id;
}

/** Updates a part's fields when its version is still `version`; false when stale. */
export async function updateSparePart(
  db: DbOrTx,
  id: string,
  version: number,
  set: Partial<NewSparePartRow>,
): Promise<boolean> {
  const rows = await db
    .update(pmsSpareParts)
    .set({ ...set, updatedAt: new Date(), version: sql`${pmsSpareParts.version} + 1` })
    .where(and(eq(pmsSpareParts.id, id), eq(pmsSpareParts.version, version)))
    .returning({ id: pmsSpareParts.id });
  return rows.length > 0;
}

/** Replaces the components a part fits. */
export async function replaceFits(db: DbOrTx, sparePartId: string, componentIds: readonly string[]) {
  await db.delete(pmsSparePartComponents).where(eq(pmsSparePartComponents.sparePartId, sparePartId));
  const unique = [...new Set(componentIds)];
  if (unique.length > 0)
    await db
      .insert(pmsSparePartComponents)
      .values(unique.map((componentId) => ({ sparePartId, componentId })));
}

/**
 * Moves a part's balance by `change` in one statement, only when the result stays ≥ 0; returns the new
 * balance, or undefined when the stock is short. Concurrent moves queue on the row lock and each sees
 * the balance the previous one left (the CHECK on the column is the backstop).
 */
export async function moveBalance(db: DbOrTx, id: string, change: string): Promise<string | undefined> {
  const [row] = await db
    .update(pmsSpareParts)
    .set({
      balance: sql`${pmsSpareParts.balance} + ${change}::numeric`,
      updatedAt: new Date(),
      version: sql`${pmsSpareParts.version} + 1`,
    })
    .where(and(eq(pmsSpareParts.id, id), sql`${pmsSpareParts.balance} + ${change}::numeric >= 0`))
    .returning({ balance: pmsSpareParts.balance });
  return row?.balance;
}

/** Appends a ledger row. */
export async function insertLedger(db: DbOrTx, row: NewLedgerRow): Promise<void> {
  await db.insert(pmsStockLedger).values(row);
}

/** A page of a part's ledger, newest first, with the counterpart ship's name. */
export async function ledgerOf(db: DbOrTx, sparePartId: string, offset: number, limit: number) {
  const where = eq(pmsStockLedger.sparePartId, sparePartId);
  const rows = await db
    .select({ entry: pmsStockLedger, counterpartShipName: ships.name })
    .from(pmsStockLedger)
    .leftJoin(ships, eq(ships.id, pmsStockLedger.counterpartShipId))
    .where(where)
    .orderBy(desc(pmsStockLedger.createdAt), desc(pmsStockLedger.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(pmsStockLedger).where(where);
  return { rows, total: total?.n ?? 0 };
}
