import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { conflict } from '../../../lib/http-error';
import * as repo from './expense.repo';
import { expenses } from './expense.table';

/** A rebillable expense not yet invoiced, as the customer-invoice screens pick it (decimal strings). */
export interface RebillableExpense {
  id: string;
  shipId: string;
  shipName: string;
  categoryId: string;
  categoryName: string;
  expenseDate: string;
  description: string;
  amount: string;
  currency: string;
  rate: string;
  rateDate: string | null;
  rateSource: string | null;
  baseAmount: string;
  baseCurrency: string;
  customerId: string | null;
  version: number;
}

/** Filters of {@link listRebillableExpenses}. */
export interface RebillableFilter {
  /** Expenses to rebill to this customer; with `includeUnassigned` also those with no customer set. */
  customerId?: string;
  includeUnassigned?: boolean;
  shipIds?: string[];
  currency?: string;
  from?: string;
  to?: string;
  ids?: string[];
}

/**
 * The rebillable expenses not yet on an invoice, oldest first. No permission check: the caller (the
 * customer-invoice service) checks its own permission and ship scope first.
 */
export async function listRebillableExpenses(
  db: DbOrTx,
  filter: RebillableFilter,
): Promise<RebillableExpense[]> {
  const rows = await repo.expensesByFilter(db, {
    shipIds: filter.shipIds ?? null,
    rebillable: true,
    invoiced: false,
    ...(filter.currency ? { currency: filter.currency } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.ids ? { ids: filter.ids } : {}),
    ...(filter.customerId && !filter.includeUnassigned ? { customerId: filter.customerId } : {}),
  });
  const wanted =
    filter.customerId && filter.includeUnassigned
      ? rows.filter((r) => r.customerId === filter.customerId || r.customerId === null)
      : rows;
  return wanted.map((r) => ({
    id: r.id,
    shipId: r.shipId,
    shipName: r.shipName,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    expenseDate: r.expenseDate,
    description: r.description,
    amount: r.amount,
    currency: r.currency,
    rate: r.rate,
    rateDate: r.rateDate,
    rateSource: r.rateSource,
    baseAmount: r.baseAmount,
    baseCurrency: r.baseCurrency,
    customerId: r.customerId,
    version: r.version,
  }));
}

/** One expense to put on an invoice line. */
export interface ExpenseInvoiceLink {
  expenseId: string;
  invoiceId: string;
  invoiceLineId: string;
}

/**
 * Marks expenses invoiced inside the caller's transaction: locks the rows in id order (so two
 * invoices never deadlock), refuses with 409 naming the expense one that is missing, not rebillable
 * or already invoiced ("an expense is invoiced at most once"), then sets `invoiced_at`, the invoice
 * and line ids and bumps the version.
 */
export async function markExpensesInvoiced(tx: DbOrTx, items: readonly ExpenseInvoiceLink[]): Promise<void> {
  if (items.length === 0) return;
  const ids = [...new Set(items.map((i) => i.expenseId))].sort();
  if (ids.length !== items.length) throw conflict('An expense appears twice on the invoice');
  const rows = await tx
    .select({
      id: expenses.id,
      description: expenses.description,
      rebillable: expenses.rebillable,
      invoicedAt: expenses.invoicedAt,
    })
    .from(expenses)
    .where(inArray(expenses.id, ids))
    .orderBy(expenses.id)
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw conflict(`Expense ${id} does not exist`);
    if (!row.rebillable) throw conflict(`Expense "${row.description}" is not rebillable`);
    if (row.invoicedAt) throw conflict(`Expense "${row.description}" is already invoiced`);
  }
  const now = new Date();
  for (const item of items)
    await tx
      .update(expenses)
      .set({
        invoicedAt: now,
        invoiceId: item.invoiceId,
        invoiceLineId: item.invoiceLineId,
        version: sql`${expenses.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(expenses.id, item.expenseId), isNull(expenses.invoicedAt)));
}

/** Frees the expenses of a voided or credited invoice inside the caller's transaction. */
export async function unmarkExpensesInvoiced(tx: DbOrTx, invoiceId: string): Promise<void> {
  await tx
    .update(expenses)
    .set({
      invoicedAt: null,
      invoiceId: null,
      invoiceLineId: null,
      version: sql`${expenses.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(expenses.invoiceId, invoiceId));
}
