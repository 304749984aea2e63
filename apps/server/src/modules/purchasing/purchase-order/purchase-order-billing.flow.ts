/**
 * What vendor bills (accounting) call to move purchase orders when a bill is posted or reversed. Takes
 * the caller's transaction, locks the order, keeps `billed_amount` (which the commitment triggers turn
 * into actual spend, taking it off the committed open amount — each amount counted once) and derives
 * BILLED / CLOSED with the domain rule `purchaseOrderStateAfterBilling`. One audit row per order. No
 * permission checks: the bill service checks `manage_bill` on the ship.
 */
import {
  addDecimal,
  isNegativeDecimal,
  normalizeDecimal,
  purchaseOrderStateAfterBilling,
  type PurchaseOrderState,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/http-error';
import { recordAudit, type AuditActor } from '../../audit/audit.service';
import * as repo from './purchase-order.repo';

/** A change of what is billed on one order: amount in the order's currency, quantities per PO line. */
export interface BilledChange {
  purchaseOrderId: string;
  /** Added to `billed_amount` (negative on a reversal). */
  amountDelta: string;
  /** Quantity billed on each line by every posted bill, after the change. */
  billedQuantities: ReadonlyMap<string, string>;
  /** The bill's number, for the audit row. */
  billNumber: string;
}

/** Applies a bill's posting or reversal to its order; returns the order's new state. */
export async function recordBilled(
  tx: DbOrTx,
  change: BilledChange,
  actor: AuditActor,
): Promise<PurchaseOrderState> {
  const order = await repo.lockPurchaseOrder(tx, change.purchaseOrderId);
  if (!order) throw notFound('Purchase order');
  const state = order.state as PurchaseOrderState;
  const billedAmount = addDecimal(order.billedAmount, change.amountDelta);
  if (isNegativeDecimal(billedAmount)) throw conflict(`${order.number}: billed amount would drop below zero`);
  const lines = (await repo.linesOf(tx, order.id)).map((r) => r.line);
  const to = purchaseOrderStateAfterBilling(
    state,
    lines.map((l) => ({
      quantity: l.quantity,
      deliveredQty: l.deliveredQuantity,
      billedQty: change.billedQuantities.get(l.id) ?? '0',
    })),
  );
  const ok = await repo.updatePurchaseOrder(tx, order.id, order.version, { state: to, billedAmount });
  if (!ok) throw conflict(`${order.number} was changed by someone else; try again`);
  await recordAudit(tx, actor, {
    action: 'bill',
    entity: 'purchase_order',
    entityId: order.id,
    shipId: order.shipId,
    before: { state, billedAmount: normalizeDecimal(order.billedAmount) },
    after: { state: to, billedAmount: normalizeDecimal(billedAmount), bill: change.billNumber },
  });
  return to;
}
