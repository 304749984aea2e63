import type { BulkAction, BulkSendPurchaseOrders } from '@keel/domain';
import type { Db } from '../../../db/client';
import { runBulk } from '../../../lib/bulk-action';
import { assertSidebar, shipFilter, type Actor } from '../../access/access.service';
import * as repo from './purchase-order.repo';
import { sendToVendor } from './purchase-order-vendor.service';
import { approvePurchaseOrderRoute } from './purchase-order-workflow.service';
import { PURCHASE_ORDERS } from './purchase-order.service';

/** The number of an order the actor may see, else null. */
async function orderReference(db: Db, actor: Actor, id: string): Promise<string | null> {
  const row = await repo.findPurchaseOrder(db, id);
  if (!row) return null;
  const ships = shipFilter(actor);
  return ships === null || ships.includes(row.shipId) ? row.number : null;
}

/**
 * `POST /purchasing/purchase-orders/bulk/send`: sends each chosen order to its vendor through
 * {@link sendToVendor} (create_purchase_order on its ship, APPROVED → SENT, a new vendor link and the
 * e-mail, its audit row, one transaction each). Returns one result per order.
 */
export async function bulkSendPurchaseOrders(
  db: Db,
  actor: Actor,
  body: BulkSendPurchaseOrders,
  publicUrl: string,
  onUnexpected: (error: unknown) => void,
) {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  return runBulk(
    body.items,
    async (item) => {
      const done = await sendToVendor(
        db,
        actor,
        item.id,
        { version: item.version, expiresInDays: body.expiresInDays, message: body.message },
        publicUrl,
      );
      return { reference: done.number, version: done.version };
    },
    (id) => orderReference(db, actor, id),
    onUnexpected,
  );
}

/**
 * `POST /purchasing/purchase-orders/bulk/approve`: approves each chosen order through
 * {@link approvePurchaseOrderRoute} (approve_purchase_order on its ship, never by its creator nor twice by one
 * person, APPROVED once the amount tier's approvers are reached, its version, its audit row and notice, one
 * transaction each). An order the actor may not approve is refused on its own; the others are approved.
 */
export async function bulkApprovePurchaseOrders(
  db: Db,
  actor: Actor,
  body: BulkAction,
  onUnexpected: (error: unknown) => void,
) {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  return runBulk(
    body.items,
    async (item) => {
      const done = await approvePurchaseOrderRoute(db, actor, item.id, { version: item.version });
      return { reference: done.number, version: done.version };
    },
    (id) => orderReference(db, actor, id),
    onUnexpected,
  );
}
