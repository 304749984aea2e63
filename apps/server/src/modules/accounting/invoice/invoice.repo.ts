import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { listRows } from '../list-rows';
import { allOf, matchesAny, orderOf, type ListPage } from '../../../lib/list-query';
import { ships } from '../../fleet/ship.table';
import { customers } from '../customer/customer.table';
import {
  invoiceGroups,
  invoiceLines,
  invoiceNumberCounters,
  invoicePayments,
  invoices,
} from './invoice.table';
import { inUuids } from '../../../db/in-uuids';

/** An invoice row. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** An invoice row with the names the screens show. */
export type InvoiceListRow = InvoiceRow & {
  customerName: string;
  shipName: string;
  customerTaxId: string | null;
};
/** A line row. */
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
/** A group row. */
export type InvoiceGroupRow = typeof invoiceGroups.$inferSelect;
/** A payment row. */
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;

/** Filters of the invoices list (all optional; `shipIds` null = every ship). */
export interface InvoiceFilter {
  shipIds: string[] | null;
  shipId?: string;
  customerId?: string;
  states?: string[];
  /** Open and due before this day (`YYYY-MM-DD`). */
  overdueOn?: string;
  dueFrom?: string;
  dueTo?: string;
  pattern?: string;
}

const OPEN = ['ISSUED', 'PARTIALLY_PAID'];

function whereOf(f: InvoiceFilter): SQL | undefined {
  return allOf([
    f.shipIds ? inUuids(invoices.shipId, f.shipIds) : undefined,
    f.shipId ? eq(invoices.shipId, f.shipId) : undefined,
    f.customerId ? eq(invoices.customerId, f.customerId) : undefined,
    f.states ? inArray(invoices.state, f.states) : undefined,
    f.overdueOn ? and(inArray(invoices.state, OPEN), lt(invoices.dueDate, f.overdueOn)) : undefined,
    f.dueFrom ? gte(invoices.dueDate, f.dueFrom) : undefined,
    f.dueTo ? lte(invoices.dueDate, f.dueTo) : undefined,
    matchesAny(f.pattern, [invoices.number, invoices.reference, customers.name]),
  ]);
}

const SORT_COLUMNS = {
  number: invoices.number,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  customerName: customers.name,
  total: invoices.total,
  createdAt: invoices.createdAt,
} as const;

const listColumns = {
  invoice: invoices,
  customerName: customers.name,
  customerTaxId: customers.taxId,
  shipName: ships.name,
};

function flat(r: {
  invoice: InvoiceRow;
  customerName: string;
  customerTaxId: string | null;
  shipName: string;
}) {
  return { ...r.invoice, customerName: r.customerName, customerTaxId: r.customerTaxId, shipName: r.shipName };
}

/** The invoice list counts exactly up to this many invoices; beyond, `page.totalCapped`. */
export const INVOICE_TOTAL_CAP = 10_000;

/** What a list row needs ({@link toInvoiceView}), read by {@link listInvoices} without the builder's mapping. */
export type InvoicePageRow = Omit<
  InvoiceListRow,
  | 'customerTaxId'
  | 'notes'
  | 'baseCurrency'
  | 'totalBase'
  | 'createdById'
  | 'createdByName'
  | 'issuedAt'
  | 'issuedById'
  | 'creditedAt'
  | 'creditReason'
  | 'voidedAt'
  | 'voidReason'
  | 'creditedBase'
>;

/** The list's columns under the row's names (dates and amounts as text, as the table's columns read). */
const LIST_COLUMNS = sql.raw(
  [
    '"invoices"."id"',
    '"invoices"."created_at" AS "createdAt"',
    '"invoices"."updated_at" AS "updatedAt"',
    '"invoices"."version"',
    '"invoices"."number"',
    '"invoices"."ship_id" AS "shipId"',
    '"ships"."name" AS "shipName"',
    '"invoices"."customer_id" AS "customerId"',
    '"customers"."name" AS "customerName"',
    '"invoices"."state"',
    '"invoices"."currency"',
    '"invoices"."invoice_date"::text AS "invoiceDate"',
    '"invoices"."due_date"::text AS "dueDate"',
    '"invoices"."vat_rate"::text AS "vatRate"',
    '"invoices"."subtotal"::text AS "subtotal"',
    '"invoices"."vat_amount"::text AS "vatAmount"',
    '"invoices"."total"::text AS "total"',
    '"invoices"."paid_amount"::text AS "paidAmount"',
    '"invoices"."credited_amount"::text AS "creditedAmount"',
    '"invoices"."reference"',
    '"invoices"."credit_note_number" AS "creditNoteNumber"',
  ].join(', '),
);

/**
 * One page of invoices (sorted, then by id in the same direction so pages never overlap and
 * `invoices_created_id_ship_idx` serves the default order; a page past the first is a {@link deepPage}) and,
 * when `count` (the first page; the web keeps that total for the later pages), the number that match, exact
 * up to {@link INVOICE_TOTAL_CAP}: two plain
 * statements through `listRows` (rows as the driver reads them; the query builder's per-field mapping was
 * most of Keel's cost over the bare SQL, docs/accounting-invoices.md). Without `count` only the page, read
 * one row longer to tell whether more follow (`more`), as the bills list does.
 */
export async function listInvoices(
  db: DbOrTx,
  filter: InvoiceFilter,
  page: ListPage<keyof typeof SORT_COLUMNS>,
  count = true,
): Promise<{ rows: InvoicePageRow[]; total: number | null; capped: boolean; more: boolean }> {
  const where = whereOf(filter) ?? sql`true`;
  const order = sql`${orderOf(SORT_COLUMNS[page.sort.field], page.sort.desc)}, ${orderOf(invoices.id, page.sort.desc)}`;
  const limit = count ? page.limit : page.limit + 1;
  const read = await listRows<InvoicePageRow>(
    db,
    page.offset === 0
      ? sql`SELECT ${LIST_COLUMNS} FROM "invoices"
      INNER JOIN "customers" ON "customers"."id" = "invoices"."customer_id"
      INNER JOIN "ships" ON "ships"."id" = "invoices"."ship_id"
      WHERE ${where} ORDER BY ${order} LIMIT ${limit}`
      : deepPage(filter, page.sort.field, where, order, limit, page.offset),
  );
  const rows = read.slice(0, page.limit);
  // node-postgres reads timestamptz as a Date, PGlite's raw rows may hold the text.
  for (const r of rows) {
    if (!(r.createdAt instanceof Date)) r.createdAt = new Date(r.createdAt);
    if (!(r.updatedAt instanceof Date)) r.updatedAt = new Date(r.updatedAt);
  }
  if (!count) return { rows, total: null, capped: false, more: read.length > page.limit };
  // The customers join only matters to the count when the search reads the customer's name.
  // Exact up to INVOICE_TOTAL_CAP: count(*) over a window of LIMIT cap + 1 (docs/lists.md "Capped totals").
  const customerJoin = filter.pattern
    ? sql` INNER JOIN "customers" ON "customers"."id" = "invoices"."customer_id"`
    : sql``;
  const [counted] = await listRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "invoices"${customerJoin} WHERE ${where}
      LIMIT ${INVOICE_TOTAL_CAP + 1}) matching`,
  );
  const n = counted?.n ?? 0;
  return {
    rows,
    total: Math.min(n, INVOICE_TOTAL_CAP),
    capped: n > INVOICE_TOTAL_CAP,
    more: page.offset + rows.length < n,
  };
}

/**
 * A page past the first as a deferred join, as the bills list reads it: the page's ids first, walking only the
 * index that serves the order (`ship_id` is in `invoices_created_id_ship_idx`, `invoices_customer_created_idx`
 * and `invoices_open_due_ship_idx`, so the ship filter reads no table row: an index-only scan of the `offset`
 * entries skipped), then only the page's rows are read and joined. The plain statement read the table row of
 * every skipped entry (page 100: 2,500 rows for 25). The customer is joined inside only when the search or the
 * order needs its name. Same rows, same order as the plain statement (invoice-list-paging.integration.test.ts).
 */
function deepPage(
  f: InvoiceFilter,
  sortField: keyof typeof SORT_COLUMNS,
  where: SQL,
  order: SQL,
  limit: number,
  offset: number,
): SQL {
  const customerJoin =
    f.pattern || sortField === 'customerName'
      ? sql` INNER JOIN "customers" ON "customers"."id" = "invoices"."customer_id"`
      : sql``;
  return sql`SELECT ${LIST_COLUMNS} FROM (SELECT "invoices"."id" FROM "invoices"${customerJoin}
      WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) "page"
      INNER JOIN "invoices" ON "invoices"."id" = "page"."id"
      INNER JOIN "customers" ON "customers"."id" = "invoices"."customer_id"
      INNER JOIN "ships" ON "ships"."id" = "invoices"."ship_id"
      ORDER BY ${order}`;
}

/**
 * Sums of the filtered invoices' totals in the base currency stored on each (for list totals). The common
 * filters read the trigger-kept `invoice_totals` / `ar_open_balances` instead (invoice-totals.repo.ts,
 * invoice-ageing.repo.ts; docs/accounting-invoices.md "Totals roll-up").
 */
export async function sumInvoices(db: DbOrTx, filter: InvoiceFilter) {
  return db
    .select({
      currency: invoices.baseCurrency,
      // What credit notes took off counts no more (partial credit notes, docs/accounting-invoices.md).
      total: sql<string>`coalesce(sum(coalesce(${invoices.totalBase}, 0) - ${invoices.creditedBase}), 0)::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(whereOf(filter))
    .groupBy(invoices.baseCurrency);
}

/** One invoice with its names; `forUpdate` locks the invoice row. */
export async function findInvoice(
  db: DbOrTx,
  id: string,
  forUpdate = false,
): Promise<InvoiceListRow | undefined> {
  if (forUpdate) await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
  const [row] = await db
    .select(listColumns)
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(ships, eq(ships.id, invoices.shipId))
    .where(eq(invoices.id, id));
  return row ? flat(row) : undefined;
}

/** The groups, lines and payments of an invoice, in order. */
export async function partsOf(db: DbOrTx, id: string) {
  // One after the other: inside a transaction they share one connection.
  const groups = await db
    .select()
    .from(invoiceGroups)
    .where(eq(invoiceGroups.invoiceId, id))
    .orderBy(asc(invoiceGroups.position));
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, id))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.createdAt));
  return { groups, lines, payments };
}

/** Inserts an invoice header; returns its id. */
export async function insertInvoice(db: DbOrTx, values: typeof invoices.$inferInsert): Promise<string> {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

/** Updates an invoice at `version` (bumping it); false when stale. */
export async function updateInvoice(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<typeof invoices.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), eq(invoices.version, version)))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

/** Deletes an invoice's groups and lines (cascade), ready for new ones. */
export async function clearGroups(db: DbOrTx, invoiceId: string): Promise<void> {
  await db.delete(invoiceGroups).where(eq(invoiceGroups.invoiceId, invoiceId));
}

/** Inserts groups (returning ids in order) and lines. */
export async function insertGroup(db: DbOrTx, values: typeof invoiceGroups.$inferInsert): Promise<string> {
  const [row] = await db.insert(invoiceGroups).values(values).returning({ id: invoiceGroups.id });
  return row!.id;
}

/** Inserts lines. */
export async function insertLines(db: DbOrTx, values: (typeof invoiceLines.$inferInsert)[]): Promise<void> {
  if (values.length) await db.insert(invoiceLines).values(values);
}

/** Releases the sources of an invoice's lines (void, credit): they may be invoiced again. */
export async function releaseSources(db: DbOrTx, invoiceId: string): Promise<void> {
  await db.update(invoiceLines).set({ claimsSource: false }).where(eq(invoiceLines.invoiceId, invoiceId));
}

/** Deletes a draft invoice (groups, lines cascade). */
export async function deleteInvoice(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.version, version), eq(invoices.state, 'DRAFT')))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

/** Records a payment. */
export async function insertPayment(db: DbOrTx, values: typeof invoicePayments.$inferInsert): Promise<void> {
  await db.insert(invoicePayments).values(values);
}

/**
 * Takes the next gapless sequence of `series` in `year` inside the caller's transaction: the counter row
 * is created on first use, then `UPDATE … SET next = next + 1 RETURNING` locks it until the transaction
 * ends, so parallel issues queue and a rolled-back issue gives its number back.
 */
export async function takeSequence(tx: DbOrTx, series: string, year: number): Promise<number> {
  await tx.insert(invoiceNumberCounters).values({ series, year, next: 1 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceNumberCounters)
    .set({ next: sql`${invoiceNumberCounters.next} + 1` })
    .where(and(eq(invoiceNumberCounters.series, series), eq(invoiceNumberCounters.year, year)))
    .returning({ taken: sql<number>`${invoiceNumberCounters.next} - 1` });
  return Number(row!.taken);
}

/** Active customers as the invoice editor picks them (id, name, currency, payment terms). */
export function customerOptions(db: DbOrTx) {
  return db
    .select({
      id: customers.id,
      name: customers.name,
      currency: customers.currency,
      paymentTermsDays: customers.paymentTermsDays,
    })
    .from(customers)
    .where(eq(customers.active, true))
    .orderBy(asc(customers.name))
    .limit(1000);
}
