/**
 * What the RFQ, purchase-order and delivery owners call to read and move requisitions (contract in
 * docs/PURCHASING-FLOW-PLAN.md). Every function takes the caller's transaction, locks the requisitions
 * it changes, writes one audit row per requisition and re-derives the state from the lines with the
 * domain rules. No permission checks: the calling service checks its own action and ship scope.
 */
import {
  addDecimal,
  applyRequisitionEvent,
  canOrderRequisition,
  isNegativeDecimal,
  isPositiveDecimal,
  isZeroDecimal,
  nextRequisitionState,
  normalizeDecimal,
  subDecimal,
  maxDecimal,
  validateRequisitionLine,
  type RequisitionLineQuantities,
  type RequisitionState,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/http-error';
import { recordAudit, type AuditActor } from '../../audit/audit.service';
import * as repo from './requisition-lines.repo';

/** One line of a requisition as an RFQ copies it; `openQuantity` = quantity − ordered − cancelled. */
export interface RfqSourceLine {
  id: string;
  position: number;
  description: string;
  impaCode: string | null;
  makerPartNumber: string | null;
  maker: string | null;
  openQuantity: string;
  unit: string;
  remarks: string;
}

/** A requisition as an RFQ is built from it. */
export interface RfqSource {
  id: string;
  number: string;
  shipId: string;
  state: RequisitionState;
  version: number;
  lines: RfqSourceLine[];
}

/** A change of a line's ordered or received quantity; `delta` is a decimal string, may be negative. */
export interface LineQuantityChange {
  requisitionLineId: string;
  delta: string;
}

/** The domain view of a stored line's quantities. */
export function quantitiesOf(line: repo.RequisitionLineRow): RequisitionLineQuantities {
  return {
    quantity: normalizeDecimal(line.quantity),
    orderedQty: normalizeDecimal(line.orderedQuantity),
    receivedQty: normalizeDecimal(line.receivedQuantity),
    cancelledQty: normalizeDecimal(line.cancelledQuantity),
  };
}

/** quantity − ordered − cancelled, never below zero. */
export function openQuantityOf(line: repo.RequisitionLineRow): string {
  const open = subDecimal(subDecimal(line.quantity, line.orderedQuantity), line.cancelledQuantity);
  return normalizeDecimal(maxDecimal(open, '0'));
}

/**
 * The requisitions an RFQ is created from, with their lines (in `ids` order). Throws 404 naming the
 * first unknown id.
 */
export async function requisitionsForRfq(tx: DbOrTx, ids: string[]): Promise<RfqSource[]> {
  const heads = await repo.requisitionHeads(tx, ids);
  const byId = new Map(heads.map((h) => [h.id, h]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw notFound(`Requisition ${missing}`);
  const lines = await repo.linesOf(tx, ids);
  return [...new Set(ids)].map((id) => {
    const head = byId.get(id)!;
    return {
      id: head.id,
      number: head.number,
      shipId: head.shipId,
      state: head.state as RequisitionState,
      version: head.version,
      lines: lines
        .filter((l) => l.requisitionId === id)
        .map((l) => ({
          id: l.id,
          position: l.position,
          description: l.description,
          impaCode: l.impaCode,
          makerPartNumber: l.makerPartNumber,
          maker: l.maker,
          openQuantity: openQuantityOf(l),
          unit: l.unit,
          remarks: l.remarks,
        })),
    };
  });
}

/** States in which a requisition is already being bought and may go into another RFQ unchanged. */
const REQUOTABLE: readonly RequisitionState[] = ['IN_RFQ', 'PARTIALLY_ORDERED', 'PARTIALLY_RECEIVED'];

/**
 * Puts requisitions into an RFQ: APPROVED → IN_RFQ. A requisition already being bought (IN_RFQ or
 * partly ordered, e.g. a second RFQ for what is still open) keeps its state; any other state is
 * refused with 409 naming the requisition. One audit row (`rfq`) per requisition.
 */
export async function markRequisitionsInRfq(tx: DbOrTx, ids: string[], actor: AuditActor): Promise<void> {
  const heads = await repo.lockRequisitions(tx, ids);
  const byId = new Map(heads.map((h) => [h.id, h]));
  for (const id of new Set(ids)) {
    const head = byId.get(id);
    if (!head) throw notFound(`Requisition ${id}`);
    const state = head.state as RequisitionState;
    let to: RequisitionState = state;
    if (!REQUOTABLE.includes(state)) {
      const result = applyRequisitionEvent(state, 'startRfq');
      if (!result.ok)
        throw conflict(
          `${head.number} is ${state}: only an approved requisition can go into a request for quotation`,
        );
      to = result.to;
    }
    await repo.setRequisitionState(tx, id, { state: to });
    await recordAudit(tx, actor, {
      action: 'rfq',
      entity: 'requisition',
      entityId: id,
      shipId: head.shipId,
      before: { state },
      after: { state: to },
    });
  }
}

/**
 * After an RFQ is cancelled: each of its requisitions still IN_RFQ (so nothing ordered) that no other
 * open RFQ covers goes back to APPROVED, ready for a new request for quotation.
 */
export async function releaseRequisitionsFromRfq(
  tx: DbOrTx,
  ids: string[],
  actor: AuditActor,
): Promise<void> {
  const heads = await repo.lockRequisitions(tx, ids);
  const stillQuoted = await repo.requisitionsInOpenRfqs(tx, ids);
  for (const head of heads) {
    if (head.state !== 'IN_RFQ' || stillQuoted.has(head.id)) continue;
    await repo.setRequisitionState(tx, head.id, { state: 'APPROVED' });
    await recordAudit(tx, actor, {
      action: 'rfq_cancelled',
      entity: 'requisition',
      entityId: head.id,
      shipId: head.shipId,
      before: { state: 'IN_RFQ' },
      after: { state: 'APPROVED' },
    });
  }
}

type Field = 'orderedQuantity' | 'receivedQuantity';

/** Applies quantity changes of one kind to the lines, checks the invariants and re-derives the states. */
async function applyQuantities(
  tx: DbOrTx,
  changes: LineQuantityChange[],
  actor: AuditActor,
  field: Field,
): Promise<void> {
  const meaningful = changes.filter((c) => !isZeroDecimal(c.delta));
  if (meaningful.length === 0) return;
  const owners = await repo.linesByIds(
    tx,
    meaningful.map((c) => c.requisitionLineId),
  );
  const ownerOf = new Map(owners.map((o) => [o.id, o.requisitionId]));
  const unknown = meaningful.find((c) => !ownerOf.has(c.requisitionLineId));
  if (unknown) throw notFound(`Requisition line ${unknown.requisitionLineId}`);
  const heads = await repo.lockRequisitions(tx, [...new Set(ownerOf.values())]);
  const lines = await repo.linesOf(
    tx,
    heads.map((h) => h.id),
  );
  const verb = field === 'orderedQuantity' ? 'order' : 'receive';
  for (const head of heads) {
    const state = head.state as RequisitionState;
    const own = lines.filter((l) => l.requisitionId === head.id);
    const touched: { id: string; position: number; from: string; to: string }[] = [];
    for (const line of own) {
      const deltas = meaningful.filter((c) => c.requisitionLineId === line.id).map((c) => c.delta);
      if (deltas.length === 0) continue;
      const delta = deltas.reduce((a, b) => addDecimal(a, b), '0');
      if (field === 'orderedQuantity' && isPositiveDecimal(delta)) {
        const allowed = canOrderRequisition(state);
        if (!allowed.ok) throw conflict(`${head.number}: ${allowed.message}`);
      }
      const next = addDecimal(line[field], delta);
      if (isNegativeDecimal(next))
        throw conflict(
          `${head.number} line ${line.position}: ${verb}ed quantity would drop below zero (${normalizeDecimal(next)})`,
        );
      const problems = validateRequisitionLine({
        ...quantitiesOf(line),
        [field === 'orderedQuantity' ? 'orderedQty' : 'receivedQty']: normalizeDecimal(next),
      });
      if (problems.length > 0)
        throw conflict(`${head.number} line ${line.position} (${line.description}): ${problems.join('; ')}`);
      touched.push({
        id: line.id,
        position: line.position,
        from: normalizeDecimal(line[field]),
        to: normalizeDecimal(next),
      });
      line[field] = next;
      await repo.setLineQuantities(tx, line.id, { [field]: next });
    }
    const to = nextRequisitionState(state, own.map(quantitiesOf));
    await repo.setRequisitionState(tx, head.id, { state: to });
    await recordAudit(tx, actor, {
      action: verb,
      entity: 'requisition',
      entityId: head.id,
      shipId: head.shipId,
      before: { state, lines: touched.map((t) => ({ id: t.id, position: t.position, [field]: t.from })) },
      after: { state: to, lines: touched.map((t) => ({ id: t.id, position: t.position, [field]: t.to })) },
    });
  }
}

/**
 * Adds ordered quantities (a purchase order placed) or removes them with a negative delta (an order
 * cancelled or reverted). Ordering needs an orderable requisition (approved, in RFQ or partly ordered)
 * and never more than is open (quantity − cancelled); the state becomes PARTIALLY_ORDERED / ORDERED
 * (or back to IN_RFQ when nothing is ordered any more). 404 for an unknown line, 409 for a broken rule.
 */
export function recordOrderedQuantities(
  tx: DbOrTx,
  changes: LineQuantityChange[],
  actor: AuditActor,
): Promise<void> {
  return applyQuantities(tx, changes, actor, 'orderedQuantity');
}

/**
 * Adds received quantities (goods arrived on board) or removes them with a negative delta (a receipt
 * corrected). Never more than is ordered; the state becomes PARTIALLY_RECEIVED / RECEIVED. 404 for an
 * unknown line, 409 for a broken rule.
 */
export function recordReceivedQuantities(
  tx: DbOrTx,
  changes: LineQuantityChange[],
  actor: AuditActor,
): Promise<void> {
  return applyQuantities(tx, changes, actor, 'receivedQuantity');
}
