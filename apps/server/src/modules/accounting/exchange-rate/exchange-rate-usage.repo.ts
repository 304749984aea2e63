import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { RateUse } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import type { RateRow } from './exchange-rate.repo';

/** Most documents a rate's page lists. */
export const USED_BY_LIMIT = 50;

/**
 * The documents that converted with `rate`. A document keeps its own copy of the rate it used (the
 * purchase order's `rate`, `rate_date`, `rate_source` snapshot, ARCHITECTURE rule 5), so "used" means:
 * the same pair in either direction, the rate's date and source, and the stored value equal to the
 * rate or to its inverse (product 1 within the inverse's 10 decimals).
 */
export async function documentsUsingRate(
  db: DbOrTx,
  rate: RateRow,
): Promise<{ uses: RateUse[]; total: number }> {
  const po = purchaseOrders;
  const where = and(
    or(
      and(eq(po.currency, rate.fromCurrency), eq(po.baseCurrency, rate.toCurrency)),
      and(eq(po.currency, rate.toCurrency), eq(po.baseCurrency, rate.fromCurrency)),
    ),
    eq(po.rateDate, rate.date),
    eq(po.rateSource, rate.source),
    sql`(${po.rate} = ${rate.rate}::numeric OR abs(${po.rate} * ${rate.rate}::numeric - 1) < 0.00000001)`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: po.id,
        number: po.number,
        rate: po.rate,
        currency: po.currency,
        baseCurrency: po.baseCurrency,
      })
      .from(po)
      .where(where)
      .orderBy(asc(po.number))
      .limit(USED_BY_LIMIT),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(po)
      .where(where),
  ]);
  return {
    uses: rows.map((r) => ({ entity: 'purchase_order' as const, ...r })),
    total: count?.n ?? 0,
  };
}
