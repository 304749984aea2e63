import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { purchaseOrderLines } from '../purchase-order/purchase-order.table';
import { requisitionLines, requisitions } from './requisition.table';

/**
 * Whether the purchase order `orderId` (a column of the outer query) has a line from an urgent requisition
 * (priority 1). A correlated EXISTS over the order's lines by `purchase_order_lines_position_key` and two
 * primary keys: a list evaluates it only for the rows of its page (PostgreSQL computes such select-list
 * sub-plans after the sort and the limit), so paged lists keep their plans.
 */
export function urgentOrderSql(orderId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${purchaseOrderLines} urgent_pl
    join ${requisitionLines} urgent_rl on urgent_rl.id = urgent_pl.requisition_line_id
    join ${requisitions} urgent_r on urgent_r.id = urgent_rl.requisition_id
    where urgent_pl.purchase_order_id = ${orderId} and urgent_r.priority = 1)`;
}
