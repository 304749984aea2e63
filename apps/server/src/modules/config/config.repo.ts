import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { ShipFamily } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { ships } from '../fleet/ship.table';
import { invalidateConfigCache } from './config-cache';
import { companyConfig } from './config.table';

/** The fields of the company settings that can be changed. */
export type ConfigValues = Pick<
  typeof companyConfig.$inferInsert,
  | 'companyName'
  | 'baseCurrency'
  | 'shipFamilies'
  | 'invoiceAddress'
  | 'vatId'
  | 'billTolerancePercent'
  | 'billToleranceAbsolute'
>;

/** The company settings row (id 1), if present. */
export async function findConfig(db: DbOrTx) {
  const [row] = await db.select().from(companyConfig).where(eq(companyConfig.id, 1)).limit(1);
  return row;
}

/** Updates the settings if their version is `version`; bumps it. Undefined when stale or missing. */
export async function updateConfig(db: DbOrTx, version: number, values: ConfigValues) {
  invalidateConfigCache();
  const [row] = await db
    .update(companyConfig)
    .set({ ...values, version: sql`${companyConfig.version} + 1`, updatedAt: new Date() })
    .where(and(eq(companyConfig.id, 1), eq(companyConfig.version, version)))
    .returning();
  return row;
}

/** Writes the first settings row (a database that was never seeded) at version 2. */
export async function insertConfig(db: DbOrTx, values: ConfigValues) {
  invalidateConfigCache();
  const [row] = await db
    .insert(companyConfig)
    .values({ ...values, id: 1, version: 2 })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Writes each ship's `family` from the company's ship families (the settings are the source of
 * truth): a ship in no family gets none. Only ships whose family changes get a new version.
 */
export async function applyShipFamilies(db: DbOrTx, families: readonly ShipFamily[]): Promise<void> {
  const bump = { version: sql`${ships.version} + 1`, updatedAt: new Date() };
  const placed = families.flatMap((f) => f.shipIds);
  await db
    .update(ships)
    .set({ family: null, ...bump })
    .where(and(isNotNull(ships.family), placed.length > 0 ? notInArray(ships.id, placed) : undefined));
  for (const family of families) {
    if (family.shipIds.length === 0) continue;
    await db
      .update(ships)
      .set({ family: family.name, ...bump })
      .where(and(inArray(ships.id, family.shipIds), or(isNull(ships.family), ne(ships.family, family.name))));
  }
}
