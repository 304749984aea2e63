import {
  compareDecimal,
  normalizeDecimal,
  receiveDelivery,
  subDecimal,
  type DeliveryDetail,
  type DiscrepancyReportBody,
  type Receipt,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { HttpError, badRequest, conflict } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordDelivered } from '../purchase-order/purchase-order.flow';
import * as repo from './delivery.repo';
import { detailOf } from './delivery.view';
import { DELIVERIES, lockForChange, saveChange } from './delivery.service';

/** A change of a PO line's delivered quantity, as the PO flow takes it. */
export interface DeliveredChange {
  purchaseOrderLineId: string;
  delta: string;
  /** The delivery line received, when known (the PMS stock ledger keeps it). */
  deliveryLineId?: string;
}

/** Told in the receipt's transaction what reached a vessel (the PMS module adds it to spare part stock). */
export type DeliveredToVesselHook = (tx: DbOrTx, actor: Actor, changes: DeliveredChange[]) => Promise<void>;
const deliveredToVesselHooks = new Set<DeliveredToVesselHook>();

/** Registers a hook run after each receipt or transfer that brought goods on board (once per hook). */
export function onDeliveredToVessel(hook: DeliveredToVesselHook): void {
  deliveredToVesselHooks.add(hook);
}

/**
 * Tells the purchase order (and through it the requisition) what reached the vessel, then the
 * registered hooks. Goods received at an agent or the office count only when a transfer brings them on board.
 */
export async function reportDelivered(tx: DbOrTx, actor: Actor, changes: DeliveredChange[]): Promise<void> {
  const moved = changes.filter((c) => compareDecimal(c.delta, '0') !== 0);
  if (moved.length === 0) return;
  await recordDelivered(
    tx,
    moved.map(({ purchaseOrderLineId, delta }) => ({ purchaseOrderLineId, delta })),
    actor,
  );
  for (const hook of deliveredToVesselHooks) await hook(tx, actor, moved);
}

/**
 * `POST …/:id/receipt` (manage_delivery_report on the ship): the received and rejected totals per line
 * in one transaction. The lines are checked and the delivery becomes RECEIVED or PARTIAL by the domain
 * rules (`receiveDelivery`); what reached the vessel is passed to the purchase order's
 * `recordDelivered`, which updates the requisition's received quantities.
 */
export async function receive(db: Db, actor: Actor, id: string, body: Receipt): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version, 'manage_delivery_report');
    const stored = await repo.linesOf(tx, id);
    const byId = new Map(stored.map((l) => [l.id, l]));
    const given = new Map<string, { index: number; line: Receipt['lines'][number] }>();
    body.lines.forEach((line, index) => {
      if (!byId.has(line.lineId)) throw badRequest(`lines.${index}.lineId`, 'not a line of this delivery');
      if (given.has(line.lineId)) throw badRequest(`lines.${index}.lineId`, 'each line may appear once');
      given.set(line.lineId, { index, line });
    });
    const planned = stored.map((s) => {
      const entry = given.get(s.id);
      const before = s.receivedQuantity ?? '0';
      const received = entry?.line.receivedQuantity ?? before;
      if (entry && compareDecimal(received, before) < 0)
        throw badRequest(
          `lines.${entry.index}.receivedQuantity`,
          `${normalizeDecimal(before)} ${s.unit} were already received; a receipt cannot lower it`,
        );
      if (entry && compareDecimal(received, s.transferredQuantity) < 0)
        throw badRequest(
          `lines.${entry.index}.receivedQuantity`,
          `${normalizeDecimal(s.transferredQuantity)} ${s.unit} were already passed on`,
        );
      return {
        stored: s,
        index: entry?.index,
        receipt: {
          expected: s.expectedQuantity,
          received,
          rejected: entry ? entry.line.rejectedQuantity : (s.rejectedQuantity ?? '0'),
          rejectReason: entry ? entry.line.rejectReason : s.rejectReason,
          overDelivery: entry?.line.overDelivery ?? false,
        },
      };
    });
    const result = receiveDelivery(
      row.state as Parameters<typeof receiveDelivery>[0],
      planned.map((p) => p.receipt),
    );
    if (!result.ok) {
      const problems = 'problems' in result ? result.problems : [];
      if (problems.length === 0) throw conflict(result.message);
      const details = problems.map((p) => ({
        field: `lines.${planned[p.line]?.index ?? p.line}.${p.field === 'received' ? 'receivedQuantity' : p.field === 'rejected' ? 'rejectedQuantity' : p.field}`,
        message: p.message,
      }));
      throw new HttpError(400, `${details[0]!.field}: ${details[0]!.message}`, details);
    }
    const before = await detailOf(tx, id);
    for (const p of planned)
      if (p.index !== undefined)
        await repo.updateLine(tx, p.stored.id, {
          receivedQuantity: p.receipt.received,
          rejectedQuantity: p.receipt.rejected,
          rejectReason: p.receipt.rejectReason?.trim() ? p.receipt.rejectReason : null,
        });
    const after = await saveChange(
      tx,
      actor,
      before,
      {
        state: result.to,
        receivedAt: new Date(),
        receivedById: actor.id,
        receivedByName: actor.name,
        ...(body.discrepancyReport ? { discrepancyReport: body.discrepancyReport } : {}),
      },
      'receive',
    );
    if (row.toParty === 'vessel')
      await reportDelivered(
        tx,
        actor,
        planned
          .filter((p) => p.stored.purchaseOrderLineId)
          .map((p) => ({
            purchaseOrderLineId: p.stored.purchaseOrderLineId!,
            delta: subDecimal(p.receipt.received, p.stored.receivedQuantity ?? '0'),
            deliveryLineId: p.stored.id,
          })),
      );
    return after;
  });
}

/** `POST …/:id/discrepancy-report` (manage_delivery_report): the report of a received delivery. */
export async function reportDiscrepancy(
  db: Db,
  actor: Actor,
  id: string,
  body: DiscrepancyReportBody,
): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version, 'manage_delivery_report');
    if (row.state !== 'RECEIVED' && row.state !== 'PARTIAL')
      throw conflict(`A discrepancy report needs a receipt first; delivery ${row.number} is ${row.state}`);
    return saveChange(
      tx,
      actor,
      await detailOf(tx, id),
      { discrepancyReport: body.discrepancyReport },
      'report_discrepancy',
    );
  });
}
