import { and, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { expenses } from './expense.table';
import { inUuids } from '../../../db/in-uuids';

/** The expenses' actual spend of one ship on one category in one base currency (decimal string). */
export interface ExpenseSpend {
  shipId: string;
  categoryId: string;
  baseCurrency: string;
  amount: string;
}

/** Query of {@link expenseActualSpend}. */
export interface ExpenseSpendQuery {
  shipIds?: readonly string[];
  /** Calendar year of the expense date. */
  year: number;
  categoryId?: string;
  categoryIds?: readonly string[];
}

/**
 * The budgets' actual spend from expenses: the sum of the converted amounts (`base_amount`, each at
 * the rate of its own date) per ship and category of the expenses dated in `year`, as decimal strings
 * with 4 decimals. No permission check: the budget service checks its own. Each expense counts once.
 */
export async function expenseActualSpend(db: DbOrTx, query: ExpenseSpendQuery): Promise<ExpenseSpend[]> {
  const filters: SQL[] = [
    gte(expenses.expenseDate, `${query.year}-01-01`),
    lte(expenses.expenseDate, `${query.year}-12-31`),
  ];
  if (query.shipIds) filters.push(inUuids(expenses.shipId, query.shipIds));
  const categoryIds = [...(query.categoryIds ?? []), ...(query.categoryId ? [query.categoryId] : [])];
  if (query.categoryId || query.categoryIds)
    filters.push(categoryIds.length > 0 ? inArray(expenses.categoryId, categoryIds) : sql`false`);
  return db
    .select({
      shipId: expenses.shipId,
      categoryId: expenses.categoryId,
      baseCurrency: expenses.baseCurrency,
      amount: sql<string>`sum(${expenses.baseAmount})::numeric(18,4)::text`,
    })
    .from(expenses)
    .where(and(...filters))
    .groupBy(expenses.shipId, expenses.categoryId, expenses.baseCurrency)
    .orderBy(expenses.shipId, expenses.categoryId);
}
