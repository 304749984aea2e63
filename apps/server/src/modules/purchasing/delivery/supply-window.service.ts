import {
  normalizeDecimal,
  type CreateSupplyWindow,
  type DeliverablePurchaseOrder,
  type SupplyWindowView,
} from '@keel/domain';
import type { z } from 'zod';
import type { deliverablePurchaseOrderQuerySchema, supplyWindowListQuerySchema } from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-error';
import { containsPattern } from '../../../lib/list-query';
import {
  assertCan,
  assertShipInScope,
  assertSidebar,
  findShips,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as sources from './delivery-sources.repo';
import { DELIVERIES } from './delivery.service';

type WindowRow = NonNullable<Awaited<ReturnType<typeof sources.findSupplyWindow>>>;

function toWindowView(row: WindowRow): SupplyWindowView {
  return {
    id: row.id,
    shipId: row.shipId,
    shipName: row.shipName,
    port: row.port,
    fromDate: row.fromDate,
    toDate: row.toDate,
    agentId: row.agentId,
    agentName: row.agentName ?? null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** `GET /purchasing/supply-windows/`: the supply windows of the actor's ships, latest first. */
export async function listSupplyWindows(
  db: Db,
  actor: Actor,
  query: z.infer<typeof supplyWindowListQuerySchema>,
) {
  assertSidebar(actor, [DELIVERIES]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const { rows, total } = await sources.listSupplyWindows(
    db,
    {
      shipIds: shipFilter(actor),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    },
    { offset: query.offset, limit: query.limit },
  );
  return { data: rows.map(toWindowView), page: { total, offset: query.offset, limit: query.limit } };
}

/** `POST /purchasing/supply-windows/`: a window of a ship in scope (manage_delivery on it). */
export async function createSupplyWindow(
  db: Db,
  actor: Actor,
  body: CreateSupplyWindow,
): Promise<SupplyWindowView> {
  assertSidebar(actor, [DELIVERIES]);
  assertShipInScope(actor, body.shipId);
  assertCan(actor, ['manage_delivery'], { shipId: body.shipId });
  const [ship] = await findShips(db, [body.shipId]);
  if (!ship) throw badRequest('shipId', 'no such ship');
  if (body.agentId && !(await sources.findAgent(db, body.agentId)))
    throw badRequest('agentId', 'no such port agent');
  return db.transaction(async (tx: DbOrTx) => {
    const id = await sources.insertSupplyWindow(tx, body);
    const row = await sources.findSupplyWindow(tx, id);
    if (!row) throw notFound('Supply window');
    const view = toWindowView(row);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'supply_window',
      entityId: id,
      shipId: body.shipId,
      after: view,
    });
    return view;
  });
}

/**
 * `GET /purchasing/deliveries/purchase-orders`: the sent purchase orders of the actor's ships that goods
 * can still be delivered against, with each line's ordered, delivered and planned quantities.
 */
export async function listDeliverablePurchaseOrders(
  db: Db,
  actor: Actor,
  query: z.infer<typeof deliverablePurchaseOrderQuerySchema>,
) {
  assertSidebar(actor, [DELIVERIES]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const { rows, total } = await sources.listDeliverablePurchaseOrders(
    db,
    {
      shipIds: shipFilter(actor),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    },
    { offset: query.offset, limit: query.limit },
  );
  const lines = await sources.purchaseOrderLinesOf(
    db,
    rows.map((r) => r.id),
  );
  const data: DeliverablePurchaseOrder[] = rows.map((r) => ({
    id: r.id,
    number: r.number,
    shipId: r.shipId,
    shipName: r.shipName,
    vendorName: r.vendorName,
    state: r.state,
    lines: lines
      .filter((l) => l.purchaseOrderId === r.id)
      .map((l) => ({
        id: l.id,
        position: l.position,
        description: l.description,
        unit: l.unit,
        quantity: normalizeDecimal(l.quantity),
        deliveredQuantity: normalizeDecimal(l.deliveredQuantity),
        plannedQuantity: normalizeDecimal(l.plannedQuantity),
      })),
  }));
  return { data, page: { total, offset: query.offset, limit: query.limit } };
}
