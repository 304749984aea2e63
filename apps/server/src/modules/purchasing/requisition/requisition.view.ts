import {
  deriveRequisitionLineState,
  mulDecimal,
  normalizeDecimal,
  roundMoney,
  sumDecimals,
  type Requisition,
  type RequisitionDetail,
  type RequisitionHistoryEntry,
  type RequisitionLineData,
  type RequisitionState,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { auditTrailOf } from '../../audit/audit.service';
import { openQuantityOf, quantitiesOf } from './requisition.flow';
import * as lines from './requisition-lines.repo';
import * as repo from './requisition.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (amount: string | null, currency: string | null) =>
  amount === null ? null : currency ? roundMoney(amount, currency) : normalizeDecimal(amount);

/** A requisition row in the list's shape. */
export function toRequisitionView(row: repo.RequisitionRow): Requisition {
  return {
    id: row.id,
    number: row.number,
    shipId: row.shipId,
    shipName: row.shipName,
    title: row.title,
    department: row.department,
    priority: row.priority,
    requiredBy: row.requiredBy,
    deliveryPort: row.deliveryPort,
    categoryId: row.categoryId,
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    state: row.state as RequisitionState,
    estimatedAmount: money(row.estimatedAmount, row.currency),
    currency: row.currency,
    lineCount: row.lineCount,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function historyEntry(row: Awaited<ReturnType<typeof auditTrailOf>>[number]): RequisitionHistoryEntry {
  const before = (row.before ?? {}) as { state?: string };
  const after = (row.after ?? {}) as {
    state?: string;
    sentBackReason?: string | null;
    cancelReason?: string | null;
  };
  const reason =
    row.action === 'send_back'
      ? (after.sentBackReason ?? null)
      : row.action === 'cancel'
        ? (after.cancelReason ?? null)
        : null;
  return {
    at: row.at.toISOString(),
    actorName: row.actorName,
    action: row.action,
    fromState: before.state ?? null,
    toState: after.state ?? null,
    reason,
  };
}

/** The requisition with its lines and history (404 when it does not exist). */
export async function requisitionDetailOf(db: DbOrTx, id: string): Promise<RequisitionDetail> {
  const row = await repo.findRequisition(db, id);
  if (!row) throw notFound('Requisition');
  const lineRows = await lines.linesOf(db, [id]);
  const trail = await auditTrailOf(db, 'requisition', id);
  return {
    ...toRequisitionView(row),
    remarks: row.remarks,
    sentBackReason: row.sentBackReason,
    cancelReason: row.cancelReason,
    approvedAt: iso(row.approvedAt),
    approvedByName: row.approvedByName,
    closedAt: iso(row.closedAt),
    lines: lineRows.map((l) => ({
      id: l.id,
      position: l.position,
      description: l.description,
      impaCode: l.impaCode,
      makerPartNumber: l.makerPartNumber,
      maker: l.maker,
      quantity: normalizeDecimal(l.quantity),
      unit: l.unit,
      remarks: l.remarks,
      estimatedUnitPrice: l.estimatedUnitPrice === null ? null : normalizeDecimal(l.estimatedUnitPrice),
      orderedQuantity: normalizeDecimal(l.orderedQuantity),
      receivedQuantity: normalizeDecimal(l.receivedQuantity),
      cancelledQuantity: normalizeDecimal(l.cancelledQuantity),
      openQuantity: openQuantityOf(l),
      state: deriveRequisitionLineState(quantitiesOf(l)),
    })),
    history: trail.map(historyEntry),
  };
}

/** The estimated amount of lines (quantity × estimated unit price), or null when no line has a price. */
export function estimatedAmountOf(
  input: RequisitionLineData[],
  currency: string | null | undefined,
): string | null {
  const priced = input.filter((l) => l.estimatedUnitPrice);
  if (priced.length === 0 || !currency) return null;
  return roundMoney(sumDecimals(priced.map((l) => mulDecimal(l.quantity, l.estimatedUnitPrice!))), currency);
}

/** Line rows to store for validated input lines, numbered from 1. */
export function lineRowsOf(input: RequisitionLineData[]) {
  return input.map((l, i) => ({
    id: l.id,
    position: i + 1,
    description: l.description,
    impaCode: l.impaCode ?? null,
    makerPartNumber: l.makerPartNumber ?? null,
    maker: l.maker ?? null,
    quantity: l.quantity,
    unit: l.unit,
    remarks: l.remarks ?? '',
    estimatedUnitPrice: l.estimatedUnitPrice ?? null,
    // Kept as stored when a form does not send it (the requisition form has no field for it).
    ...(l.sparePartId !== undefined ? { sparePartId: l.sparePartId } : {}),
  }));
}
