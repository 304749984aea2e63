import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { allOf } from '../../../lib/list-query';
import { customers } from '../customer/customer.table';
import { arOpenBalances as a } from './invoice-ageing.table';
import type { InvoiceFilter } from './invoice.repo';
import { inUuids } from '../../../db/in-uuids';

/** The states the roll-up holds (open invoices). */
export const AR_OPEN_STATES = ['ISSUED', 'PARTIALLY_PAID'] as const;

function shipsOf(f: { shipIds: string[] | null; shipId?: string }): (SQL | undefined)[] {
  return [
    f.shipIds ? inUuids(a.shipId, f.shipIds) : undefined,
    f.shipId ? eq(a.shipId, f.shipId) : undefined,
  ];
}

/**
 * Open receivables per customer and currency by ageing bucket as of `asOf`, from `ar_open_balances` (one
 * row per ship, customer, state, due date and currencies instead of one per open invoice); the same answer
 * as the plain `ageingRows` of invoice.repo.ts.
 */
export async function ageingRolledUp(
  db: DbOrTx,
  filter: { shipIds: string[] | null; shipId?: string; customerId?: string },
  asOf: string,
) {
  const late = sql`(${asOf}::date - ${a.dueDate})`;
  const bucket = (cond: SQL) =>
    sql<string>`coalesce(sum(CASE WHEN ${cond} THEN ${a.openAmount} END), 0)::text`;
  return db
    .select({
      partyId: a.customerId,
      partyName: customers.name,
      currency: a.currency,
      current: bucket(sql`${late} <= 0`),
      d1to30: bucket(sql`${late} BETWEEN 1 AND 30`),
      d31to60: bucket(sql`${late} BETWEEN 31 AND 60`),
      d61to90: bucket(sql`${late} BETWEEN 61 AND 90`),
      over90: bucket(sql`${late} > 90`),
      total: sql<string>`sum(${a.openAmount})::text`,
      count: sql<number>`sum(${a.invoices})::int`,
    })
    .from(a)
    .innerJoin(customers, eq(customers.id, a.customerId))
    .where(allOf([...shipsOf(filter), filter.customerId ? eq(a.customerId, filter.customerId) : undefined]))
    .groupBy(a.customerId, customers.name, a.currency)
    .orderBy(asc(customers.name), asc(a.currency));
}

/**
 * True when the list totals of `filter` can be read from the roll-up: no search, and the filter keeps only
 * open invoices (the overdue filter, or states among ISSUED / PARTIALLY_PAID).
 */
export function totalsFromRollUp(f: InvoiceFilter): boolean {
  if (f.pattern) return false;
  const open = (s: string) => (AR_OPEN_STATES as readonly string[]).includes(s);
  return f.overdueOn !== undefined || (f.states !== undefined && f.states.every(open));
}

/** The base-currency sums of {@link totalsFromRollUp} filters; the same rows as `sumInvoices`. */
export async function sumOpenInvoicesRolledUp(db: DbOrTx, f: InvoiceFilter) {
  return db
    .select({
      currency: a.baseCurrency,
      total: sql<string>`coalesce(sum(${a.totalBase}), 0)::text`,
      n: sql<number>`coalesce(sum(${a.invoices}), 0)::int`,
    })
    .from(a)
    .where(
      allOf([
        ...shipsOf(f),
        f.customerId ? eq(a.customerId, f.customerId) : undefined,
        f.states ? inArray(a.state, f.states) : undefined,
        f.overdueOn ? and(inArray(a.state, [...AR_OPEN_STATES]), lt(a.dueDate, f.overdueOn)) : undefined,
        f.dueFrom ? gte(a.dueDate, f.dueFrom) : undefined,
        f.dueTo ? lte(a.dueDate, f.dueTo) : undefined,
      ]),
    )
    .groupBy(a.baseCurrency);
}
