import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { inUuids } from '../../../db/in-uuids';
import { billTotals as a } from './bill-totals.table';
import { sumBills, type BillFilter } from './bill.repo';

/**
 * Per field of the list filter, whether the roll-up can answer the value: ships, ship, vendor and state yes;
 * a search, due dates and the overdue filter need each bill's due date or names. Every field is listed (the
 * type asks for it), so a filter added to `BillFilter` cannot be ignored by the totals unnoticed.
 */
const ROLL_UP_ANSWERS: { [K in keyof BillFilter]-?: (value: BillFilter[K]) => boolean } = {
  shipIds: () => true,
  shipId: () => true,
  vendorId: () => true,
  state: () => true,
  today: () => true,
  dueFrom: (v) => !v,
  dueTo: (v) => !v,
  overdue: (v) => v === undefined,
  pattern: (v) => !v,
};

/**
 * True when the list totals of `filter` can be read from the totals roll-up `bill_totals` (kept by the
 * trigger `accounting_bill_totals`, docs/accounting-bills.md "Totals roll-up"): every field it sets is one
 * the roll-up answers ({@link ROLL_UP_ANSWERS}).
 */
export function totalsFromRollUp(f: BillFilter): boolean {
  return (Object.keys(ROLL_UP_ANSWERS) as (keyof BillFilter)[]).every((k) =>
    (ROLL_UP_ANSWERS[k] as (value: unknown) => boolean)(f[k]),
  );
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
