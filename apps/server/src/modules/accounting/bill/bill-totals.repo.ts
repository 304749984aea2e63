import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { inUuids } from '../../../db/in-uuids';
import { billTotals as a } from './bill-totals.table';
import { sumBills, type BillFilter } from './bill.repo';

/**
 * True when the list totals of `filter` can be read from the totals roll-up `bill_totals` (kept by the
 * trigger `accounting_bill_totals`, docs/accounting-bills.md "Totals roll-up"): the filter is only ships,
 * ship, vendor and state — no search, no due dates, no overdue filter (those need each bill's due date).
 */
export function totalsFromRollUp(f: BillFilter): boolean {
  return !f.pattern && f.dueFrom === undefined && f.dueTo === undefined && f.overdue === undefined;
}

/**
 * Count, total and open amount in the base currency of {@link totalsFromRollUp} filters, from one row per
 * ship, vendor and state instead of one per bill; the same answer as {@link sumBills}
 * (bill-totals.integration.test.ts).
 */
export async function sumBillsRolledUp(db: DbOrTx, f: BillFilter) {
  const parts: SQL[] = [sql`true`];
  if (f.shipIds) parts.push(inUuids(a.shipId, f.shipIds));
  if (f.shipId) parts.push(eq(a.shipId, f.shipId));
  if (f.vendorId) parts.push(eq(a.vendorId, f.vendorId));
  if (f.state) parts.push(eq(a.state, f.state));
  const [totals] = await db
    .select({
      n: sql<number>`coalesce(sum(${a.bills}), 0)::int`,
      totalBase: sql<string>`coalesce(sum(${a.totalBase}), 0)::text`,
      openBase: sql<string>`coalesce(sum(${a.openBase}), 0)::text`,
    })
    .from(a)
    .where(and(...parts));
  return { count: totals?.n ?? 0, totalBase: totals?.totalBase ?? '0', openBase: totals?.openBase ?? '0' };
}

/** The list totals of a filter: from the roll-up when it allows, else summed over the bills. */
export function billListTotals(db: DbOrTx, f: BillFilter) {
  return totalsFromRollUp(f) ? sumBillsRolledUp(db, f) : sumBills(db, f);
}
