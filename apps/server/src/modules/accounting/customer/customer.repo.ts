import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ContactValues } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { customerContacts, customers } from './customer.table';

/** A customer row. */
export type CustomerRow = typeof customers.$inferSelect;
/** Customer columns a write may set. */
export type CustomerValues = Partial<
  Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>
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
  name: sql`lower(${customers.name})`,
  country: customers.country,
  city: sql`lower(${customers.city})`,
  currency: customers.currency,
  paymentTermsDays: customers.paymentTermsDays,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
} as const;

/** One page of customers: `pattern` (LIKE) on name, city or tax id; active flag; country. */
export async function listCustomers(
  db: DbOrTx,
  query: {
    pattern?: string;
    active?: boolean;
    country?: string;
    sort: { field: keyof typeof sortColumns; desc: boolean };
    offset: number;
    limit: number;
  },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.pattern)
    filters.push(
      or(
        ilike(customers.name, query.pattern),
        ilike(customers.city, query.pattern),
        ilike(customers.taxId, query.pattern),
      )!,
    );
  if (query.active !== undefined) filters.push(eq(customers.active, query.active));
  if (query.country) filters.push(eq(customers.country, query.country));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = sortColumns[query.sort.field];
  const order = query.sort.desc ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(order, asc(customers.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The customer with this id. */
export async function findCustomer(db: DbOrTx, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** The contacts of each customer, in their order. */
export async function contactsOf(db: DbOrTx, ids: string[]): Promise<Map<string, ContactRow[]>> {
  const map = new Map<string, ContactRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(customerContacts)
    .where(inArray(customerContacts.customerId, ids))
    .orderBy(asc(customerContacts.position));
  for (const r of rows)
    map.get(r.customerId)?.push({ id: r.id, name: r.name, role: r.role, email: r.email, phone: r.phone });
  return map;
}

/** Inserts a customer. */
export async function insertCustomer(
  db: DbOrTx,
  values: Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>,
): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** Updates a customer at `version` and bumps the version; undefined when gone or changed meanwhile. */
export async function updateCustomer(
  db: DbOrTx,
  id: string,
  version: number,
  values: CustomerValues,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...values, version: sql`${customers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.version, version)))
    .returning();
  return row;
}

/**
 * Deletes a customer at `version` with its contacts; false when none matched. A customer other
 * records refer to (invoices) makes the database refuse with a foreign-key violation.
 */
export async function deleteCustomer(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(customers)
    .where(and(eq(customers.id, id), eq(customers.version, version)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Replaces a customer's contacts with `contacts`, in that order. */
export async function replaceContacts(
  db: DbOrTx,
  customerId: string,
  contacts: ContactValues[],
): Promise<void> {
  await db.delete(customerContacts).where(eq(customerContacts.customerId, customerId));
  if (contacts.length === 0) return;
  await db.insert(customerContacts).values(contacts.map((c, position) => ({ customerId, position, ...c })));
}
