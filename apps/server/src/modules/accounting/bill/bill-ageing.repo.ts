import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { apOpenBalances as a } from './bill-ageing.table';
import { ageing, type BillFilter } from './bill.repo';
import { inUuids } from '../../../db/in-uuids';

/** True when the AP ageing of this filter can be read from the roll-up (ships and vendor only). */
export function ageingFromRollUp(f: BillFilter): boolean {
  return !f.pattern && !f.dueFrom && !f.dueTo && !f.state && f.overdue === undefined;
}

/**
 * The AP ageing per vendor from `ap_open_balances` (one row per ship, vendor, due date and currency instead
 * of one per open bill); the same answer as the plain {@link ageing} query.
 */
export async function ageingRolledUp(db: DbOrTx, f: BillFilter) {
  const parts: SQL[] = [sql`true`];
  if (f.shipIds) parts.push(inUuids(a.shipId, f.shipIds));
  if (f.shipId) parts.push(eq(a.shipId, f.shipId));
  if (f.vendorId) parts.push(eq(a.vendorId, f.vendorId));
  const days = sql`(${f.today}::date - ${a.dueDate})`;
  const bucket = (cond: SQL) =>
    sql<string>`coalesce(sum(CASE WHEN ${cond} THEN ${a.openBase} ELSE 0 END), 0)::text`;
  return db
    .select({
      vendorId: a.vendorId,
      vendorName: vendors.name,
      current: bucket(sql`${days} <= 0`),
      d1to30: bucket(sql`${days} BETWEEN 1 AND 30`),
      d31to60: bucket(sql`${days} BETWEEN 31 AND 60`),
      d61to90: bucket(sql`${days} BETWEEN 61 AND 90`),
      over90: bucket(sql`${days} > 90`),
      total: sql<string>`coalesce(sum(${a.openBase}), 0)::text`,
    })
    .from(a)
    .innerJoin(vendors, eq(vendors.id, a.vendorId))
    .where(and(...parts))
    .groupBy(a.vendorId, vendors.name)
    .orderBy(asc(vendors.name));
}

/** The AP ageing of a filter: from the roll-up when it allows, else the plain query. */
export function apAgeingRows(db: DbOrTx, f: BillFilter) {
  return ageingFromRollUp(f) ? ageingRolledUp(db, f) : ageing(db, f);
}
