import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { apOpenBalances as a } from './bill-ageing.table';
import { ageing, type BillFilter } from './bill.repo';
import { inUuids } from '../../../db/in-uuids';
import { bucketSum } from '../ageing-buckets';

/** True when the AP ageing of this filter can be read from the roll-up (ships and vendor only). */
export function ageingFromRollUp(f: BillFilter): boolean {
  return !f.pattern && !f.dueFrom && !f.dueTo && !f.state && f.overdue === undefined;
}

/**
 * The AP ageing per vendor from `ap_open_balances` (one row per ship, vendor, due date and currency instead
 * of one per open bill); the same answer as the plain {@link ageing} query. The rows are summed per vendor
 * first and only those sums joined to the vendors' names and sorted (docs/accounting-bills.md).
 */
export async function ageingRolledUp(db: DbOrTx, f: BillFilter) {
  const parts: SQL[] = [sql`true`];
  if (f.shipIds) parts.push(inUuids(a.shipId, f.shipIds));
  if (f.shipId) parts.push(eq(a.shipId, f.shipId));
  if (f.vendorId) parts.push(eq(a.vendorId, f.vendorId));
  const bucket = (from: number | null, to: number | null) =>
    bucketSum(a.openBase, a.dueDate, f.today, from, to);
  const sums = db
    .select({
      vendorId: a.vendorId,
      current: bucket(null, null).as('current'),
      d1to30: bucket(1, 30).as('d1to30'),
      d31to60: bucket(31, 60).as('d31to60'),
      d61to90: bucket(61, 90).as('d61to90'),
      over90: bucket(90, null).as('over90'),
      total: sql<string>`coalesce(sum(${a.openBase}), 0)::text`.as('total'),
    })
    .from(a)
    .where(and(...parts))
    .groupBy(a.vendorId)
    .as('sums');
  return db
    .select({
      vendorId: sums.vendorId,
      vendorName: vendors.name,
      current: sums.current,
      d1to30: sums.d1to30,
      d31to60: sums.d31to60,
      d61to90: sums.d61to90,
      over90: sums.over90,
      total: sums.total,
    })
    .from(sums)
    .innerJoin(vendors, eq(vendors.id, sums.vendorId))
    .orderBy(asc(vendors.name));
}

/** The AP ageing of a filter: from the roll-up when it allows, else the plain query. */
export function apAgeingRows(db: DbOrTx, f: BillFilter) {
  return ageingFromRollUp(f) ? ageingRolledUp(db, f) : ageing(db, f);
}
