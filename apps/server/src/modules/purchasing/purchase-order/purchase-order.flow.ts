/**
 * What the delivery owner calls to move purchase orders (contract in docs/PURCHASING-FLOW-PLAN.md).
 * Takes the caller's transaction, locks the orders it changes, writes one audit row per order and
 * derives PARTIALLY_DELIVERED / DELIVERED with the domain rules. No permission checks: the calling
 * service checks its own action and ship scope.
 */
import {
  addDecimal,
  canReceiveAgainstPurchaseOrder,
  compareDecimal,
  isNegativeDecimal,
  isPositiveDecimal,
  isZeroDecimal,
  nextPurchaseOrderState,
  normalizeDecimal,
  type PurchaseOrderState,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/http-error';
import { recordAudit, type AuditActor } from '../../audit/audit.service';
import { recordReceivedQuantities } from '../requisition/requisition.flow';
import * as repo from './purchase-order.repo';

/** A change of a PO line's delivered quantity; `delta` is a decimal string, may be negative (a correction). */
export interface DeliveredQuantityChange {
  purchaseOrderLineId: string;
  delta: string;
}

/**
 * Adds delivered quantities to purchase-order lines (or removes them with a negative delta). Goods are
 * received only against a sent order (SENT, CONFIRMED, PARTIALLY_DELIVERED, DELIVERED), never more than
 * ordered and never below zero (409). The order becomes PARTIALLY_DELIVERED / DELIVERED, and the
 * requisition lines behind the order lines get the same received quantities (REQ's flow).
 */
export async function recordDelivered(
  tx: DbOrTx,
  changes: DeliveredQuantityChange[],
  actor: AuditActor,
): Promise<void> {
  const meaningful = changes.filter((c) => !isZeroDecimal(c.delta));
  if (meaningful.length === 0) return;
  const owners = await repo.linesByIds(
    tx,
    meaningful.map((c) => c.purchaseOrderLineId),
  );
  const byId = new Map(owners.map((l) => [l.id, l]));
  const unknown = meaningful.find((c) => !byId.has(c.purchaseOrderLineId));
  if (unknown) throw notFound(`Purchase order line ${unknown.purchaseOrderLineId}`);
  const orderIds = [...new Set(owners.map((l) => l.purchaseOrderId))].sort();
  const received: { requisitionLineId: string; delta: string }[] = [];
  for (const orderId of orderIds) {
    const order = await repo.lockPurchaseOrder(tx, orderId);
    if (!order) throw notFound('Purchase order');
    const state = order.state as PurchaseOrderState;
    const lines = (await repo.linesOf(tx, orderId)).map((r) => r.line);
    const touched: { id: string; position: number; from: string; to: string }[] = [];
    for (const line of lines) {
      const deltas = meaningful.filter((c) => c.purchaseOrderLineId === line.id).map((c) => c.delta);
      if (deltas.length === 0) continue;
      const delta = deltas.reduce((a, b) => addDecimal(a, b), '0');
      if (isPositiveDecimal(delta)) {
        const allowed = canReceiveAgainstPurchaseOrder(state);
        if (!allowed.ok) throw conflict(`${order.number}: ${allowed.message}`);
      }
      const next = addDecimal(line.deliveredQuantity, delta);
      if (isNegativeDecimal(next))
        throw conflict(`${order.number} line ${line.position}: delivered quantity would drop below zero`);
      if (compareDecimal(next, line.quantity) > 0)
        throw conflict(
          `${order.number} line ${line.position} (${line.description}): ${normalizeDecimal(next)} delivered is more than the ${normalizeDecimal(line.quantity)} ordered`,
        );
      touched.push({
        id: line.id,
        position: line.position,
        from: normalizeDecimal(line.deliveredQuantity),
        to: normalizeDecimal(next),
      });
      line.deliveredQuantity = next;
      await repo.setDelivered(tx, line.id, next);
      if (line.requisitionLineId)
        received.push({ requisitionLineId: line.requisitionLineId, delta: normalizeDecimal(delta) });
    }
    const to = nextPurchaseOrderState(
      state,
      lines.map((l) => ({ quantity: l.quantity, deliveredQty: l.deliveredQuantity, billedQty: '0' })),
    );
    // A correction that takes every delivered quantity back leaves a delivery state for CONFIRMED.
    const settled =
      (to === 'PARTIALLY_DELIVERED' || to === 'DELIVERED') &&
      lines.every((l) => isZeroDecimal(l.deliveredQuantity))
        ? 'CONFIRMED'
        : to;
    const ok = await repo.updatePurchaseOrder(tx, orderId, order.version, { state: settled });
    if (!ok) throw conflict(`${order.number} was changed by someone else; try again`);
    await recordAudit(tx, actor, {
      action: 'deliver',
      entity: 'purchase_order',
      entityId: orderId,
      shipId: order.shipId,
      before: {
        state,
        lines: touched.map((t) => ({ id: t.id, position: t.position, deliveredQuantity: t.from })),
      },
      after: {
        state: settled,
        lines: touched.map((t) => ({ id: t.id, position: t.position, deliveredQuantity: t.to })),
      },
    });
  }
  if (received.length > 0) await recordReceivedQuantities(tx, received, actor);
}
