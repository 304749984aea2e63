import { and, sql } from 'drizzle-orm';
import type { ApAgeingRow } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { shapedRows, shapedStatement } from '../../../db/shaped-statements';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { apOpenBalances as a } from './bill-ageing.table';
import { ageing, type BillFilter } from './bill.repo';
import { bucketColumns, shipConditions, shipsShape } from '../ageing-buckets';

/** True when the AP ageing of this filter can be read from the roll-up (ships and vendor only). */
export function ageingFromRollUp(f: BillFilter): boolean {
  return !f.pattern && !f.dueFrom && !f.dueTo && !f.state && f.overdue === undefined;
}

/**
 * The AP ageing per vendor from `ap_open_balances` (one row per ship, vendor, due date and currency instead
 * of one per open bill); the same answer as the plain {@link ageing} query. The rows are summed per vendor
 * first and only those sums joined to the vendors' names and sorted (docs/accounting-bills.md). A statement
 * built once per filter shape and run with the request's values (`db/shaped-statements.ts`): building it
 * with the query builder on every request was the route's largest JS cost at 50 connections.
 */
export async function ageingRolledUp(db: DbOrTx, f: BillFilter): Promise<ApAgeingRow[]> {
  const ships = shipsShape(f.shipIds);
  const key = `ap-ageing:${ships}:${f.shipId ? 'ship' : ''}:${f.vendorId ? 'vendor' : ''}`;
  const statement = shapedStatement(key, () => {
    const parts = shipConditions(a.shipId, ships, Boolean(f.shipId));
    if (f.vendorId) parts.push(sql`${a.vendorId} = ${sql.placeholder('vendorId')}`);
    return sql`SELECT s.vendor_id AS "vendorId", v.name AS "vendorName", s.current, s.d1to30, s.d31to60,
        s.d61to90, s.over90, s.total
      FROM (
        SELECT ${a.vendorId} AS vendor_id, ${bucketColumns(a.openBase, a.dueDate, sql.placeholder('today'))},
          coalesce(sum(${a.openBase}), 0)::text AS total
        FROM ${a} WHERE ${and(...parts)} GROUP BY ${a.vendorId}
      ) s
      JOIN ${vendors} v ON v.id = s.vendor_id
      ORDER BY v.name`;
  });
  return shapedRows<ApAgeingRow>(db, statement, {
    shipIds: f.shipIds,
    shipId: f.shipId,
    vendorId: f.vendorId,
    today: f.today,
  });
}

/** The AP ageing of a filter: from the roll-up when it allows, else the plain query. */
export function apAgeingRows(db: DbOrTx, f: BillFilter) {
  return ageingFromRollUp(f) ? ageingRolledUp(db, f) : ageing(db, f);
}
