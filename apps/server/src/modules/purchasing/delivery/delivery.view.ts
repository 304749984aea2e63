import {
  compareDecimal,
  maxDecimal,
  normalizeDecimal,
  subDecimal,
  type Delivery,
  type DeliveryDetail,
  type DeliveryKind,
  type DeliveryLine,
  type DeliveryState,
  type DeliveryParty,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import * as repo from './delivery.repo';
import { readAll } from '../../../db/read-all';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findDelivery>>>;

const qty = (value: string | null) => (value === null ? null : normalizeDecimal(value));

/** The kind of a delivery: a transfer, against a PO, or unassigned. */
export function kindOf(row: {
  sourceDeliveryId: string | null;
  purchaseOrderId: string | null;
}): DeliveryKind {
  if (row.sourceDeliveryId) return 'transfer';
  return row.purchaseOrderId ? 'purchase_order' : 'unassigned';
}

/** A stored delivery in the API's shape. */
export function toDeliveryView(row: Row): Delivery {
  return {
    id: row.id,
    number: row.number,
    kind: kindOf(row),
    shipId: row.shipId,
    shipName: row.shipName,
    purchaseOrderId: row.purchaseOrderId,
    purchaseOrderNumber: row.purchaseOrderNumber ?? null,
    vendorName: row.vendorName ?? null,
    sourceDeliveryId: row.sourceDeliveryId,
    sourceDeliveryNumber: row.sourceDeliveryNumber ?? null,
    state: row.state as DeliveryState,
    fromParty: row.fromParty as DeliveryParty,
    toParty: row.toParty as DeliveryParty,
    port: row.port,
    agentId: row.agentId,
    agentName: row.agentName ?? null,
    supplyWindow:
      row.supplyWindowId && row.supplyPort && row.supplyFrom && row.supplyTo
        ? { id: row.supplyWindowId, port: row.supplyPort, fromDate: row.supplyFrom, toDate: row.supplyTo }
        : null,
    eta: row.eta,
    trackingNumber: row.trackingNumber,
    senderName: row.senderName,
    notes: row.notes,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    receivedByName: row.receivedByName,
    discrepancyReport: row.discrepancyReport,
    cancelReason: row.cancelReason,
    lineCount: Number(row.lineCount),
    urgent: Boolean(row.urgent),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A stored line in the API's shape: what it received and what it may still pass on. */
export function toLineView(line: repo.DeliveryLineRow): DeliveryLine {
  const transferred = normalizeDecimal(line.transferredQuantity);
  const received = line.receivedQuantity ?? '0';
  const left = maxDecimal(subDecimal(received, transferred), '0');
  return {
    id: line.id,
    position: line.position,
    purchaseOrderLineId: line.purchaseOrderLineId,
    sourceLineId: line.sourceLineId,
    description: line.description,
    unit: line.unit,
    expectedQuantity: normalizeDecimal(line.expectedQuantity),
    receivedQuantity: qty(line.receivedQuantity),
    rejectedQuantity: qty(line.rejectedQuantity),
    rejectReason: line.rejectReason,
    transferredQuantity: transferred,
    transferableQuantity: compareDecimal(left, '0') > 0 ? normalizeDecimal(left) : '0',
  };
}

/** A delivery with its lines and transfers; 404 when it does not exist. */
export async function detailOf(db: DbOrTx, id: string): Promise<DeliveryDetail> {
  const row = await repo.findDelivery(db, id);
  if (!row) throw notFound('Delivery');
  const [lines, transfers] = await readAll(db, [
    () => repo.linesOf(db, id),
    () => repo.transfersOf(db, id),
  ] as const);
  return {
    ...toDeliveryView(row),
    lines: lines.map(toLineView),
    transfers: transfers.map((t) => ({
      id: t.id,
      number: t.number,
      state: t.state as DeliveryState,
      toParty: t.toParty as DeliveryParty,
    })),
  };
}
