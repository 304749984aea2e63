import { and, asc, count, desc, eq, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { prepared } from '../../../db/prepared';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../../fleet/ship.table';
import { agents } from '../agent/agent.table';
import { requisitionLines, requisitions } from '../requisition/requisition.table';
import { rfqs } from '../rfq/rfq.table';
import { vendors } from '../vendor/vendor.table';
import {
  purchaseOrderLines,
  purchaseOrderNumberSeq,
  purchaseOrderStateCounts,
  purchaseOrders,
} from './purchase-order.table';
import { readAll } from '../../../db/read-all';
import { urgentOrderSql } from '../requisition/requisition-urgency.repo';

/** A stored purchase order. */
export type PurchaseOrderRecord = typeof purchaseOrders.$inferSelect;
/** A stored line. */
export type PurchaseOrderLineRecord = typeof purchaseOrderLines.$inferSelect;

/** A purchase order with the names the screens show. */
export interface PurchaseOrderRow extends PurchaseOrderRecord {
  shipName: string;
  vendorName: string;
  vendorEmail: string;
  agentName: string | null;
  rfqNumber: string | null;
  lineCount: number;
  urgent: boolean;
}

const lineCount = sql<number>`(select count(*)::int from ${purchaseOrderLines} where ${purchaseOrderLines.purchaseOrderId} = ${purchaseOrders.id})`;

function joined(db: DbOrTx) {
  return db
    .select({
      po: purchaseOrders,
      shipName: ships.name,
      vendorName: vendors.name,
      vendorEmail: vendors.email,
      agentName: agents.name,
      rfqNumber: rfqs.number,
      lineCount,
      urgent: urgentOrderSql(purchaseOrders.id),
    })
    .from(purchaseOrders)
    .innerJoin(ships, eq(ships.id, purchaseOrders.shipId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(agents, eq(agents.id, purchaseOrders.agentId))
    .leftJoin(rfqs, eq(rfqs.id, purchaseOrders.rfqId));
}

/** The columns of a list row: what the summary shows, and nothing else (a page reads 25–100 of them). */
const summaryColumns = {
  id: purchaseOrders.id,
  number: purchaseOrders.number,
  revision: purchaseOrders.revision,
  shipId: purchaseOrders.shipId,
  vendorId: purchaseOrders.vendorId,
  state: purchaseOrders.state,
  currency: purchaseOrders.currency,
  total: purchaseOrders.total,
  baseCurrency: purchaseOrders.baseCurrency,
  totalBase: purchaseOrders.totalBase,
  supplyFrom: purchaseOrders.supplyFrom,
  supplyTo: purchaseOrders.supplyTo,
  vendorResponse: purchaseOrders.vendorResponse,
  createdByName: purchaseOrders.createdByName,
  createdAt: purchaseOrders.createdAt,
  updatedAt: purchaseOrders.updatedAt,
  version: purchaseOrders.version,
  shipName: ships.name,
  vendorName: vendors.name,
  lineCount,
  urgent: urgentOrderSql(purchaseOrders.id),
};

/** A row of the list. */
export type PurchaseOrderListRow = Pick<PurchaseOrderRow, keyof typeof summaryColumns>;

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const flatten = (r: JoinedRow): PurchaseOrderRow => ({
  ...r.po,
  shipName: r.shipName,
  vendorName: r.vendorName,
  vendorEmail: r.vendorEmail,
  agentName: r.agentName,
  rfqNumber: r.rfqNumber,
  lineCount: Number(r.lineCount),
  urgent: Boolean(r.urgent),
});

const sortColumns = {
  number: purchaseOrders.number,
  createdAt: purchaseOrders.createdAt,
  updatedAt: purchaseOrders.updatedAt,
  total: purchaseOrders.totalBase,
  state: purchaseOrders.state,
  shipName: sql`lower(${ships.name})`,
  vendorName: sql`lower(${vendors.name})`,
} as const;

/** Filters of the list. */
export interface PurchaseOrderFilter {
  /** The actor's ships; null for every ship. */
  shipIds: string[] | null;
  shipId?: string;
  vendorId?: string;
  state?: string;
  /** LIKE pattern on number, vendor and ship. */
  pattern?: string;
  /** Only these orders (an export of the rows a user selected). */
  ids?: string[];
}

/** Which filters a list request uses: the shape of its SQL (the values go in as placeholders). */
type Shape = {
  scoped: boolean;
  none: boolean;
  ship: boolean;
  vendor: boolean;
  state: boolean;
  search: boolean;
  ids: boolean;
};

function shapeOf(filter: PurchaseOrderFilter): Shape {
  return {
    scoped: filter.shipIds !== null && filter.shipIds.length > 0,
    none: filter.shipIds !== null && filter.shipIds.length === 0,
    ship: filter.shipId !== undefined,
    vendor: filter.vendorId !== undefined,
    state: filter.state !== undefined,
    search: filter.pattern !== undefined,
    ids: filter.ids !== undefined,
  };
}

const SHAPE_LETTERS: Record<keyof Shape, string> = {
  scoped: 'S',
  none: 'N',
  ship: 'h',
  vendor: 'v',
  state: 't',
  search: 'q',
  ids: 'i',
};
const shapeName = (s: Shape) =>
  (Object.keys(SHAPE_LETTERS) as (keyof Shape)[])
    .filter((k) => s[k])
    .map((k) => SHAPE_LETTERS[k])
    .join('');

/** The WHERE clause of a shape over `ship` and `state` columns (the orders or their counters). */
function whereOf(
  shape: Shape,
  columns: { ship: Column; state: Column },
  withNames: boolean,
): SQL | undefined {
  const filters: SQL[] = [];
  if (shape.scoped) filters.push(sql`${columns.ship} = ANY(${sql.placeholder('shipIds')}::uuid[])`);
  if (shape.none) filters.push(sql`false`);
  if (shape.ship) filters.push(eq(columns.ship, sql.placeholder('shipId')));
  if (shape.vendor) filters.push(eq(purchaseOrders.vendorId, sql.placeholder('vendorId')));
  if (shape.state) filters.push(eq(columns.state, sql.placeholder('state')));
  if (shape.ids) filters.push(sql`${purchaseOrders.id} = ANY(${sql.placeholder('ids')}::uuid[])`);
  if (shape.search) {
    const pattern = sql.placeholder('pattern');
    filters.push(
      withNames
        ? or(ilike(purchaseOrders.number, pattern), ilike(vendors.name, pattern), ilike(ships.name, pattern))!
        : ilike(purchaseOrders.number, pattern),
    );
  }
  return filters.length > 0 ? and(...filters) : undefined;
}

const orderColumns = { ship: purchaseOrders.shipId, state: purchaseOrders.state };

/** The placeholder values of a shape. */
function paramsOf(shape: Shape, filter: PurchaseOrderFilter): Record<string, unknown> {
  return {
    ...(shape.scoped ? { shipIds: filter.shipIds } : {}),
    ...(shape.ship ? { shipId: filter.shipId } : {}),
    ...(shape.vendor ? { vendorId: filter.vendorId } : {}),
    ...(shape.state ? { state: filter.state } : {}),
    ...(shape.search ? { pattern: filter.pattern } : {}),
    ...(shape.ids ? { ids: filter.ids } : {}),
  };
}

/**
 * One page of orders with the total count. Page and count are prepared statements, one per shape (filters
 * present, sort): the SQL is built once and PostgreSQL plans it once per connection.
 */
export async function listPurchaseOrders(
  db: DbOrTx,
  filter: PurchaseOrderFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean }; offset: number; limit: number },
): Promise<{ rows: PurchaseOrderListRow[]; total: number }> {
  const shape = shapeOf(filter);
  const { field, desc: descending } = page.sort;
  const pageName = `po_page_${field}_${descending ? 'd' : 'a'}_${shapeName(shape)}`;
  const pageQuery = prepared(db, pageName, () => {
    const column = sortColumns[field];
    const order = descending ? sql`${column} DESC` : sql`${column} ASC`;
    return db
      .select(summaryColumns)
      .from(purchaseOrders)
      .innerJoin(ships, eq(ships.id, purchaseOrders.shipId))
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .where(whereOf(shape, orderColumns, true))
      .orderBy(order, desc(purchaseOrders.number))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(pageName);
  });
  const params = paramsOf(shape, filter);
  const rows = await pageQuery.execute({ ...params, offset: page.offset, limit: page.limit });
  return { rows, total: await countPurchaseOrders(db, shape, params) };
}

/**
 * The list's total. Filtered only by ships and state, it sums the trigger-kept counters
 * (`purchase_order_state_counts`, one row per ship and state); a vendor or a search counts the orders, with the
 * ship and vendor joins only when the search looks at their names (both are required references).
 */
async function countPurchaseOrders(db: DbOrTx, shape: Shape, params: Record<string, unknown>) {
  const name = `po_count_${shapeName(shape)}`;
  const query = prepared(db, name, () => {
    if (!shape.search && !shape.vendor && !shape.ids)
      return db
        .select({ n: sql<number>`coalesce(sum(${purchaseOrderStateCounts.n}), 0)::int` })
        .from(purchaseOrderStateCounts)
        .where(
          whereOf(
            shape,
            { ship: purchaseOrderStateCounts.shipId, state: purchaseOrderStateCounts.state },
            false,
          ),
        )
        .prepare(name);
    const counting = db.select({ n: count() }).from(purchaseOrders);
    return (
      shape.search
        ? counting
            .innerJoin(ships, eq(ships.id, purchaseOrders.shipId))
            .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
            .where(whereOf(shape, orderColumns, true))
        : counting.where(whereOf(shape, orderColumns, false))
    ).prepare(name);
  });
  const [total] = await query.execute(params);
  return Number(total?.n ?? 0);
}

/**
 * The sum of `total_base` and the number of every order a list's filters find (all pages), per stored base
 * currency (the company's base currency when each order was priced). One prepared statement per shape.
 */
export async function sumPurchaseOrders(
  db: DbOrTx,
  filter: PurchaseOrderFilter,
): Promise<{ baseCurrency: string; total: string; n: number }[]> {
  const shape = shapeOf(filter);
  const name = `po_sum_${shapeName(shape)}`;
  const query = prepared(db, name, () => {
    const summing = db
      .select({
        baseCurrency: purchaseOrders.baseCurrency,
        total: sql<string>`coalesce(sum(${purchaseOrders.totalBase}), 0)::text`,
        n: sql<number>`count(*)::int`,
      })
      .from(purchaseOrders);
    return (
      shape.search
        ? summing
            .innerJoin(ships, eq(ships.id, purchaseOrders.shipId))
            .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
            .where(whereOf(shape, orderColumns, true))
        : summing.where(whereOf(shape, orderColumns, false))
    )
      .groupBy(purchaseOrders.baseCurrency)
      .prepare(name);
  });
  const rows = await query.execute(paramsOf(shape, filter));
  return rows.map((r) => ({ baseCurrency: r.baseCurrency, total: String(r.total), n: Number(r.n) }));
}

/** One order with names. */
export async function findPurchaseOrder(db: DbOrTx, id: string): Promise<PurchaseOrderRow | undefined> {
  const [row] = await joined(db).where(eq(purchaseOrders.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

/** Locks an order for the rest of the transaction; the stored row, or undefined. */
export async function lockPurchaseOrder(db: DbOrTx, id: string): Promise<PurchaseOrderRecord | undefined> {
  const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  return row;
}

/** The lines of an order, by position, with the requisition number each came from. */
export async function linesOf(db: DbOrTx, purchaseOrderId: string) {
  return db
    .select({ line: purchaseOrderLines, requisitionNumber: requisitions.number })
    .from(purchaseOrderLines)
    .leftJoin(requisitionLines, eq(requisitionLines.id, purchaseOrderLines.requisitionLineId))
    .leftJoin(requisitions, eq(requisitions.id, requisitionLines.requisitionId))
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId))
    .orderBy(asc(purchaseOrderLines.position));
}

/** Lines by id (for deliveries), with their order's id. */
export async function linesByIds(db: DbOrTx, ids: string[]): Promise<PurchaseOrderLineRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(purchaseOrderLines).where(inArray(purchaseOrderLines.id, ids));
}

/** Updates an order if its version is still `version` (bumps it); false when stale. */
export async function updatePurchaseOrder(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<typeof purchaseOrders.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(purchaseOrders)
    .set({ ...values, version: sql`${purchaseOrders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.version, version)))
    .returning({ id: purchaseOrders.id });
  return rows.length > 0;
}

/** Inserts an order; returns its id. */
export async function insertPurchaseOrder(
  db: DbOrTx,
  values: typeof purchaseOrders.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(purchaseOrders).values(values).returning({ id: purchaseOrders.id });
  return row!.id;
}

/** The next number of the sequence. */
export async function nextNumber(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`select nextval(${purchaseOrderNumberSeq.seqName}) as n`);
  return Number(result.rows[0]!.n);
}

/** Replaces the lines of an order. */
export async function replaceLines(
  db: DbOrTx,
  purchaseOrderId: string,
  lines: Omit<typeof purchaseOrderLines.$inferInsert, 'purchaseOrderId'>[],
): Promise<void> {
  await db.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId));
  if (lines.length > 0)
    await db.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, purchaseOrderId })));
}

/** Sets a line's delivered quantity. */
export async function setDelivered(db: DbOrTx, lineId: string, deliveredQuantity: string): Promise<void> {
  await db.update(purchaseOrderLines).set({ deliveredQuantity }).where(eq(purchaseOrderLines.id, lineId));
}

/** An agent's name and contacts. */
export async function findAgent(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: agents.id,
      name: agents.name,
      email: agents.email,
      phone: agents.phone,
      active: agents.active,
    })
    .from(agents)
    .where(eq(agents.id, id))
    .limit(1);
  return row;
}

/** Vendors and active agents for the screens' pickers, by name. */
export async function options(db: DbOrTx) {
  const [vendorRows, agentRows] = await readAll(db, [
    () =>
      db
        .select({ id: vendors.id, name: vendors.name, currency: vendors.currency })
        .from(vendors)
        .orderBy(asc(vendors.name)),
    () =>
      db
        .select({ id: agents.id, name: agents.name, portName: agents.portName })
        .from(agents)
        .where(eq(agents.active, true))
        .orderBy(asc(agents.name)),
  ] as const);
  return { vendors: vendorRows, agents: agentRows };
}
