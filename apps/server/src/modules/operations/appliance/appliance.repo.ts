import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ApplianceStatus, ApplianceType } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { applianceInstalls, appliances } from './appliance.table';

/** An appliance row. */
export type ApplianceRow = typeof appliances.$inferSelect;
/** The columns an appliance insert sets. */
export type NewApplianceRow = typeof appliances.$inferInsert;
/** A version history row. */
export type InstallRow = typeof applianceInstalls.$inferSelect;
/** The columns a history insert sets. */
export type NewInstallRow = typeof applianceInstalls.$inferInsert;

/** What an appliance query filters on; `shipIds` null means every ship. */
export interface ApplianceFilter {
  shipIds: string[] | null;
  shipId?: string;
  type?: ApplianceType;
  status?: ApplianceStatus;
  /** LIKE pattern on name, maker, model, serial, software name and version. */
  pattern?: string;
}

function whereOf(f: ApplianceFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (f.shipIds) filters.push(f.shipIds.length ? inArray(appliances.shipId, f.shipIds) : sql`false`);
  if (f.shipId) filters.push(eq(appliances.shipId, f.shipId));
  if (f.type) filters.push(eq(appliances.type, f.type));
  if (f.status) filters.push(eq(appliances.status, f.status));
  if (f.pattern)
    filters.push(
      or(
        ilike(appliances.name, f.pattern),
        ilike(appliances.maker, f.pattern),
        ilike(appliances.model, f.pattern),
        ilike(appliances.serialNumber, f.pattern),
        ilike(appliances.softwareName, f.pattern),
        ilike(appliances.softwareVersion, f.pattern),
      )!,
    );
  return filters.length ? and(...filters) : undefined;
}

/**
 * Every appliance matching the filter, at most `cap`. The register of a fleet is a few dozen
 * appliances per ship, so the service computes the standing against the targets, sorts by version
 * (which SQL cannot order correctly) and pages in memory.
 */
export function selectAppliances(db: DbOrTx, filter: ApplianceFilter, cap: number): Promise<ApplianceRow[]> {
  return db
    .select()
    .from(appliances)
    .where(whereOf(filter))
    .orderBy(asc(appliances.type), asc(appliances.name), asc(appliances.id))
    .limit(cap);
}

/** The appliance with this id. */
export async function findAppliance(db: DbOrTx, id: string): Promise<ApplianceRow | undefined> {
  const [row] = await db.select().from(appliances).where(eq(appliances.id, id)).limit(1);
  return row;
}

/** Inserts an appliance. */
export async function insertAppliance(db: DbOrTx, values: NewApplianceRow): Promise<ApplianceRow> {
  const [row] = await db.insert(appliances).values(values).returning();
  return row!;
}

/** Updates an appliance if its version is still `version`, bumping it; undefined when stale or gone. */
export async function updateAppliance(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<Omit<NewApplianceRow, 'id' | 'version' | 'createdAt'>>,
): Promise<ApplianceRow | undefined> {
  const [row] = await db
    .update(appliances)
    .set({ ...values, version: sql`${appliances.version} + 1`, updatedAt: new Date() })
    .where(and(eq(appliances.id, id), eq(appliances.version, version)))
    .returning();
  return row;
}

/** Adds a version history entry. */
export async function insertInstall(db: DbOrTx, values: NewInstallRow): Promise<InstallRow> {
  const [row] = await db.insert(applianceInstalls).values(values).returning();
  return row!;
}

/** One page of an appliance's version history, newest first, with the total. */
export async function listInstalls(
  db: DbOrTx,
  applianceId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: InstallRow[]; total: number }> {
  const where = eq(applianceInstalls.applianceId, applianceId);
  const rows = await db
    .select()
    .from(applianceInstalls)
    .where(where)
    .orderBy(
      desc(applianceInstalls.installedOn),
      desc(applianceInstalls.recordedAt),
      desc(applianceInstalls.id),
    )
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(applianceInstalls).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many appliances exist (the seeder's idempotence check). */
export async function countAppliances(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appliances);
  return row?.n ?? 0;
}
