import {
  PURCHASE_ORDER_SORT_FIELDS,
  addDecimal,
  compareDecimal,
  normalizeDecimal,
  planPurchaseOrderEdit,
  subDecimal,
  type ActionName,
  type PurchaseOrderDetail,
  type PurchaseOrderListQuery,
  type PurchaseOrderState,
  type UpdatePurchaseOrder,
} from '@keel/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import {
  assertCan,
  assertShipInScope,
  assertSidebar,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { recordOrderedQuantities } from '../requisition/requisition.flow';
import { PURCHASE_ORDER_EXPORT_LIMIT, type PurchaseOrderExportQuery } from './purchase-order.export';
import * as repo from './purchase-order.repo';
import * as approvalRepo from './purchase-order-approval.repo';
import { purchaseOrderLines } from './purchase-order.table';
import { amountsOf, purchaseOrderDetail, toSummary } from './purchase-order.view';

/** The sidebar permission of every purchase-order route (spec §6). */
export const PURCHASE_ORDERS = 'purchasing.purchase_order' as const;

/** The detail without its revision history (what audit rows keep). */
export function auditView(detail: PurchaseOrderDetail) {
  const { revisions: _r, ...rest } = detail;
  return rest;
}

/**
 * Locks an order for a change by the actor: 404 when unknown, 403 when its ship is not in scope or the
 * actor lacks `action` on that ship, 409 when `version` is not the stored one.
 */
export async function lockForChange(
  tx: Tx,
  actor: Actor,
  id: string,
  action: ActionName,
  version: number,
): Promise<repo.PurchaseOrderRecord> {
  const row = await repo.lockPurchaseOrder(tx, id);
  if (!row) throw notFound('Purchase order');
  assertShipInScope(actor, row.shipId);
  assertCan(actor, [action], { shipId: row.shipId });
  if (row.version !== version) throw staleVersion('The purchase order');
  return row;
}

/**
 * The filter and sort of a list query after the list's checks: the sidebar permission, get_purchase_orders
 * (on the ship when one is asked for) and the ship's scope; only the ships the actor may read.
 */
export function listScope(actor: Actor, query: PurchaseOrderExportQuery) {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  assertCan(actor, ['get_purchase_orders'], query.shipId ? { shipId: query.shipId } : {});
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sort = sortOf(query.sort, PURCHASE_ORDER_SORT_FIELDS, 'createdAt');
  const filter: repo.PurchaseOrderFilter = {
    shipIds: readableShips(actor),
    ...(query.shipId ? { shipId: query.shipId } : {}),
    ...(query.vendorId ? { vendorId: query.vendorId } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    ...(query.ids ? { ids: query.ids } : {}),
  };
  return { filter, sort: query.sort ? sort : { field: 'createdAt' as const, desc: true } };
}

/** `GET /purchasing/purchase-orders/`: orders of the actor's ships, filtered, searched and sorted. */
export async function listPurchaseOrders(db: Db, actor: Actor, query: PurchaseOrderListQuery) {
  const { filter, sort } = listScope(actor, query);
  const { rows, total } = await repo.listPurchaseOrders(db, filter, {
    sort,
    offset: query.offset,
    limit: query.limit,
  });
  return { data: rows.map(toSummary), page: { total, offset: query.offset, limit: query.limit } };
}

/**
 * `GET /purchasing/purchase-orders/export.xlsx`: what the list shows for the same query, every page of
 * it up to {@link PURCHASE_ORDER_EXPORT_LIMIT} orders, with the count of all matching.
 */
export async function exportPurchaseOrders(db: Db, actor: Actor, query: PurchaseOrderExportQuery) {
  const { filter, sort } = listScope(actor, query);
  const { rows, total } = await repo.listPurchaseOrders(db, filter, {
    sort,
    offset: 0,
    limit: PURCHASE_ORDER_EXPORT_LIMIT,
  });
  return { rows: rows.map(toSummary), total };
}

/** The ships whose orders the actor may read (get_purchase_orders on that ship); null for admins. */
function readableShips(actor: Actor): string[] | null {
  const ships = shipFilter(actor);
  if (ships === null) return null;
  return ships.filter((id) => actor.access.actionsByShip.get(id)?.has('get_purchase_orders'));
}

/** Checks that the actor may read an order of `shipId`. */
export function assertCanRead(actor: Actor, shipId: string): void {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  assertShipInScope(actor, shipId);
  assertCan(actor, ['get_purchase_orders'], { shipId });
}

/** `GET /purchasing/purchase-orders/:id`: with lines, approvals, revisions and the vendor link. */
export async function getPurchaseOrder(db: DbOrTx, actor: Actor, id: string): Promise<PurchaseOrderDetail> {
  const row = await repo.findPurchaseOrder(db, id);
  if (!row) throw notFound('Purchase order');
  assertCanRead(actor, row.shipId);
  return purchaseOrderDetail(db, id);
}

/** Sums the ordered quantity per requisition line. */
function orderedByRequisitionLine(lines: { requisitionLineId: string | null; quantity: string }[]) {
  const map = new Map<string, string>();
  for (const l of lines)
    if (l.requisitionLineId)
      map.set(l.requisitionLineId, addDecimal(map.get(l.requisitionLineId) ?? '0', l.quantity));
  return map;
}

/** The ordered-quantity changes between two sets of lines (for REQ's recordOrderedQuantities). */
export function orderedDeltas(
  before: { requisitionLineId: string | null; quantity: string }[],
  after: { requisitionLineId: string | null; quantity: string }[],
) {
  const was = orderedByRequisitionLine(before);
  const now = orderedByRequisitionLine(after);
  const ids = new Set([...was.keys(), ...now.keys()]);
  return [...ids]
    .map((id) => ({
      requisitionLineId: id,
      delta: normalizeDecimal(subDecimal(now.get(id) ?? '0', was.get(id) ?? '0')),
    }))
    .filter((c) => compareDecimal(c.delta, '0') !== 0);
}

const LINE_FIELDS = ['description', 'impaCode', 'makerPartNumber', 'partType', 'unit'] as const;

/**
 * `PUT /purchasing/purchase-orders/:id` (create_purchase_order): edits lines, freight, port charges,
 * agent, port, supply window, payment terms and notes. Money changes only in DRAFT, PENDING_APPROVAL and
 * APPROVED; one after approval voids the approvals and restarts approval. Once the vendor has the order
 * its lines stay as sent (revert first). Ordered quantities of the requisitions follow the lines.
 */
export async function updatePurchaseOrder(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdatePurchaseOrder,
): Promise<PurchaseOrderDetail> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, 'create_purchase_order', body.version);
    const before = await purchaseOrderDetail(tx, id);
    const existing = new Map(before.lines.map((l) => [l.id, l]));
    body.lines.forEach((l, i) => {
      if (l.id && !existing.has(l.id))
        throw badRequest(`lines.${i}.id`, 'no line with this id on this order');
    });
    if (body.agentId) {
      const agent = await repo.findAgent(tx, body.agentId);
      if (!agent) throw badRequest('agentId', 'no such agent');
      if (!agent.active && agent.id !== row.agentId) throw badRequest('agentId', `${agent.name} is inactive`);
    }
    const state = row.state as PurchaseOrderState;
    const plan = planPurchaseOrderEdit(
      state,
      { currency: row.currency, freight: row.freight, portCharges: row.portCharges, lines: before.lines },
      {
        currency: row.currency,
        freight: body.freight,
        portCharges: body.portCharges,
        lines: body.lines.map((l, i) => ({ ...l, id: l.id ?? `new-${i}` })),
      },
    );
    if (!plan.ok) throw conflict(plan.message);
    const locked = !['DRAFT', 'PENDING_APPROVAL', 'APPROVED'].includes(state);
    if (locked) {
      const changed = body.lines.some((l) => {
        const old = l.id ? existing.get(l.id) : undefined;
        return !old || LINE_FIELDS.some((f) => (old[f] ?? null) !== (l[f] ?? null));
      });
      if (changed)
        throw conflict(
          `The vendor has this order (${state}); revert it to draft as a new revision to change its lines`,
        );
    }
    const amounts = amountsOf(
      row.currency,
      body.lines,
      body.freight,
      body.portCharges,
      row.rate,
      row.baseCurrency,
    );
    const afterLines = body.lines.map((l, i) => ({
      id: l.id,
      position: i + 1,
      requisitionLineId: l.id ? (existing.get(l.id)?.requisitionLineId ?? null) : null,
      quoteLineId: l.id ? (existing.get(l.id)?.quoteLineId ?? null) : null,
      description: l.description,
      impaCode: l.impaCode,
      makerPartNumber: l.makerPartNumber,
      partType: l.partType,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      discountPercent: l.discount,
      lineTotal: amounts.lineTotals[i]!,
      deliveredQuantity: l.id ? (existing.get(l.id)?.deliveredQuantity ?? '0') : '0',
    }));
    await writeLines(
      tx,
      id,
      before.lines.map((l) => l.id),
      afterLines,
    );
    const deltas = orderedDeltas(before.lines, afterLines);
    if (deltas.length > 0) await recordOrderedQuantities(tx, deltas, actor);
    if (plan.voidsApproval) await approvalRepo.deleteApprovals(tx, id, row.revision);
    const ok = await repo.updatePurchaseOrder(tx, id, body.version, {
      freight: amounts.freight,
      portCharges: amounts.portCharges,
      subtotal: amounts.linesTotal,
      total: amounts.total,
      totalBase: amounts.totalBase,
      agentId: body.agentId,
      deliveryPort: body.deliveryPort,
      supplyFrom: body.supplyFrom,
      supplyTo: body.supplyTo,
      paymentTermsDays: body.paymentTermsDays,
      notes: body.notes,
      state: plan.to,
      ...(plan.voidsApproval ? { approvedAt: null, submittedAt: new Date() } : {}),
    });
    if (!ok) throw staleVersion('The purchase order');
    const after = await purchaseOrderDetail(tx, id);
    await recordAudit(tx, actor, {
      action: plan.voidsApproval ? 'update_void_approval' : 'update',
      entity: 'purchase_order',
      entityId: id,
      shipId: row.shipId,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** Writes the lines keeping the ids of the kept ones (deliveries point at them). */
async function writeLines(
  tx: Tx,
  purchaseOrderId: string,
  oldIds: string[],
  lines: (Omit<typeof purchaseOrderLines.$inferInsert, 'purchaseOrderId'> & { id?: string | undefined })[],
): Promise<void> {
  const kept = new Set(lines.map((l) => l.id).filter(Boolean));
  for (const id of oldIds)
    if (!kept.has(id)) await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.id, id));
  // Positions are unique per order: park the kept lines out of the way first.
  for (const l of lines)
    if (l.id)
      await tx
        .update(purchaseOrderLines)
        .set({ position: -l.position })
        .where(eq(purchaseOrderLines.id, l.id));
  for (const { id, ...values } of lines) {
    if (id) await tx.update(purchaseOrderLines).set(values).where(eq(purchaseOrderLines.id, id));
    else await tx.insert(purchaseOrderLines).values({ ...values, purchaseOrderId });
  }
}

/** `GET /purchasing/purchase-orders/options`: vendors and active agents for the filters and the editor. */
export async function purchaseOrderOptions(db: Db, actor: Actor) {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  assertCan(actor, ['get_purchase_orders']);
  return repo.options(db);
}
