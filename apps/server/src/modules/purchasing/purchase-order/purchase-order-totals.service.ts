import type { ListTotals } from '@keel/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../access/access.service';
import { totalInBaseCurrency } from '../list-totals.service';
import type { PurchaseOrderExportQuery } from './purchase-order.export';
import * as repo from './purchase-order.repo';
import { listScope } from './purchase-order.service';

/**
 * `GET /purchasing/purchase-orders/totals`: the total of every order the list's filters find (all pages,
 * same checks and ship scope as the list), in the company's base currency. Each order's `total_base` is
 * its total converted at the order's own rate snapshot; orders priced when the company had another base
 * currency are converted with today's rate, or listed as unconverted when no rate exists.
 */
export async function purchaseOrderTotals(
  db: Db,
  actor: Actor,
  query: PurchaseOrderExportQuery,
): Promise<ListTotals> {
  const { filter } = listScope(actor, query);
  const sums = await repo.sumPurchaseOrders(db, filter);
  return totalInBaseCurrency(
    db,
    sums.map((s) => ({ currency: s.baseCurrency, total: s.total, n: s.n })),
  );
}
