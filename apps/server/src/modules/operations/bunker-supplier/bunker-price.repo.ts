import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bunkerPrices } from './bunker-price.table';
import { bunkerSupplierPorts } from './bunker-supplier.table';

/** A price row. */
export type PriceRow = typeof bunkerPrices.$inferSelect;

/** Prices valid on `day` (`YYYY-MM-DD`): validFrom ≤ day ≤ validUntil. */
const validOn = (day: string) =>
  and(
    lte(bunkerPrices.validFrom, day),
    or(isNull(bunkerPrices.validUntil), gte(bunkerPrices.validUntil, day)),
  )!;

/**
 * Today's price per served port and grade of each supplier: the newest price valid on `day` (latest
 * validFrom, then latest entered), as packages/domain `currentPrices` defines it. Ports the supplier
 * no longer serves have no current price; their prices stay in the history.
 */
export async function currentPricesOf(db: DbOrTx, supplierId: string, day: string): Promise<PriceRow[]> {
  const rows = await db
    .selectDistinctOn([bunkerPrices.portLocode, bunkerPrices.grade], { price: bunkerPrices })
    .from(bunkerPrices)
    .innerJoin(
      bunkerSupplierPorts,
      and(
        eq(bunkerSupplierPorts.supplierId, bunkerPrices.supplierId),
        eq(bunkerSupplierPorts.locode, bunkerPrices.portLocode),
      ),
    )
    .where(and(eq(bunkerPrices.supplierId, supplierId), validOn(day)))
    .orderBy(
      asc(bunkerPrices.portLocode),
      asc(bunkerPrices.grade),
      desc(bunkerPrices.validFrom),
      desc(bunkerPrices.createdAt),
      desc(bunkerPrices.id),
    );
  return rows.map((r) => r.price);
}

const sortColumns = {
  validFrom: bunkerPrices.validFrom,
  portLocode: bunkerPrices.portLocode,
  grade: bunkerPrices.grade,
  price: bunkerPrices.price,
  createdAt: bunkerPrices.createdAt,
} as const;

/** One page of a supplier's price history, filtered by port and grade. */
export async function listPrices(
  db: DbOrTx,
  supplierId: string,
  query: {
    port?: string;
    grade?: string;
    sort: { field: keyof typeof sortColumns; desc: boolean };
    offset: number;
    limit: number;
  },
): Promise<{ rows: PriceRow[]; total: number }> {
  const filters: SQL[] = [eq(bunkerPrices.supplierId, supplierId)];
  if (query.port) filters.push(eq(bunkerPrices.portLocode, query.port));
  if (query.grade) filters.push(eq(bunkerPrices.grade, query.grade));
  const where = and(...filters);
  const column = sortColumns[query.sort.field];
  const direction = query.sort.desc ? sql`DESC` : sql`ASC`;
  const rows = await db
    .select()
    .from(bunkerPrices)
    .where(where)
    .orderBy(
      sql`${column} ${direction}`,
      desc(bunkerPrices.validFrom),
      asc(bunkerPrices.portLocode),
      asc(bunkerPrices.grade),
      desc(bunkerPrices.createdAt),
      desc(bunkerPrices.id),
    )
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(bunkerPrices).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Inserts a price. */
export async function insertPrice(
  db: DbOrTx,
  values: Omit<typeof bunkerPrices.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>,
): Promise<PriceRow> {
  const [row] = await db.insert(bunkerPrices).values(values).returning();
  return row!;
}

/** The price `priceId` of supplier `supplierId`. */
export async function findPrice(
  db: DbOrTx,
  supplierId: string,
  priceId: string,
): Promise<PriceRow | undefined> {
  const [row] = await db
    .select()
    .from(bunkerPrices)
    .where(and(eq(bunkerPrices.id, priceId), eq(bunkerPrices.supplierId, supplierId)))
    .limit(1);
  return row;
}

/** Deletes a price; false when it was already gone. */
export async function deletePrice(db: DbOrTx, priceId: string): Promise<boolean> {
  const rows = await db
    .delete(bunkerPrices)
    .where(eq(bunkerPrices.id, priceId))
    .returning({ id: bunkerPrices.id });
  return rows.length > 0;
}
