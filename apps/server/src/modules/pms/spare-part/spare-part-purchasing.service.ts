import {
  normalizeDecimal,
  isPositiveDecimal,
  suggestedReorderQuantity,
  type RaiseRequisition,
  type RaisedRequisition,
} from '@keel/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, conflict } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import type { DeliveredChange } from '../../purchasing/delivery/delivery-receipt.service';
import { purchaseOrderLines } from '../../purchasing/purchase-order/purchase-order.table';
import { createRequisition } from '../../purchasing/requisition/requisition.service';
import { requisitionLines, requisitions } from '../../purchasing/requisition/requisition.table';
import * as repo from './spare-part.repo';
import { pmsSpareParts } from './spare-part.table';
import { moveStock } from './spare-part-stock.service';
import { SPARE_PARTS, loadSparePart } from './spare-part.service';

/**
 * `POST /pms/spare-parts/:id/requisition` ("raise requisition"): creates a DRAFT requisition for the
 * part's ship through the requisitions service — one line carrying the part's IMPA code, maker part
 * number, unit and a link to the part, for the suggested quantity (back to twice the minimum) unless one
 * is given. The raiser reviews and submits it on the requisition screen like any draft.
 */
export async function raiseRequisition(
  db: Db,
  actor: Actor,
  id: string,
  body: RaiseRequisition,
): Promise<RaisedRequisition> {
  assertSidebar(actor, [SPARE_PARTS]);
  const part = await loadSparePart(db, actor, id, true);
  if (!part.shipId)
    throw conflict(`${part.partNumber} is a catalogue template: raise requisitions on a ship's part`);
  const quantity = body.quantity ?? suggestedReorderQuantity(part.balance, part.minimumStock);
  if (!isPositiveDecimal(quantity))
    throw badRequest(
      'quantity',
      `${part.partNumber} is not below its minimum stock: give the quantity to order`,
    );
  const stock = `Stock ${normalizeDecimal(part.balance)} ${part.unit}, minimum ${normalizeDecimal(part.minimumStock)}`;
  const requisition = await createRequisition(db, actor, {
    shipId: part.shipId,
    title: `Restock ${part.partNumber} ${part.name}`.slice(0, 200),
    department: 'engine',
    priority: 0,
    remarks: `Raised from spare part ${part.partNumber}: ${stock}.`,
    lines: [
      {
        description: part.name,
        impaCode: part.impaCode,
        makerPartNumber: part.partNumber,
        maker: part.maker,
        quantity,
        unit: part.unit as never,
        remarks: [stock, part.location ? `location ${part.location}` : null].filter(Boolean).join('; '),
        sparePartId: part.id,
      },
    ],
  });
  return { requisitionId: requisition.id, number: requisition.number, quantity: normalizeDecimal(quantity) };
}

/**
 * The delivery receipt hook (registered with the deliveries module): what reached a vessel against a
 * purchase order line whose requisition line is linked to a spare part of that same ship is added to the
 * part's stock as a 'receipt' ledger row, in the receipt's transaction.
 */
export async function receiveDeliveredParts(
  tx: DbOrTx,
  actor: Actor,
  changes: DeliveredChange[],
): Promise<void> {
  const incoming = changes.filter((c) => isPositiveDecimal(c.delta));
  if (incoming.length === 0) return;
  const links = await tx
    .select({ purchaseOrderLineId: purchaseOrderLines.id, sparePartId: requisitionLines.sparePartId })
    .from(purchaseOrderLines)
    .innerJoin(requisitionLines, eq(requisitionLines.id, purchaseOrderLines.requisitionLineId))
    .innerJoin(requisitions, eq(requisitions.id, requisitionLines.requisitionId))
    .where(
      and(
        inArray(
          purchaseOrderLines.id,
          incoming.map((c) => c.purchaseOrderLineId),
        ),
        sql`${requisitionLines.sparePartId} IS NOT NULL`,
        sql`EXISTS (SELECT 1 FROM ${pmsSpareParts} WHERE ${pmsSpareParts.id} = ${requisitionLines.sparePartId} AND ${pmsSpareParts.shipId} = ${requisitions.shipId})`,
      ),
    );
  const partOf = new Map(links.map((l) => [l.purchaseOrderLineId, l.sparePartId!]));
  for (const change of incoming) {
    const sparePartId = partOf.get(change.purchaseOrderLineId);
    if (!sparePartId) continue;
    const part = (await repo.findSparePart(tx, sparePartId, true))!;
    await moveStock(tx, actor, part, 'receipt', change.delta, 'lines', {
      purchaseOrderLineId: change.purchaseOrderLineId,
      deliveryLineId: change.deliveryLineId ?? null,
      reason: 'Delivery received',
    });
  }
}
