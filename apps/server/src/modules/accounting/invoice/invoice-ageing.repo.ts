import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { bucketSum } from '../ageing-buckets';
import type { DbOrTx } from '../../../db/client';
import { allOf } from '../../../lib/list-query';
import { customers } from '../customer/customer.table';
import { arOpenBalances as a } from './invoice-ageing.table';
import { invoices } from './invoice.table';
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
 * as the plain {@link ageingRows}. The rows are summed per customer and currency first and only those sums
 * joined to the customers' names and sorted (not every roll-up row: half the statement's time at bench scale,
 * docs/accounting-invoices.md "AR roll-up").
 */
export async function ageingRolledUp(
  db: DbOrTx,
  filter: { shipIds: string[] | null; shipId?: string; customerId?: string },
  asOf: string,
) {
  const bucket = (from: number | null, to: number | null) =>
    bucketSum(a.openAmount, a.dueDate, asOf, from, to);
  const sums = db
    .select({
      partyId: a.customerId,
      currency: a.currency,
      current: bucket(null, null).as('current'),
      d1to30: bucket(1, 30).as('d1to30'),
      d31to60: bucket(31, 60).as('d31to60'),
      d61to90: bucket(61, 90).as('d61to90'),
      over90: bucket(90, null).as('over90'),
      total: sql<string>`sum(${a.openAmount})::text`.as('total'),
      count: sql<number>`sum(${a.invoices})::int`.as('count'),
    })
    .from(a)
    .where(allOf([...shipsOf(filter), filter.customerId ? eq(a.customerId, filter.customerId) : undefined]))
    .groupBy(a.customerId, a.currency)
    .as('sums');
  return db
    .select({
      partyId: sums.partyId,
      partyName: customers.name,
      currency: sums.currency,
      current: sums.current,
      d1to30: sums.d1to30,
      d31to60: sums.d31to60,
      d61to90: sums.d61to90,
      over90: sums.over90,
      total: sums.total,
      count: sums.count,
    })
    .from(sums)
    .innerJoin(customers, eq(customers.id, sums.partyId))
    .orderBy(asc(customers.name), asc(sums.currency));
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

/** Open receivables per customer and currency by ageing bucket, computed in SQL as of `asOf`. */
export async function ageingRows(
  db: DbOrTx,
  filter: { shipIds: string[] | null; shipId?: string; customerId?: string },
  asOf: string,
) {
  const open = sql`(${invoices.total} - ${invoices.paidAmount} - ${invoices.creditedAmount})`;
  const late = sql`(${asOf}::date - ${invoices.dueDate})`;
  const bucket = (cond: SQL) => sql<string>`coalesce(sum(CASE WHEN ${cond} THEN ${open} END), 0)::text`;
  return db
    .select({
      partyId: invoices.customerId,
      partyName: customers.name,
      currency: invoices.currency,
      current: bucket(sql`${late} <= 0`),
      d1to30: bucket(sql`${late} BETWEEN 1 AND 30`),
      d31to60: bucket(sql`${late} BETWEEN 31 AND 60`),
      d61to90: bucket(sql`${late} BETWEEN 61 AND 90`),
      over90: bucket(sql`${late} > 90`),
      total: sql<string>`sum(${open})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(
      allOf([
        inArray(invoices.state, [...AR_OPEN_STATES]),
        filter.shipIds ? inUuids(invoices.shipId, filter.shipIds) : undefined,
        filter.shipId ? eq(invoices.shipId, filter.shipId) : undefined,
        filter.customerId ? eq(invoices.customerId, filter.customerId) : undefined,
      ]),
    )
    .groupBy(invoices.customerId, customers.name, invoices.currency)
    .orderBy(asc(customers.name), asc(invoices.currency));
}
