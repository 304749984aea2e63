import {
  compareDecimal,
  DELIVERY_SORT_FIELDS,
  normalizeDecimal,
  subDecimal,
  transition,
  deliveryMachine,
  type CreatePoDelivery,
  type CreateUnassignedDelivery,
  type DeliveryDetail,
  type DeliveryEvent,
  type DeliveryListQuery,
  type DeliveryState,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import {
  assertCan,
  assertShipInScope,
  assertSidebar,
  findShips,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { noticeDelivery } from '../../notifications/purchasing-notices';
import * as sources from './delivery-sources.repo';
import * as repo from './delivery.repo';
import { detailOf, toDeliveryView } from './delivery.view';

/** The sidebar permission of every delivery route (spec §6: deliveries, both kinds). */
export const DELIVERIES = 'purchasing.delivery' as const;

/** Loads a delivery the actor may see: 404 when unknown, 403 when its ship is out of scope. */
export async function loadDelivery(db: DbOrTx, actor: Actor, id: string) {
  const row = await repo.findDelivery(db, id);
  if (!row) throw notFound('Delivery');
  assertShipInScope(actor, row.shipId);
  return row;
}

/**
 * Locks a delivery for a change, checks the actor's ship and `action` on it and the version read; the
 * current row is returned.
 */
export async function lockForChange(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  version: number,
  action: 'manage_delivery' | 'manage_delivery_report',
) {
  const locked = await repo.lockDelivery(tx, id);
  if (!locked) throw notFound('Delivery');
  assertShipInScope(actor, locked.shipId);
  assertCan(actor, [action], { shipId: locked.shipId });
  const row = await repo.findDelivery(tx, id);
  if (!row) throw notFound('Delivery');
  if (row.version !== version) throw staleVersion('Delivery');
  return row;
}

/** Applies a state event with the domain machine: 409 naming the state and the action when refused. */
export function nextState(state: string, event: DeliveryEvent): DeliveryState {
  const result = transition(deliveryMachine, state as DeliveryState, event);
  if (!result.ok) throw conflict(result.message);
  return result.to;
}

/** Writes an update under the optimistic lock, audits it and answers the detail after it. */
export async function saveChange(
  tx: DbOrTx,
  actor: Actor,
  before: DeliveryDetail,
  values: Parameters<typeof repo.updateDelivery>[3],
  action: string,
  extra: Record<string, unknown> = {},
): Promise<DeliveryDetail> {
  if (!(await repo.updateDelivery(tx, before.id, before.version, values))) throw staleVersion('Delivery');
  const after = await detailOf(tx, before.id);
  await recordAudit(tx, actor, {
    action,
    entity: 'delivery',
    entityId: before.id,
    shipId: before.shipId,
    before,
    after: { ...after, ...extra },
  });
  return after;
}

/** `GET /purchasing/deliveries/`: the deliveries of the actor's ships; kind, state, ship and PO filters. */
export async function listDeliveries(db: Db, actor: Actor, query: DeliveryListQuery) {
  assertSidebar(actor, [DELIVERIES]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sort = sortOf(query.sort, DELIVERY_SORT_FIELDS, 'createdAt');
  const { rows, total } = await repo.listDeliveries(
    db,
    {
      shipIds: shipFilter(actor),
      kind: query.kind,
      ...(query.state ? { state: query.state } : {}),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.purchaseOrderId ? { purchaseOrderId: query.purchaseOrderId } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    },
    {
      sort: query.sort ? sort : { field: 'createdAt', desc: true },
      offset: query.offset,
      limit: query.limit,
    },
  );
  return { data: rows.map(toDeliveryView), page: { total, offset: query.offset, limit: query.limit } };
}

/** `GET /purchasing/deliveries/:id`: with lines and transfers. */
export async function getDelivery(db: Db, actor: Actor, id: string): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  await loadDelivery(db, actor, id);
  return detailOf(db, id);
}

/** Checks the agent and the supply window of a new or edited delivery of `shipId`. */
export async function checkReferences(
  db: DbOrTx,
  shipId: string,
  body: { agentId?: string | null; supplyWindowId?: string | null },
) {
  if (body.agentId) {
    const agent = await sources.findAgent(db, body.agentId);
    if (!agent) throw badRequest('agentId', 'no such port agent');
    if (!agent.active) throw badRequest('agentId', `${agent.name} is inactive`);
  }
  if (body.supplyWindowId) {
    const window = await sources.findSupplyWindow(db, body.supplyWindowId);
    if (!window || window.shipId !== shipId)
      throw badRequest('supplyWindowId', 'no such supply window for this ship');
  }
}

async function insertAndAudit(
  tx: DbOrTx,
  actor: Actor,
  values: Omit<Parameters<typeof repo.insertDelivery>[1], 'number'>,
  lines: Parameters<typeof repo.insertDelivery>[2],
  action = 'create',
): Promise<DeliveryDetail> {
  const number = await repo.nextNumber(tx, new Date().getUTCFullYear());
  const id = await repo.insertDelivery(tx, { ...values, number }, lines);
  const view = await detailOf(tx, id);
  await recordAudit(tx, actor, {
    action,
    entity: 'delivery',
    entityId: id,
    shipId: view.shipId,
    after: view,
  });
  if (action === 'create') await noticeDelivery(tx, actor, view);
  return view;
}

/**
 * `POST /purchasing/deliveries/`: a delivery of a sent purchase order (manage_delivery on its ship);
 * each line expects at most what the PO line still lacks (ordered − delivered − already planned).
 */
export async function createPoDelivery(
  db: Db,
  actor: Actor,
  body: CreatePoDelivery,
): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  const po = await sources.findPurchaseOrder(db, body.purchaseOrderId);
  if (!po) throw badRequest('purchaseOrderId', 'no such purchase order');
  assertShipInScope(actor, po.shipId);
  assertCan(actor, ['manage_delivery'], { shipId: po.shipId });
  if (!sources.DELIVERABLE_PO_STATES.includes(po.state))
    throw conflict(
      `Cannot plan a delivery of purchase order ${po.number} in state ${po.state}: it must be sent to the vendor first`,
    );
  await checkReferences(db, po.shipId, body);
  return db.transaction(async (tx) => {
    const poLines = new Map((await sources.purchaseOrderLinesOf(tx, [po.id])).map((l) => [l.id, l]));
    const lines = body.lines.map((line, index) => {
      const poLine = poLines.get(line.purchaseOrderLineId);
      if (!poLine) throw badRequest(`lines.${index}.purchaseOrderLineId`, `not a line of ${po.number}`);
      const open = subDecimal(subDecimal(poLine.quantity, poLine.deliveredQuantity), poLine.plannedQuantity);
      if (compareDecimal(line.expectedQuantity, open) > 0)
        throw badRequest(
          `lines.${index}.expectedQuantity`,
          `at most ${normalizeDecimal(compareDecimal(open, '0') > 0 ? open : '0')} ${poLine.unit} of "${poLine.description}" remain to deliver`,
        );
      return {
        purchaseOrderLineId: poLine.id,
        description: poLine.description,
        unit: poLine.unit,
        expectedQuantity: line.expectedQuantity,
      };
    });
    return insertAndAudit(
      tx,
      actor,
      {
        shipId: po.shipId,
        purchaseOrderId: po.id,
        fromParty: 'vendor',
        toParty: body.toParty,
        port: body.port ?? po.deliveryPort,
        agentId: body.agentId ?? (body.toParty === 'agent' ? po.agentId : null),
        supplyWindowId: body.supplyWindowId,
        eta: body.eta,
        trackingNumber: body.trackingNumber,
        notes: body.notes,
      },
      lines,
    );
  });
}

/** `POST /purchasing/deliveries/unassigned`: goods without a PO yet (manage_delivery on the ship). */
export async function createUnassignedDelivery(
  db: Db,
  actor: Actor,
  body: CreateUnassignedDelivery,
): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  assertShipInScope(actor, body.shipId);
  assertCan(actor, ['manage_delivery'], { shipId: body.shipId });
  const [ship] = await findShips(db, [body.shipId]);
  if (!ship) throw badRequest('shipId', 'no such ship');
  await checkReferences(db, body.shipId, body);
  return db.transaction((tx) =>
    insertAndAudit(
      tx,
      actor,
      {
        shipId: body.shipId,
        purchaseOrderId: null,
        senderName: body.senderName,
        fromParty: 'vendor',
        toParty: body.toParty,
        state: body.toParty === 'agent' ? 'AT_AGENT' : 'PLANNED',
        port: body.port,
        agentId: body.agentId,
        supplyWindowId: body.supplyWindowId,
        eta: body.eta,
        trackingNumber: body.trackingNumber,
        notes: body.notes,
      },
      body.lines.map((l) => ({
        description: l.description,
        unit: l.unit,
        expectedQuantity: l.expectedQuantity,
      })),
    ),
  );
}
