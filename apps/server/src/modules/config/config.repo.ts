import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { ShipFamily } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { dmsDocuments } from '../dms/document/document.table';
import { ships } from '../fleet/ship.table';
import { pmsCatalogues } from '../pms/catalogue/catalogue.table';
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

/** A record whose ship family was renamed, before and after. */
export interface RenamedFamilyRef {
  id: string;
  before: string[];
  after: string[];
}

/** `old → new` as a `VALUES` list for one statement (a swap of two names is one step, never a chain). */
function renameValues(renames: ReadonlyMap<string, string>) {
  return sql.join(
    [...renames].map(([from, to]) => sql`(${from}::text, ${to}::text)`),
    sql`, `,
  );
}

/**
 * Renames the families `renames` (old name → new) wherever a record names one: the distribution of DMS
 * documents (`ship_families`) and the family of PMS catalogues. One statement per table, each name
 * mapped at once (so A → B with B → A swaps). Each changed record gets a new version.
 */
export async function renameFamilyReferences(
  db: DbOrTx,
  renames: ReadonlyMap<string, string>,
): Promise<{ documents: RenamedFamilyRef[]; catalogues: RenamedFamilyRef[] }> {
  if (renames.size === 0) return { documents: [], catalogues: [] };
  const values = renameValues(renames);
  const documents = await db.execute<{ id: string; before: string[]; after: string[] }>(sql`
    WITH m(old, new) AS (VALUES ${values}),
    changed AS (
      SELECT d.id, d.ship_families AS before,
        ARRAY(SELECT coalesce(m.new, f) FROM unnest(d.ship_families) WITH ORDINALITY u(f, i)
          LEFT JOIN m ON m.old = u.f ORDER BY u.i) AS after
      FROM ${dmsDocuments} d WHERE d.ship_families && ARRAY(SELECT old FROM m)
    )
    UPDATE ${dmsDocuments} d SET ship_families = c.after, version = d.version + 1, updated_at = now()
    FROM changed c WHERE d.id = c.id
    RETURNING d.id, c.before, c.after`);
  const catalogues = await db.execute<{ id: string; before: string; after: string }>(sql`
    WITH m(old, new) AS (VALUES ${values})
    UPDATE ${pmsCatalogues} c SET family = m.new, version = c.version + 1, updated_at = now()
    FROM m WHERE c.family = m.old
    RETURNING c.id, m.old AS before, m.new AS after`);
  return {
    documents: documents.rows.map((r) => ({ id: r.id, before: r.before, after: r.after })),
    catalogues: catalogues.rows.map((r) => ({ id: r.id, before: [r.before], after: [r.after] })),
  };
}

/** The numbers of the DMS documents distributed to any of `families` (by number). */
export async function documentsDistributedTo(db: DbOrTx, families: readonly string[]): Promise<string[]> {
  if (families.length === 0) return [];
  const rows = await db
    .select({ number: dmsDocuments.number })
    .from(dmsDocuments)
    .where(
      sql`${dmsDocuments.shipFamilies} && ARRAY[${sql.join(
        families.map((f) => sql`${f}::text`),
        sql`, `,
      )}]`,
    )
    .orderBy(dmsDocuments.number);
  return rows.map((r) => r.number);
}
