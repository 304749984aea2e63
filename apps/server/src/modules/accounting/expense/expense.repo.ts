import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  gte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderOf } from '../../../lib/list-query';
import { updateAtVersion } from '../../../lib/record-repo';
import { ships } from '../../fleet/ship.table';
import { agents } from '../../purchasing/agent/agent.table';
import { expenseCategories } from '../../purchasing/expense-category/expense-category.table';
import { customers } from '../customer/customer.table';
import { expenses } from './expense.table';
import { inUuids } from '../../../db/in-uuids';

/** A stored expense with the names of its ship, category, agent and customer. */
export type ExpenseRow = typeof expenses.$inferSelect & {
  shipName: string;
  categoryCode: string;
  categoryName: string;
  agentName: string | null;
  customerName: string | null;
};
/** A new expense row. */
export type NewExpenseRow = typeof expenses.$inferInsert;
/** Columns an update may set. */
export type ExpenseValues = Partial<NewExpenseRow>;

function joined(db: DbOrTx) {
  return db
    .select({
      expense: expenses,
      shipName: ships.name,
      categoryCode: expenseCategories.code,
      categoryName: expenseCategories.name,
      agentName: agents.name,
      customerName: customers.name,
    })
    .from(expenses)
    .innerJoin(ships, eq(ships.id, expenses.shipId))
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(agents, eq(agents.id, expenses.agentId))
    .leftJoin(customers, eq(customers.id, expenses.customerId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const flatten = (r: Joined): ExpenseRow => ({
  ...r.expense,
  shipName: r.shipName,
  categoryCode: r.categoryCode,
  categoryName: r.categoryName,
  agentName: r.agentName,
  customerName: r.customerName,
});

const sortColumns = {
  expenseDate: expenses.expenseDate,
  shipName: sql`lower(${ships.name})`,
  categoryName: sql`lower(${expenseCategories.name})`,
  partyType: expenses.partyType,
  description: sql`lower(${expenses.description})`,
  amount: expenses.amount,
  currency: expenses.currency,
  baseAmount: expenses.baseAmount,
  createdAt: expenses.createdAt,
  updatedAt: expenses.updatedAt,
} as const;
/** A sortable field of the list. */
export type ExpenseSortField = keyof typeof sortColumns;

/** Filters of the expenses list, totals and export. */
export interface ExpenseFilter {
  /** The actor's ships; null for every ship (admins). */
  shipIds: string[] | null;
  shipId?: string;
  categoryId?: string;
  partyType?: string;
  agentId?: string;
  customerId?: string;
  currency?: string;
  rebillable?: boolean;
  invoiced?: boolean;
  receipt?: boolean;
  from?: string;
  to?: string;
  /** ILIKE pattern on description, ship, category, agent and customer names. */
  pattern?: string;
  ids?: string[];
}

function whereOf(f: ExpenseFilter): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (f.shipIds) filters.push(inUuids(expenses.shipId, f.shipIds));
  if (f.shipId) filters.push(eq(expenses.shipId, f.shipId));
  if (f.categoryId) filters.push(eq(expenses.categoryId, f.categoryId));
  if (f.partyType) filters.push(eq(expenses.partyType, f.partyType));
  if (f.agentId) filters.push(eq(expenses.agentId, f.agentId));
  if (f.customerId) filters.push(eq(expenses.customerId, f.customerId));
  if (f.currency) filters.push(eq(expenses.currency, f.currency));
  if (f.rebillable !== undefined) filters.push(eq(expenses.rebillable, f.rebillable));
  if (f.invoiced !== undefined)
    filters.push(f.invoiced ? isNotNull(expenses.invoicedAt) : isNull(expenses.invoicedAt));
  if (f.receipt !== undefined)
    filters.push(f.receipt ? isNotNull(expenses.receiptKey) : isNull(expenses.receiptKey));
  if (f.from) filters.push(gte(expenses.expenseDate, f.from));
  if (f.to) filters.push(lte(expenses.expenseDate, f.to));
  if (f.ids) filters.push(f.ids.length > 0 ? inArray(expenses.id, f.ids) : sql`false`);
  if (f.pattern)
    filters.push(
      or(
        sql`${expenses.description} ILIKE ${f.pattern}`,
        sql`${ships.name} ILIKE ${f.pattern}`,
        sql`${expenseCategories.name} ILIKE ${f.pattern}`,
        sql`${expenseCategories.code} ILIKE ${f.pattern}`,
        sql`${agents.name} ILIKE ${f.pattern}`,
        sql`${customers.name} ILIKE ${f.pattern}`,
      ),
    );
  const present = filters.filter((x): x is SQL => x !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/** One page of expenses, newest expense date first unless sorted otherwise, with the total. */
export async function listExpenses(
  db: DbOrTx,
  filter: ExpenseFilter,
  page: { sort: { field: ExpenseSortField; desc: boolean } | null; offset: number; limit: number },
): Promise<{ rows: ExpenseRow[]; total: number }> {
  const where = whereOf(filter);
  const order = page.sort
    ? [orderOf(sortColumns[page.sort.field], page.sort.desc), desc(expenses.expenseDate)]
    : [desc(expenses.expenseDate)];
  const rows = await joined(db)
    .where(where)
    .orderBy(...order, desc(expenses.createdAt), asc(expenses.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(expenses)
    .innerJoin(ships, eq(ships.id, expenses.shipId))
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(agents, eq(agents.id, expenses.agentId))
    .leftJoin(customers, eq(customers.id, expenses.customerId))
    .where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** Sums of the converted amounts per base currency of every expense the filters find. */
export async function sumBaseAmounts(
  db: DbOrTx,
  filter: ExpenseFilter,
): Promise<{ currency: string; total: string; n: number }[]> {
  return db
    .select({
      currency: expenses.baseCurrency,
      total: sql<string>`coalesce(sum(${expenses.baseAmount}), 0)::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(expenses)
    .innerJoin(ships, eq(ships.id, expenses.shipId))
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(agents, eq(agents.id, expenses.agentId))
    .leftJoin(customers, eq(customers.id, expenses.customerId))
    .where(whereOf(filter))
    .groupBy(expenses.baseCurrency);
}

/** The expenses of `ids` with names, in the order of their date (no scope: the caller checks). */
export async function expensesByFilter(db: DbOrTx, filter: ExpenseFilter): Promise<ExpenseRow[]> {
  const rows = await joined(db)
    .where(whereOf(filter))
    .orderBy(asc(expenses.expenseDate), asc(expenses.createdAt), asc(expenses.id));
  return rows.map(flatten);
}

/** One expense with names; with `forUpdate` its row is locked for the transaction. */
export async function findExpense(
  db: DbOrTx,
  id: string,
  forUpdate = false,
): Promise<ExpenseRow | undefined> {
  const query = joined(db).where(eq(expenses.id, id));
  const [row] = forUpdate ? await query.for('update', { of: expenses }) : await query;
  return row ? flatten(row) : undefined;
}

/** Inserts an expense. */
export async function insertExpense(db: DbOrTx, values: NewExpenseRow) {
  const [row] = await db.insert(expenses).values(values).returning();
  return row!;
}

/** Updates an expense at `version` (bumping it); undefined when it changed meanwhile. */
export function updateExpense(db: DbOrTx, id: string, version: number, values: ExpenseValues) {
  return updateAtVersion(db, expenses, id, version, values);
}
