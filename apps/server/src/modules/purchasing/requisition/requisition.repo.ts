import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../../fleet/ship.table';
import { expenseCategories } from '../expense-category/expense-category.table';
import { requisitionLines, requisitions } from './requisition.table';

/** A stored requisition with its ship's and category's names and its number of lines. */
export type RequisitionRow = typeof requisitions.$inferSelect & {
  shipName: string;
  categoryCode: string | null;
  categoryName: string | null;
  lineCount: number;
};

/** A new requisition row. */
export type NewRequisitionRow = typeof requisitions.$inferInsert;
/** A new line row. */
export type NewRequisitionLineRow = typeof requisitionLines.$inferInsert;

const lineCount = sql<number>`(SELECT count(*)::int FROM ${requisitionLines} WHERE ${requisitionLines.requisitionId} = ${requisitions.id})`;

function joined(db: DbOrTx) {
  return db
    .select({
      requisition: requisitions,
      shipName: ships.name,
      categoryCode: expenseCategories.code,
      categoryName: expenseCategories.name,
      lineCount,
    })
    .from(requisitions)
    .innerJoin(ships, eq(ships.id, requisitions.shipId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, requisitions.categoryId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const flatten = (r: Joined): RequisitionRow => ({
  ...r.requisition,
  shipName: r.shipName,
  categoryCode: r.categoryCode,
  categoryName: r.categoryName,
  lineCount: r.lineCount,
});

const sortColumns = {
  number: requisitions.number,
  createdAt: requisitions.createdAt,
  updatedAt: requisitions.updatedAt,
  requiredBy: requisitions.requiredBy,
  priority: requisitions.priority,
  state: requisitions.state,
  shipName: sql`lower(${ships.name})`,
  title: sql`lower(${requisitions.title})`,
} as const;

/** Filters of the requisitions list. */
export interface RequisitionFilter {
  /** The actor's ships; null for every ship (admins). */
  shipIds: string[] | null;
  shipId?: string;
  state?: string;
  priority?: number;
  department?: string;
  /** LIKE pattern on number, title and the lines' description, IMPA code and maker part number. */
  pattern?: string;
}

function whereOf(filter: RequisitionFilter, db: DbOrTx): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.shipIds)
    filters.push(filter.shipIds.length > 0 ? inArray(requisitions.shipId, filter.shipIds) : sql`false`);
  if (filter.shipId) filters.push(eq(requisitions.shipId, filter.shipId));
  if (filter.state) filters.push(eq(requisitions.state, filter.state));
  if (filter.priority !== undefined) filters.push(eq(requisitions.priority, filter.priority));
  if (filter.department) filters.push(eq(requisitions.department, filter.department));
  if (filter.pattern) {
    const p = filter.pattern;
    const inLines = db
      .select({ one: sql`1` })
      .from(requisitionLines)
      .where(
        and(
          eq(requisitionLines.requisitionId, requisitions.id),
          or(
            ilike(requisitionLines.description, p),
            ilike(requisitionLines.impaCode, p),
            ilike(requisitionLines.makerPartNumber, p),
          ),
        ),
      );
    filters.push(or(ilike(requisitions.number, p), ilike(requisitions.title, p), exists(inLines))!);
  }
  return filters.length > 0 ? and(...filters) : undefined;
}

/**
 * One page of requisitions; without a sort, urgent first and newest first (the default of the list
 * screen). Returns the rows and the total.
 */
export async function listRequisitions(
  db: DbOrTx,
  filter: RequisitionFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean } | null; offset: number; limit: number },
): Promise<{ rows: RequisitionRow[]; total: number }> {
  const where = whereOf(filter, db);
  const order = page.sort
    ? [
        page.sort.desc
          ? sql`${sortColumns[page.sort.field]} DESC NULLS LAST`
          : sql`${sortColumns[page.sort.field]} ASC NULLS LAST`,
        desc(requisitions.createdAt),
      ]
    : [desc(requisitions.priority), desc(requisitions.createdAt)];
  const rows = await joined(db)
    .where(where)
    .orderBy(...order, asc(requisitions.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(requisitions)
    .innerJoin(ships, eq(ships.id, requisitions.shipId))
    .where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/**
 * The estimated amounts of every requisition the filters find (all pages), summed per currency, with how
 * many requisitions each sum holds (those without an estimate are not in any sum).
 */
export async function sumEstimates(
  db: DbOrTx,
  filter: RequisitionFilter,
): Promise<{ currency: string; total: string; n: number }[]> {
  const rows = await db
    .select({
      currency: requisitions.currency,
      total: sql<string>`sum(${requisitions.estimatedAmount})::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(requisitions)
    .innerJoin(ships, eq(ships.id, requisitions.shipId))
    .where(and(whereOf(filter, db), sql`${requisitions.estimatedAmount} is not null`))
    .groupBy(requisitions.currency);
  return rows
    .filter((r) => r.currency !== null)
    .map((r) => ({ currency: r.currency!, total: String(r.total), n: Number(r.n) }));
}

/** The requisition with this id, or undefined. */
export async function findRequisition(db: DbOrTx, id: string): Promise<RequisitionRow | undefined> {
  const [row] = await joined(db).where(eq(requisitions.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

/** Locks the requisition row for the rest of the transaction; false when it does not exist. */
export async function lockRequisition(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: requisitions.id })
    .from(requisitions)
    .where(eq(requisitions.id, id))
    .for('update');
  return rows.length > 0;
}

/**
 * The next number of `year` (`REQ-2026-00042`). Serialised with a transaction-scoped advisory lock so
 * two creations never pick the same number.
 */
export async function nextRequisitionNumber(tx: DbOrTx, year: number): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('keel.requisition_number'))`);
  const prefix = `REQ-${year}-`;
  const [row] = await tx
    .select({ number: requisitions.number })
    .from(requisitions)
    .where(
      and(
        sql`${requisitions.number} >= ${`${prefix}00000`}`,
        sql`${requisitions.number} <= ${`${prefix}99999`}`,
      ),
    )
    .orderBy(desc(requisitions.number))
    .limit(1);
  const last = row ? Number(row.number.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(5, '0')}`;
}

/** Inserts a requisition; returns its id. */
export async function insertRequisition(db: DbOrTx, values: NewRequisitionRow): Promise<string> {
  const [row] = await db.insert(requisitions).values(values).returning({ id: requisitions.id });
  return row!.id;
}

/** Updates a requisition if its version is still `version` (bumping it); false when stale. */
export async function updateRequisition(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<NewRequisitionRow>,
): Promise<boolean> {
  const rows = await db
    .update(requisitions)
    .set({ ...values, updatedAt: new Date(), version: sql`${requisitions.version} + 1` })
    .where(and(eq(requisitions.id, id), eq(requisitions.version, version)))
    .returning({ id: requisitions.id });
  return rows.length > 0;
}

/** Replaces the lines of a draft: keeps the ids given, updates them, inserts the new, deletes the rest. */
export async function replaceLines(
  db: DbOrTx,
  requisitionId: string,
  lines: (Omit<NewRequisitionLineRow, 'requisitionId'> & { id?: string | undefined })[],
): Promise<void> {
  const keep = lines.map((l) => l.id).filter((id): id is string => Boolean(id));
  await db
    .delete(requisitionLines)
    .where(
      and(
        eq(requisitionLines.requisitionId, requisitionId),
        keep.length > 0 ? sql`${requisitionLines.id} NOT IN ${keep}` : undefined,
      ),
    );
  // Positions are unique: move the kept lines out of the way before renumbering.
  await db
    .update(requisitionLines)
    .set({ position: sql`-${requisitionLines.position}` })
    .where(eq(requisitionLines.requisitionId, requisitionId));
  for (const { id, ...line } of lines) {
    if (id)
      await db
        .update(requisitionLines)
        .set({ ...line, updatedAt: new Date(), version: sql`${requisitionLines.version} + 1` })
        .where(and(eq(requisitionLines.id, id), eq(requisitionLines.requisitionId, requisitionId)));
    else await db.insert(requisitionLines).values({ ...line, requisitionId });
  }
}

/** The ids of a requisition's lines. */
export async function lineIdsOf(db: DbOrTx, requisitionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: requisitionLines.id })
    .from(requisitionLines)
    .where(eq(requisitionLines.requisitionId, requisitionId));
  return rows.map((r) => r.id);
}
