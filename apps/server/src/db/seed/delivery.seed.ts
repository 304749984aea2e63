import { asc, count, eq, inArray } from 'drizzle-orm';
import { normalizeDecimal, subDecimal } from '@keel/domain';
import type { Tx } from '../client';
import { allShips } from '../../modules/access/access.service';
import { recordAudit } from '../../modules/audit/audit.service';
import { agents } from '../../modules/purchasing/agent/agent.table';
import { deliveries, supplyWindows } from '../../modules/purchasing/delivery/delivery.table';
import {
  insertDelivery,
  linesOf,
  nextNumber,
  updateLine,
} from '../../modules/purchasing/delivery/delivery.repo';
import { recordDelivered } from '../../modules/purchasing/purchase-order/purchase-order.flow';
import {
  purchaseOrderLines,
  purchaseOrders,
} from '../../modules/purchasing/purchase-order/purchase-order.table';

const SYSTEM = { id: null, name: 'Demo data' };
const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (n: number) => isoDate(new Date(Date.now() + n * DAY));

type Agent = { id: string; name: string; portName: string };
type Lines = Parameters<typeof insertDelivery>[2];

async function create(
  tx: Tx,
  values: Omit<Parameters<typeof insertDelivery>[1], 'number'>,
  lines: Lines,
): Promise<string> {
  const number = await nextNumber(tx, new Date().getUTCFullYear());
  const id = await insertDelivery(tx, { ...values, number }, lines);
  await recordAudit(tx, SYSTEM, {
    action: 'create',
    entity: 'delivery',
    entityId: id,
    shipId: values.shipId,
    after: { number, ...values },
  });
  return id;
}

/** Receives every line in full except the quantities given in `short` (line index → received). */
async function receiveAll(tx: Tx, id: string, short: Record<number, string> = {}) {
  const lines = await linesOf(tx, id);
  for (const [i, l] of lines.entries())
    await updateLine(tx, l.id, { receivedQuantity: short[i] ?? l.expectedQuantity, rejectedQuantity: '0' });
  return linesOf(tx, id);
}

/**
 * Demo deliveries built on the purchase orders seeded before (queried, never by id): for the first sent
 * or confirmed order a delivery via an agent, received there and transferred to the vessel, where one
 * line arrived short with a discrepancy report; then one in transit to a vessel in a supply window, one
 * planned to an agent and one cancelled. Plus unassigned goods waiting at agents and supply windows per
 * ship. Idempotent: nothing is written when deliveries exist; with no sent orders, no PO deliveries.
 */
export async function seedDeliveries(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(deliveries);
  if ((existing?.n ?? 0) > 0) return;
  const ships = await allShips(tx);
  const agentRows: Agent[] = await tx
    .select({ id: agents.id, name: agents.name, portName: agents.portName })
    .from(agents)
    .where(eq(agents.active, true))
    .orderBy(asc(agents.name));
  const agentAt = (i: number) => agentRows[i % Math.max(agentRows.length, 1)];

  const windows = new Map<string, string>();
  for (const [i, ship] of ships.entries()) {
    const agent = agentAt(i);
    const [w] = await tx
      .insert(supplyWindows)
      .values([
        {
          shipId: ship.id,
          port: agent?.portName ?? 'Rotterdam',
          fromDate: inDays(5 + i),
          toDate: inDays(7 + i),
          agentId: agent?.id ?? null,
          notes: 'Alongside for cargo operations; stores by launch',
        },
        {
          shipId: ship.id,
          port: 'Singapore',
          fromDate: inDays(30 + i),
          toDate: inDays(31 + i),
          agentId: null,
          notes: 'Anchorage, OPL supply possible',
        },
      ])
      .returning({ id: supplyWindows.id });
    if (w) windows.set(ship.id, w.id);
  }

  const orders = await tx
    .select({
      id: purchaseOrders.id,
      shipId: purchaseOrders.shipId,
      deliveryPort: purchaseOrders.deliveryPort,
    })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.state, ['SENT', 'CONFIRMED']))
    .orderBy(asc(purchaseOrders.number));
  const poLines = orders.length
    ? await tx
        .select({
          id: purchaseOrderLines.id,
          purchaseOrderId: purchaseOrderLines.purchaseOrderId,
          description: purchaseOrderLines.description,
          unit: purchaseOrderLines.unit,
          quantity: purchaseOrderLines.quantity,
        })
        .from(purchaseOrderLines)
        .where(
          inArray(
            purchaseOrderLines.purchaseOrderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(asc(purchaseOrderLines.position))
    : [];
  const linesFor = (poId: string): Lines =>
    poLines
      .filter((l) => l.purchaseOrderId === poId)
      .map((l) => ({
        purchaseOrderLineId: l.id,
        description: l.description,
        unit: l.unit,
        expectedQuantity: l.quantity,
      }));

  const [viaAgent, inTransit, planned, cancelled] = orders;
  if (viaAgent) {
    const agent = agentAt(0);
    const first = await create(
      tx,
      {
        shipId: viaAgent.shipId,
        purchaseOrderId: viaAgent.id,
        fromParty: 'vendor',
        toParty: 'agent',
        agentId: agent?.id ?? null,
        port: agent?.portName ?? viaAgent.deliveryPort,
        state: 'RECEIVED',
        eta: inDays(-6),
        trackingNumber: 'DHL 4471 2290 18',
        receivedAt: new Date(Date.now() - 5 * DAY),
        receivedByName: agent?.name ?? 'Port agent',
      },
      linesFor(viaAgent.id),
    );
    const received = await receiveAll(tx, first);
    const transferLines = received.map((l) => ({
      sourceLineId: l.id,
      purchaseOrderLineId: l.purchaseOrderLineId,
      description: l.description,
      unit: l.unit,
      expectedQuantity: l.receivedQuantity ?? l.expectedQuantity,
    }));
    const transfer = await create(
      tx,
      {
        shipId: viaAgent.shipId,
        purchaseOrderId: viaAgent.id,
        sourceDeliveryId: first,
        fromParty: 'agent',
        toParty: 'vessel',
        agentId: agent?.id ?? null,
        port: agent?.portName ?? null,
        supplyWindowId: windows.get(viaAgent.shipId) ?? null,
        state: 'PARTIAL',
        eta: inDays(-2),
        receivedAt: new Date(Date.now() - 2 * DAY),
        receivedByName: 'Capt. Jonas Eriksen',
        discrepancyReport:
          'One line arrived short: the crate held fewer pieces than the packing list. Agent and vendor informed; balance to follow with the next supply.',
      },
      transferLines,
    );
    const shortQty = (q: string) => normalizeDecimal(subDecimal(q, '1'));
    const last = transferLines.length - 1;
    const onBoard = await receiveAll(tx, transfer, {
      [last]: shortQty(transferLines[last]!.expectedQuantity),
    });
    await recordDelivered(
      tx,
      onBoard
        .filter((l) => l.purchaseOrderLineId && l.receivedQuantity)
        .map((l) => ({ purchaseOrderLineId: l.purchaseOrderLineId!, delta: l.receivedQuantity! })),
      SYSTEM,
    );
  }
  if (inTransit)
    await create(
      tx,
      {
        shipId: inTransit.shipId,
        purchaseOrderId: inTransit.id,
        fromParty: 'vendor',
        toParty: 'vessel',
        port: inTransit.deliveryPort,
        supplyWindowId: windows.get(inTransit.shipId) ?? null,
        state: 'IN_TRANSIT',
        eta: inDays(4),
        trackingNumber: 'MAEU 2231 907 4',
      },
      linesFor(inTransit.id),
    );
  if (planned) {
    const agent = agentAt(1);
    await create(
      tx,
      {
        shipId: planned.shipId,
        purchaseOrderId: planned.id,
        fromParty: 'vendor',
        toParty: 'agent',
        agentId: agent?.id ?? null,
        port: agent?.portName ?? null,
        state: 'PLANNED',
        eta: inDays(9),
      },
      linesFor(planned.id),
    );
  }
  if (cancelled)
    await create(
      tx,
      {
        shipId: cancelled.shipId,
        purchaseOrderId: cancelled.id,
        fromParty: 'vendor',
        toParty: 'office',
        state: 'CANCELLED',
        cancelReason: 'Vendor consolidates with the next shipment',
      },
      linesFor(cancelled.id),
    );

  const unassigned = [
    {
      sender: 'Wilhelmsen Ships Service',
      lines: [
        ['Carton marked "ENGINE SPARES – URGENT"', 'pcs', '2'],
        ['Gas cylinder, refrigerant R-404A 10 kg', 'pcs', '1'],
      ],
    },
    { sender: 'Unknown courier (no paperwork)', lines: [['Pallet of paint, 20 l tins', 'pcs', '12']] },
  ] as const;
  for (const [i, u] of unassigned.entries()) {
    const ship = ships[i];
    const agent = agentAt(i);
    if (!ship || !agent) continue;
    await create(
      tx,
      {
        shipId: ship.id,
        purchaseOrderId: null,
        senderName: u.sender,
        fromParty: 'vendor',
        toParty: 'agent',
        agentId: agent.id,
        port: agent.portName,
        state: 'AT_AGENT',
        notes: 'Arrived at the agent without a purchase order reference',
      },
      u.lines.map(([description, unit, expectedQuantity]) => ({ description, unit, expectedQuantity })),
    );
  }
}
