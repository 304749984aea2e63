import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AgeingRow } from '@keel/domain';
import { bucketColumns, shipConditions, shipsShape } from '../ageing-buckets';
import type { DbOrTx } from '../../../db/client';
import { allOf } from '../../../lib/list-query';
import { customers } from '../customer/customer.table';
import { arOpenBalances as a } from './invoice-ageing.table';
import { invoices } from './invoice.table';
import type { InvoiceFilter } from './invoice.repo';
import { inUuids } from '../../../db/in-uuids';
import { shapedRows, shapedStatement } from '../../../db/shaped-statements';

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
 * docs/accounting-invoices.md "AR roll-up"). Built once per filter shape and run with the request's values
 * (`db/shaped-statements.ts`), as the AP ageing.
 */
export async function ageingRolledUp(
  db: DbOrTx,
  filter: { shipIds: string[] | null; shipId?: string; customerId?: string },
  asOf: string,
): Promise<AgeingRow[]> {
  const ships = shipsShape(filter.shipIds);
  const key = `ar-ageing:${ships}:${filter.shipId ? 'ship' : ''}:${filter.customerId ? 'customer' : ''}`;
  const statement = shapedStatement(key, () => {
    const parts = shipConditions(a.shipId, ships, Boolean(filter.shipId));
    if (filter.customerId) parts.push(sql`${a.customerId} = ${sql.placeholder('customerId')}`);
    return sql`SELECT s.customer_id AS "partyId", c.name AS "partyName", s.currency, s.current, s.d1to30,
        s.d31to60, s.d61to90, s.over90, s.total, s.count
      FROM (
        SELECT ${a.customerId} AS customer_id, ${a.currency} AS currency,
          ${bucketColumns(a.openAmount, a.dueDate, sql.placeholder('asOf'))}, sum(${a.openAmount})::text AS total,
          sum(${a.invoices})::int AS count
        FROM ${a} WHERE ${and(...parts)} GROUP BY ${a.customerId}, ${a.currency}
      ) s
      JOIN ${customers} c ON c.id = s.customer_id
      ORDER BY c.name, s.currency`;
  });
  return shapedRows<AgeingRow>(db, statement, {
    shipIds: filter.shipIds,
    shipId: filter.shipId,
    customerId: filter.customerId,
    asOf,
  });
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
