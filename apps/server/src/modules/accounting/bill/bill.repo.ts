import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { listRows } from '../list-rows';
import { orderOf, type ListPage } from '../../../lib/list-query';
import { ships } from '../../fleet/ship.table';
import { purchaseOrderLines, purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { billLines, billNumberSeq, billPayments, bills } from './bill.table';
import { inUuids } from '../../../db/in-uuids';

/** A stored bill. */
export type BillRecord = typeof bills.$inferSelect;
/** A bill with its vendor's and ship's names. */
export type BillRow = BillRecord & { vendorName: string; shipName: string };
/** A stored line. */
export type BillLineRecord = typeof billLines.$inferSelect;

/** The states of a bill that counts (posted, partly or wholly paid). */
export const POSTED = ['POSTED', 'PARTIALLY_PAID', 'PAID'];

/** Filters of the list, the export, the totals and the ageing. */
export interface BillFilter {
  shipIds: string[] | null;
  vendorId?: string;
  shipId?: string;
  state?: string;
  dueFrom?: string;
  dueTo?: string;
  overdue?: boolean;
  today: string;
  pattern?: string;
}

/** The sort columns of the list. */
export const sortColumns = {
  billDate: bills.billDate,
  dueDate: bills.dueDate,
  number: bills.number,
  vendorName: sql`lower(${vendors.name})`,
  total: bills.totalBase,
  state: bills.state,
  createdAt: bills.createdAt,
} as const;

/** The WHERE clause of a filter. */
export function whereOf(f: BillFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.shipIds) parts.push(inUuids(bills.shipId, f.shipIds));
  if (f.vendorId) parts.push(eq(bills.vendorId, f.vendorId));
  if (f.shipId) parts.push(eq(bills.shipId, f.shipId));
  if (f.state) parts.push(eq(bills.state, f.state));
  if (f.dueFrom) parts.push(sql`${bills.dueDate} >= ${f.dueFrom}`);
  if (f.dueTo) parts.push(sql`${bills.dueDate} <= ${f.dueTo}`);
  if (f.overdue === true)
    parts.push(sql`${bills.state} IN ('POSTED','PARTIALLY_PAID') AND ${bills.dueDate} < ${f.today}`);
  if (f.overdue === false)
    parts.push(sql`NOT (${bills.state} IN ('POSTED','PARTIALLY_PAID') AND ${bills.dueDate} < ${f.today})`);
  if (f.pattern)
    parts.push(
      sql`(${bills.number} ILIKE ${f.pattern} OR ${bills.vendorInvoiceNumber} ILIKE ${f.pattern} OR ${vendors.name} ILIKE ${f.pattern})`,
    );
  return and(...parts)!;
}

const withNames = { bill: bills, vendorName: vendors.name, shipName: ships.name };

function flatten(r: { bill: BillRecord; vendorName: string; shipName: string }): BillRow {
  return { ...r.bill, vendorName: r.vendorName, shipName: r.shipName };
}

/**
 * The list's count stops at this many bills (docs/lists.md "Capped totals"): `count(*)` over a window of
 * `LIMIT cap + 1` costs at most cap + 1 index entries however many bills match.
 */
export const BILL_TOTAL_CAP = 10_000;

/** The dates are NOT NULL: sorted plainly with the id in the same direction, as the indexes hold them. */
const DATE_SORTS = new Set<keyof typeof sortColumns>(['billDate', 'dueDate']);

/**
 * The ORDER BY of a page. The bill and due dates (never null) sort `ASC`/`DESC` with the id tie-break in
 * the same direction, so `bills_date_id_idx`, `bills_ship_date_idx`, `bills_vendor_date_idx` and
 * `bills_open_due_idx` are read forward or backward and the page stops after `limit` rows (with a
 * `NULLS LAST` descending key and an ascending id no index matched and every page sorted all 200,000
 * bills). The other columns keep the shared `orderOf` and an ascending id.
 */
export function pageOrder(sort: { field: keyof typeof sortColumns; desc: boolean }): SQL[] {
  if (DATE_SORTS.has(sort.field)) {
    const column = sortColumns[sort.field];
    return sort.desc
      ? [sql`${column} DESC`, sql`${bills.id} DESC`]
      : [sql`${column} ASC`, sql`${bills.id} ASC`];
  }
  return [orderOf(sortColumns[sort.field], sort.desc), asc(bills.id)];
}

/** What a list row needs (the summary), read by {@link listBills} without the query builder's mapping. */
export type BillListRow = Pick<
  BillRow,
  | 'id'
  | 'number'
  | 'vendorId'
  | 'vendorName'
  | 'shipId'
  | 'shipName'
  | 'vendorInvoiceNumber'
  | 'billDate'
  | 'dueDate'
  | 'state'
  | 'currency'
  | 'total'
  | 'totalBase'
  | 'paidAmount'
  | 'creditedAmount'
  | 'matchStatus'
  | 'version'
>;

/** The list's columns under the row's names (dates and amounts as text, as the table's columns read). */
const LIST_COLUMNS = sql.raw(
  [
    '"bills"."id"',
    '"bills"."number"',
    '"bills"."vendor_id" AS "vendorId"',
    '"vendors"."name" AS "vendorName"',
    '"bills"."ship_id" AS "shipId"',
    '"ships"."name" AS "shipName"',
    '"bills"."vendor_invoice_number" AS "vendorInvoiceNumber"',
    '"bills"."bill_date"::text AS "billDate"',
    '"bills"."due_date"::text AS "dueDate"',
    '"bills"."state"',
    '"bills"."currency"',
    '"bills"."total"::text AS "total"',
    '"bills"."total_base"::text AS "totalBase"',
    '"bills"."paid_amount"::text AS "paidAmount"',
    '"bills"."credited_amount"::text AS "creditedAmount"',
    '"bills"."match_status" AS "matchStatus"',
    '"bills"."version"',
  ].join(', '),
);

/**
 * One page of bills and, when `count` (the first page; the web keeps that total for the later pages),
 * the number that match, exact up to {@link BILL_TOTAL_CAP} (`capped` beyond). Two plain statements
 * ({@link listRows}): the page in index order (see {@link pageOrder}) and the capped count; without
 * `count` only the page, read one row longer to tell whether more follow (`more`). Rows come back as the
 * driver reads them, without the query builder's per-field mapping (a good part of the route's CPU at 25
 * rows of 30 columns, docs/accounting-bills.md "Benchmark").
 */
export async function listBills(
  db: DbOrTx,
  f: BillFilter,
  page: ListPage<keyof typeof sortColumns>,
  count = true,
): Promise<{ rows: BillListRow[]; total: number | null; capped: boolean; more: boolean }> {
  const where = whereOf(f);
  const order = sql.join(pageOrder(page.sort), sql`, `);
  const limit = count ? page.limit : page.limit + 1;
  const read = await listRows<BillListRow>(
    db,
    page.offset === 0
      ? sql`SELECT ${LIST_COLUMNS} FROM "bills"
      INNER JOIN "vendors" ON "vendors"."id" = "bills"."vendor_id"
      INNER JOIN "ships" ON "ships"."id" = "bills"."ship_id"
      WHERE ${where} ORDER BY ${order} LIMIT ${limit}`
      : deepPage(f, page.sort, order, limit, page.offset),
  );
  const rows = read.slice(0, page.limit);
  if (!count) return { rows, total: null, capped: false, more: read.length > page.limit };
  // The vendor is joined for the count only when the search needs its name.
  const vendorJoin = f.pattern ? sql` INNER JOIN "vendors" ON "vendors"."id" = "bills"."vendor_id"` : sql``;
  const [counted] = await listRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "bills"${vendorJoin} WHERE ${where}
      LIMIT ${BILL_TOTAL_CAP + 1}) matching`,
  );
  const n = counted?.n ?? 0;
  return {
    rows,
    total: Math.min(n, BILL_TOTAL_CAP),
    capped: n > BILL_TOTAL_CAP,
    more: page.offset + rows.length < n,
  };
}

/**
 * A page past the first as a deferred join: the ids of the page are found first, walking only the index
 * that serves the order (`ship_id` is in it, so the ship filter needs no table row: an index-only scan of
 * the `offset` entries skipped), then only the page's rows are read and joined. The plain statement read
 * the table row of every skipped entry (page 100: 2,500 rows for 25). The vendor is joined inside only
 * when the search or the order needs its name. Same rows, same order as the plain statement
 * (bill-list-paging.integration.test.ts).
 */
function deepPage(
  f: BillFilter,
  sort: { field: keyof typeof sortColumns; desc: boolean },
  order: SQL,
  limit: number,
  offset: number,
): SQL {
  const vendorJoin =
    f.pattern || sort.field === 'vendorName'
      ? sql` INNER JOIN "vendors" ON "vendors"."id" = "bills"."vendor_id"`
      : sql``;
  return sql`SELECT ${LIST_COLUMNS} FROM (SELECT "bills"."id" FROM "bills"${vendorJoin}
      WHERE ${whereOf(f)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) "page"
      INNER JOIN "bills" ON "bills"."id" = "page"."id"
      INNER JOIN "vendors" ON "vendors"."id" = "bills"."vendor_id"
      INNER JOIN "ships" ON "ships"."id" = "bills"."ship_id"
      ORDER BY ${order}`;
}

/**
 * The bills' totals and open amounts in the base currency (each at its own rate), over every page. Filters of
 * ships, vendor and state read the trigger-kept `bill_totals` instead (bill-totals.repo.ts,
 * docs/accounting-bills.md "Totals roll-up").
 */
export async function sumBills(db: DbOrTx, f: BillFilter) {
  const [totals] = await db
    .select({
      n: sql<number>`count(*)::int`,
      totalBase: sql<string>`coalesce(sum(${bills.totalBase}), 0)::text`,
      openBase: sql<string>`coalesce(sum(CASE WHEN ${bills.state} IN ('POSTED','PARTIALLY_PAID') THEN round((${bills.total} - ${bills.paidAmount} - ${bills.creditedAmount}) * ${bills.rate}, 4) ELSE 0 END), 0)::text`,
    })
    .from(bills)
    .leftJoin(vendors, f.pattern ? eq(vendors.id, bills.vendorId) : sql`false`)
    .where(whereOf(f));
  return { count: totals?.n ?? 0, totalBase: totals?.totalBase ?? '0', openBase: totals?.openBase ?? '0' };
}

/** One bill with names (locked when `forUpdate`). */
export async function findBill(db: DbOrTx, id: string): Promise<BillRow | undefined> {
  const [row] = await db
    .select(withNames)
    .from(bills)
    .innerJoin(vendors, eq(vendors.id, bills.vendorId))
    .innerJoin(ships, eq(ships.id, bills.shipId))
    .where(eq(bills.id, id));
  return row ? flatten(row) : undefined;
}

/** Locks a bill row for the rest of the transaction. */
export async function lockBill(db: DbOrTx, id: string): Promise<BillRecord | undefined> {
  const [row] = await db.select().from(bills).where(eq(bills.id, id)).for('update');
  return row;
}

/** The next bill number's sequence value. */
export async function nextNumber(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`select nextval(${billNumberSeq.seqName}) as n`);
  return Number(result.rows[0]!.n);
}

/** Inserts a bill; returns its row. */
export async function insertBill(db: DbOrTx, values: typeof bills.$inferInsert): Promise<BillRecord> {
  const [row] = await db.insert(bills).values(values).returning();
  return row!;
}

/** Updates a bill at `version` (bumps it); undefined when stale. */
export async function updateBill(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<typeof bills.$inferInsert>,
): Promise<BillRecord | undefined> {
  const [row] = await db
    .update(bills)
    .set({ ...values, version: sql`${bills.version} + 1`, updatedAt: new Date() })
    .where(and(eq(bills.id, id), eq(bills.version, version)))
    .returning();
  return row;
}

/** Replaces a draft's lines. */
export async function replaceLines(
  db: DbOrTx,
  billId: string,
  lines: Omit<typeof billLines.$inferInsert, 'billId'>[],
) {
  await db.delete(billLines).where(eq(billLines.billId, billId));
  if (lines.length) await db.insert(billLines).values(lines.map((l) => ({ ...l, billId })));
}

/** Sets each line's match status. */
export async function setLineStatuses(db: DbOrTx, statuses: { id: string; status: string }[]) {
  for (const s of statuses)
    await db.update(billLines).set({ matchStatus: s.status }).where(eq(billLines.id, s.id));
}

/** A bill's lines with their PO's number and the PO line's price and delivered quantity. */
export async function linesOfBill(db: DbOrTx, billId: string) {
  return db
    .select({
      line: billLines,
      purchaseOrderNumber: purchaseOrders.number,
      poUnitPrice: purchaseOrderLines.unitPrice,
      receivedQuantity: purchaseOrderLines.deliveredQuantity,
    })
    .from(billLines)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, billLines.purchaseOrderId))
    .leftJoin(purchaseOrderLines, eq(purchaseOrderLines.id, billLines.purchaseOrderLineId))
    .where(eq(billLines.billId, billId))
    .orderBy(asc(billLines.position));
}

/** The earliest other live bill of the vendor with the same normalised invoice number. */
export async function findDuplicate(db: DbOrTx, vendorId: string, key: string, excludeId: string) {
  const [row] = await db
    .select({ id: bills.id, number: bills.number })
    .from(bills)
    .where(
      and(
        eq(bills.vendorId, vendorId),
        eq(bills.vendorInvoiceKey, key),
        ne(bills.id, excludeId),
        inArray(bills.state, POSTED),
      ),
    )
    .orderBy(asc(bills.createdAt))
    .limit(1);
  return row;
}

/** A bill's payments, oldest first. */
export function paymentsOf(db: DbOrTx, billId: string) {
  return db
    .select()
    .from(billPayments)
    .where(eq(billPayments.billId, billId))
    .orderBy(asc(billPayments.createdAt));
}

/** Records a payment. */
export async function insertPayment(db: DbOrTx, values: typeof billPayments.$inferInsert) {
  const [row] = await db.insert(billPayments).values(values).returning();
  return row!;
}

/** A bill's credit note, if reversed. */
/** Open amounts (base currency) per vendor and ageing bucket, for posted, unpaid bills. */
export async function ageing(db: DbOrTx, f: BillFilter) {
  const open = sql`round((${bills.total} - ${bills.paidAmount} - ${bills.creditedAmount}) * ${bills.rate}, 4)`;
  const days = sql`(${f.today}::date - ${bills.dueDate})`;
  const bucket = (cond: SQL) =>
    sql<string>`coalesce(sum(CASE WHEN ${cond} THEN ${open} ELSE 0 END), 0)::text`;
  return db
    .select({
      vendorId: bills.vendorId,
      vendorName: vendors.name,
      current: bucket(sql`${days} <= 0`),
      d1to30: bucket(sql`${days} BETWEEN 1 AND 30`),
      d31to60: bucket(sql`${days} BETWEEN 31 AND 60`),
      d61to90: bucket(sql`${days} BETWEEN 61 AND 90`),
      over90: bucket(sql`${days} > 90`),
      total: sql<string>`coalesce(sum(${open}), 0)::text`,
    })
    .from(bills)
    .innerJoin(vendors, eq(vendors.id, bills.vendorId))
    .where(and(whereOf(f), inArray(bills.state, ['POSTED', 'PARTIALLY_PAID'])))
    .groupBy(bills.vendorId, vendors.name)
    .orderBy(asc(vendors.name));
}
