import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ContactValues, PortRef } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { vendorContacts, vendorPorts, vendors } from './vendor.table';

/** A vendor row. */
export type VendorRow = typeof vendors.$inferSelect;
/** Vendor columns a write may set. */
export type VendorValues = Partial<
  Omit<typeof vendors.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>
>;
/** A stored contact. */
export type ContactRow = {
  id: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
};

const sortColumns = {
  name: sql`lower(${vendors.name})`,
  code: vendors.code,
  country: vendors.country,
  city: sql`lower(${vendors.city})`,
  rating: vendors.rating,
  currency: vendors.currency,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
} as const;

/** Filters of the vendors list. */
export interface VendorFilter {
  /** LIKE pattern on name, code, e-mail and city. */
  pattern?: string;
  active?: boolean;
  category?: string;
  /** UN/LOCODE of a port served. */
  port?: string;
  country?: string;
  /** Only these vendors. */
  ids?: readonly string[];
}

function whereOf(filter: VendorFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.pattern)
    filters.push(
      or(
        ilike(vendors.name, filter.pattern),
        ilike(vendors.code, filter.pattern),
        ilike(vendors.email, filter.pattern),
        ilike(vendors.city, filter.pattern),
      )!,
    );
  if (filter.active !== undefined) filters.push(eq(vendors.active, filter.active));
  if (filter.category) filters.push(sql`${vendors.categories} @> ARRAY[${filter.category}]::text[]`);
  if (filter.port)
    filters.push(
      sql`EXISTS (SELECT 1 FROM ${vendorPorts} WHERE ${vendorPorts.vendorId} = ${vendors.id} AND ${vendorPorts.locode} = ${filter.port})`,
    );
  if (filter.country) filters.push(eq(vendors.country, filter.country));
  if (filter.ids) filters.push(filter.ids.length > 0 ? inArray(vendors.id, [...filter.ids]) : sql`false`);
  return filters.length > 0 ? and(...filters) : undefined;
}

/** One page of vendors matching the filter, with the total. */
export async function listVendors(
  db: DbOrTx,
  filter: VendorFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean }; offset: number; limit: number },
): Promise<{ rows: VendorRow[]; total: number }> {
  const where = whereOf(filter);
  const column = sortColumns[page.sort.field];
  const order = page.sort.desc ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
  const rows = await db
    .select()
    .from(vendors)
    .where(where)
    .orderBy(order, asc(vendors.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The vendor with this id; `lock` takes a row lock for the rest of the transaction. */
export async function findVendor(db: DbOrTx, id: string, lock = false): Promise<VendorRow | undefined> {
  const query = db.select().from(vendors).where(eq(vendors.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The vendors with these ids. */
export function findVendors(db: DbOrTx, ids: readonly string[]): Promise<VendorRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(vendors)
    .where(inArray(vendors.id, [...ids]))
    .orderBy(asc(vendors.name));
}

/** The ports of each vendor, in their order. */
export async function portsOf(db: DbOrTx, ids: string[]): Promise<Map<string, PortRef[]>> {
  const map = new Map<string, PortRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(vendorPorts)
    .where(inArray(vendorPorts.vendorId, ids))
    .orderBy(asc(vendorPorts.position));
  for (const r of rows) map.get(r.vendorId)?.push({ locode: r.locode, portName: r.portName });
  return map;
}

/** The contacts of each vendor, in their order. */
export async function contactsOf(db: DbOrTx, ids: string[]): Promise<Map<string, ContactRow[]>> {
  const map = new Map<string, ContactRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(vendorContacts)
    .where(inArray(vendorContacts.vendorId, ids))
    .orderBy(asc(vendorContacts.position));
  for (const r of rows)
    map.get(r.vendorId)?.push({ id: r.id, name: r.name, role: r.role, email: r.email, phone: r.phone });
  return map;
}

/** Inserts a vendor; returns its row. */
export async function insertVendor(db: DbOrTx, values: typeof vendors.$inferInsert): Promise<VendorRow> {
  const [row] = await db.insert(vendors).values(values).returning();
  return row!;
}

/**
 * Updates a vendor if its version is still `version` (optimistic lock) and bumps the version.
 * Undefined when the row is gone or was changed meanwhile.
 */
export async function updateVendor(
  db: DbOrTx,
  id: string,
  version: number,
  values: VendorValues,
): Promise<VendorRow | undefined> {
  const [row] = await db
    .update(vendors)
    .set({ ...values, version: sql`${vendors.version} + 1`, updatedAt: new Date() })
    .where(and(eq(vendors.id, id), eq(vendors.version, version)))
    .returning();
  return row;
}

/** Replaces the ports of a vendor. */
export async function replacePorts(db: DbOrTx, vendorId: string, ports: readonly PortRef[]): Promise<void> {
  await db.delete(vendorPorts).where(eq(vendorPorts.vendorId, vendorId));
  if (ports.length > 0)
    await db
      .insert(vendorPorts)
      .values(ports.map((p, position) => ({ vendorId, locode: p.locode, portName: p.portName, position })));
}

/** Replaces the contacts of a vendor. */
export async function replaceContacts(
  db: DbOrTx,
  vendorId: string,
  contacts: readonly ContactValues[],
): Promise<void> {
  await db.delete(vendorContacts).where(eq(vendorContacts.vendorId, vendorId));
  if (contacts.length > 0)
    await db.insert(vendorContacts).values(contacts.map((c, position) => ({ vendorId, position, ...c })));
}
