import {
  TRANSFER_SOURCES,
  normalizeDecimal,
  validateTransfer,
  type CreateTransfer,
  type DeliveryDetail,
  type MatchDelivery,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, conflict } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as sources from './delivery-sources.repo';
import * as repo from './delivery.repo';
import { reportDelivered, type DeliveredChange } from './delivery-receipt.service';
import { DELIVERIES, lockForChange, saveChange } from './delivery.service';
import { detailOf } from './delivery.view';

/**
 * `POST …/:id/transfers` (manage_delivery): moves goods this delivery received at an agent or the
 * office on to the vessel, never more than each line received and has not yet passed on
 * (`validateTransfer`). The source lines are locked, so two transfers at once cannot overdraw them; the
 * new delivery is answered.
 */
export async function createTransfer(
  db: Db,
  actor: Actor,
  id: string,
  body: CreateTransfer,
): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  return db.transaction(async (tx) => {
    const source = await lockForChange(tx, actor, id, body.version, 'manage_delivery');
    if (!(TRANSFER_SOURCES as readonly string[]).includes(source.toParty))
      throw conflict(
        `Only goods received at an agent or the office can be transferred; ${source.number} went to the ${source.toParty}`,
      );
    if (source.state !== 'RECEIVED' && source.state !== 'PARTIAL')
      throw conflict(
        `Delivery ${source.number} is ${source.state}: goods can be transferred once they are received`,
      );
    await repo.lockLines(
      tx,
      body.lines.map((l) => l.sourceLineId),
    );
    const stored = new Map((await repo.linesOf(tx, id)).map((l) => [l.id, l]));
    const lines = body.lines.map((line, index) => {
      const from = stored.get(line.sourceLineId);
      if (!from) throw badRequest(`lines.${index}.sourceLineId`, `not a line of ${source.number}`);
      const check = validateTransfer(
        normalizeDecimal(from.receivedQuantity ?? '0'),
        normalizeDecimal(from.transferredQuantity),
        line.quantity,
      );
      if (!check.ok) throw badRequest(`lines.${index}.quantity`, `${from.description}: ${check.message}`);
      return {
        sourceLineId: from.id,
        purchaseOrderLineId: from.purchaseOrderLineId,
        description: from.description,
        unit: from.unit,
        expectedQuantity: line.quantity,
      };
    });
    if (body.agentId) {
      const agent = await sources.findAgent(tx, body.agentId);
      if (!agent) throw badRequest('agentId', 'no such port agent');
    }
    if (body.supplyWindowId) {
      const window = await sources.findSupplyWindow(tx, body.supplyWindowId);
      if (!window || window.shipId !== source.shipId)
        throw badRequest('supplyWindowId', 'no such supply window for this ship');
    }
    await saveChange(tx, actor, await detailOf(tx, id), {}, 'transfer', { transferredLines: body.lines });
    const number = await repo.nextNumber(tx, new Date().getUTCFullYear());
    const transferId = await repo.insertDelivery(
      tx,
      {
        number,
        shipId: source.shipId,
        purchaseOrderId: source.purchaseOrderId,
        sourceDeliveryId: source.id,
        fromParty: source.toParty,
        toParty: 'vessel',
        port: body.port ?? source.port,
        agentId: body.agentId ?? source.agentId,
        supplyWindowId: body.supplyWindowId ?? source.supplyWindowId,
        eta: body.eta,
        trackingNumber: body.trackingNumber,
        notes: body.notes,
      },
      lines,
    );
    const view = await detailOf(tx, transferId);
    await recordAudit(tx, actor, {
      action: 'create_transfer',
      entity: 'delivery',
      entityId: transferId,
      shipId: view.shipId,
      after: view,
    });
    return view;
  });
}

/**
 * `POST …/:id/match` (manage_delivery): links an unassigned delivery and its transfers to a purchase
 * order of the same ship. What already reached the vessel is then reported to the order.
 */
export async function matchDelivery(
  db: Db,
  actor: Actor,
  id: string,
  body: MatchDelivery,
): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version, 'manage_delivery');
    if (row.purchaseOrderId || row.sourceDeliveryId)
      throw conflict(`Delivery ${row.number} is not an unassigned delivery`);
    if (row.state === 'CANCELLED') throw conflict(`Delivery ${row.number} is cancelled`);
    const po = await sources.findPurchaseOrder(tx, body.purchaseOrderId);
    if (!po) throw badRequest('purchaseOrderId', 'no such purchase order');
    if (po.shipId !== row.shipId)
      throw badRequest('purchaseOrderId', `${po.number} is for ${po.shipName}, not ${row.shipName}`);
    if (!sources.DELIVERABLE_PO_STATES.includes(po.state))
      throw conflict(`Cannot match goods to purchase order ${po.number} in state ${po.state}`);
    const poLines = new Set((await sources.purchaseOrderLinesOf(tx, [po.id])).map((l) => l.id));
    const own = new Map((await repo.linesOf(tx, id)).map((l) => [l.id, l]));
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      if (!own.has(line.lineId)) throw badRequest(`lines.${index}.lineId`, 'not a line of this delivery');
      if (line.purchaseOrderLineId === null) return;
      if (!poLines.has(line.purchaseOrderLineId))
        throw badRequest(`lines.${index}.purchaseOrderLineId`, `not a line of ${po.number}`);
      if (seen.has(line.purchaseOrderLineId))
        throw badRequest(`lines.${index}.purchaseOrderLineId`, 'each PO line may be matched once');
      seen.add(line.purchaseOrderLineId);
    });
    const link = new Map(body.lines.map((l) => [l.lineId, l.purchaseOrderLineId]));
    for (const [lineId, poLineId] of link)
      await repo.updateLine(tx, lineId, { purchaseOrderLineId: poLineId });
    const delivered: DeliveredChange[] = [];
    if (row.toParty === 'vessel')
      for (const [lineId, poLineId] of link) {
        const received = own.get(lineId)?.receivedQuantity;
        if (poLineId && received) delivered.push({ purchaseOrderLineId: poLineId, delta: received });
      }
    for (const transfer of await repo.transfersOf(tx, id)) {
      const lines = await repo.linesOf(tx, transfer.id);
      for (const line of lines) {
        const poLineId = line.sourceLineId ? link.get(line.sourceLineId) : undefined;
        if (poLineId === undefined) continue;
        await repo.updateLine(tx, line.id, { purchaseOrderLineId: poLineId });
        if (
          poLineId &&
          line.receivedQuantity &&
          transfer.toParty === 'vessel' &&
          transfer.state !== 'CANCELLED'
        )
          delivered.push({ purchaseOrderLineId: poLineId, delta: line.receivedQuantity });
      }
      const current = await repo.lockDelivery(tx, transfer.id);
      if (current) await repo.updateDelivery(tx, transfer.id, current.version, { purchaseOrderId: po.id });
    }
    const after = await saveChange(tx, actor, await detailOf(tx, id), { purchaseOrderId: po.id }, 'match', {
      purchaseOrderNumber: po.number,
    });
    await reportDelivered(tx, actor, delivered);
    return after;
  });
}
