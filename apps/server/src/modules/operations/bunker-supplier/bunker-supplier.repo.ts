import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ContactValues, SupplierPort } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { deleteAtVersion, updateAtVersion, type ContactRow } from '../../../lib/record-repo';
import { allOf, pageOf, type ListPage } from '../../../lib/list-query';
import { bunkerPrices } from './bunker-price.table';
import { bunkerSupplierContacts, bunkerSupplierPorts, bunkerSuppliers } from './bunker-supplier.table';

/** A supplier row. */
export type SupplierRow = typeof bunkerSuppliers.$inferSelect;
/** Supplier columns a write may set. */
export type SupplierValues = Partial<
  Omit<typeof bunkerSuppliers.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>
>;
/** A stored contact. */
export type { ContactRow };

const portCount = sql<number>`(SELECT count(*)::int FROM ${bunkerSupplierPorts} p WHERE p.supplier_id = ${bunkerSuppliers.id})`;

const sortColumns = {
  name: sql`lower(${bunkerSuppliers.name})`,
  country: bunkerSuppliers.country,
  rating: bunkerSuppliers.rating,
  portCount,
  createdAt: bunkerSuppliers.createdAt,
  updatedAt: bunkerSuppliers.updatedAt,
} as const;

/**
 * One page of suppliers: `pattern` (LIKE) on the name or a served port's LOCODE or name; `port` a
 * served LOCODE; `grade` a grade the supplier has a price for (at `port` when both are given).
 */
export function listSuppliers(
  db: DbOrTx,
  query: {
    pattern?: string;
    port?: string;
    grade?: string;
  } & ListPage<keyof typeof sortColumns>,
): Promise<{ rows: SupplierRow[]; total: number }> {
  const where = allOf([
    query.pattern
      ? or(
          ilike(bunkerSuppliers.name, query.pattern),
          sql`EXISTS (SELECT 1 FROM ${bunkerSupplierPorts} p WHERE p.supplier_id = ${bunkerSuppliers.id}
          AND (p.locode ILIKE ${query.pattern} OR p.port_name ILIKE ${query.pattern}))`,
        )
      : undefined,
    query.port
      ? sql`EXISTS (SELECT 1 FROM ${bunkerSupplierPorts} p WHERE p.supplier_id = ${bunkerSuppliers.id} AND p.locode = ${query.port})`
      : undefined,
    query.grade
      ? sql`EXISTS (SELECT 1 FROM ${bunkerPrices} bp WHERE bp.supplier_id = ${bunkerSuppliers.id} AND bp.grade = ${query.grade}
        ${query.port ? sql`AND bp.port_locode = ${query.port}` : sql``})`
      : undefined,
  ]);
  return pageOf(db, bunkerSuppliers, where, sortColumns, query, [bunkerSuppliers.id]);
}

/** The supplier with this id; `lock` takes a share lock so its ports cannot change meanwhile. */
export async function findSupplier(db: DbOrTx, id: string, lock?: 'share'): Promise<SupplierRow | undefined> {
  const query = db.select().from(bunkerSuppliers).where(eq(bunkerSuppliers.id, id)).limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The served ports of each supplier, in their order. */
export async function portsOf(db: DbOrTx, ids: string[]): Promise<Map<string, SupplierPort[]>> {
  const map = new Map<string, SupplierPort[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(bunkerSupplierPorts)
    .where(inArray(bunkerSupplierPorts.supplierId, ids))
    .orderBy(asc(bunkerSupplierPorts.position));
  for (const r of rows) map.get(r.supplierId)?.push({ locode: r.locode, portName: r.portName });
  return map;
}

/** The contacts of each supplier, in their order. */
export async function contactsOf(db: DbOrTx, ids: string[]): Promise<Map<string, ContactRow[]>> {
  const map = new Map<string, ContactRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(bunkerSupplierContacts)
    .where(inArray(bunkerSupplierContacts.supplierId, ids))
    .orderBy(asc(bunkerSupplierContacts.position));
  for (const r of rows)
    map.get(r.supplierId)?.push({ id: r.id, name: r.name, role: r.role, email: r.email, phone: r.phone });
  return map;
}

/** The grades each supplier has any price for. */
export async function gradesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .selectDistinct({ supplierId: bunkerPrices.supplierId, grade: bunkerPrices.grade })
    .from(bunkerPrices)
    .where(inArray(bunkerPrices.supplierId, ids))
    .orderBy(asc(bunkerPrices.supplierId), asc(bunkerPrices.grade));
  for (const r of rows) map.get(r.supplierId)?.push(r.grade);
  return map;
}

/** Inserts a supplier. */
export async function insertSupplier(
  db: DbOrTx,
  values: SupplierValues & { name: string; country: string },
): Promise<SupplierRow> {
  const [row] = await db.insert(bunkerSuppliers).values(values).returning();
  return row!;
}

/**
 * Updates a supplier if its version is still `version` and bumps the version (also with no field
 * changes, when only its ports or contacts changed). Undefined when it is gone or changed meanwhile.
 */
export function updateSupplier(
  db: DbOrTx,
  id: string,
  version: number,
  values: SupplierValues,
): Promise<SupplierRow | undefined> {
  return updateAtVersion(db, bunkerSuppliers, id, version, values);
}

/** Deletes a supplier at `version` (ports, contacts and prices go with it); false when none matched. */
export function deleteSupplier(db: DbOrTx, id: string, version: number): Promise<boolean> {
  return deleteAtVersion(db, bunkerSuppliers, id, version);
}

/** Replaces a supplier's ports with `ports`, in that order. */
export async function replacePorts(db: DbOrTx, supplierId: string, ports: SupplierPort[]): Promise<void> {
  await db.delete(bunkerSupplierPorts).where(eq(bunkerSupplierPorts.supplierId, supplierId));
  if (ports.length === 0) return;
  await db
    .insert(bunkerSupplierPorts)
    .values(ports.map((p, position) => ({ supplierId, locode: p.locode, portName: p.portName, position })));
}

/** Replaces a supplier's contacts with `contacts`, in that order. */
export async function replaceContacts(
  db: DbOrTx,
  supplierId: string,
  contacts: ContactValues[],
): Promise<void> {
  await db.delete(bunkerSupplierContacts).where(eq(bunkerSupplierContacts.supplierId, supplierId));
  if (contacts.length === 0) return;
  await db
    .insert(bunkerSupplierContacts)
    .values(contacts.map((c, position) => ({ supplierId, position, ...c })));
}

/** Every port some supplier serves, by LOCODE, with the most used name and how many suppliers serve it. */
export async function portOptions(
  db: DbOrTx,
): Promise<{ locode: string; portName: string; supplierCount: number }[]> {
  return db
    .select({
      locode: bunkerSupplierPorts.locode,
      portName: sql<string>`mode() WITHIN GROUP (ORDER BY ${bunkerSupplierPorts.portName})`,
      supplierCount: sql<number>`count(*)::int`,
    })
    .from(bunkerSupplierPorts)
    .groupBy(bunkerSupplierPorts.locode)
    .orderBy(asc(bunkerSupplierPorts.locode))
    .limit(1000);
}
