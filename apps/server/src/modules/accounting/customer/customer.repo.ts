import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContactValues } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { deleteAtVersion, updateAtVersion, type ContactRow } from '../../../lib/record-repo';
import { allOf, matchesAny, pageOf, type ListPage } from '../../../lib/list-query';
import { customerContacts, customers } from './customer.table';

/** A customer row. */
export type CustomerRow = typeof customers.$inferSelect;
/** Customer columns a write may set. */
export type CustomerValues = Partial<
  Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>
>;
/** A stored contact. */
export type { ContactRow };

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
export function listCustomers(
  db: DbOrTx,
  query: {
    pattern?: string;
    active?: boolean;
    country?: string;
  } & ListPage<keyof typeof sortColumns>,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = allOf([
    matchesAny(query.pattern, [customers.name, customers.city, customers.taxId]),
    query.active !== undefined ? eq(customers.active, query.active) : undefined,
    query.country ? eq(customers.country, query.country) : undefined,
  ]);
  return pageOf(db, customers, where, sortColumns, query, [customers.id]);
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
export function updateCustomer(
  db: DbOrTx,
  id: string,
  version: number,
  values: CustomerValues,
): Promise<CustomerRow | undefined> {
  return updateAtVersion(db, customers, id, version, values);
}

/**
 * Deletes a customer at `version` with its contacts; false when none matched. A customer other
 * records refer to (invoices) makes the database refuse with a foreign-key violation.
 */
export function deleteCustomer(db: DbOrTx, id: string, version: number): Promise<boolean> {
  return deleteAtVersion(db, customers, id, version);
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
