import {
  currencyExponent,
  normalizeDecimal,
  purchaseOrderTotals,
  requiredApprovalTier,
  roundDecimal,
  roundMoney,
  mulDecimal,
  isPositiveDecimal,
  type ApprovalTier,
  type PurchaseOrderDetail,
  type PurchaseOrderState,
  type PurchaseOrderSummary,
  type VendorResponse,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { companySettings } from '../../config/approval-tiers.service';
import * as links from './purchase-order-link.repo';
import * as repo from './purchase-order.repo';
import * as approvalRepo from './purchase-order-approval.repo';
import { readAll } from '../../../db/read-all';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The priced figures of a line as the domain computes them. */
export interface PricedLineInput {
  quantity: string;
  unitPrice: string;
  discount: string;
}

/**
 * The money columns of an order: each line rounded to the currency, the exact sum, freight, port charges
 * (purchaseOrderTotals) and the total in the base currency with the order's rate snapshot.
 */
export function amountsOf(
  currency: string,
  lines: readonly PricedLineInput[],
  freight: string,
  portCharges: string,
  rate: string,
  baseCurrency: string,
) {
  const totals = purchaseOrderTotals({
    currency,
    lines: lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount })),
    freight,
    portCharges,
  });
  const totalBase = roundDecimal(mulDecimal(totals.total, rate), currencyExponent(baseCurrency));
  return { ...totals, totalBase };
}

/** The company's approval tiers (defaults on a database that was never configured). */
export async function approvalTiersOf(db: DbOrTx): Promise<ApprovalTier[]> {
  return (await companySettings(db)).approvalTiers;
}

/** Company name and base currency. */
export async function companyOf(db: DbOrTx): Promise<{ companyName: string; baseCurrency: string }> {
  const { companyName, baseCurrency } = await companySettings(db);
  return { companyName, baseCurrency };
}

const money = (value: string, currency: string) => roundMoney(value, currency);

/** A stored order in the list's shape. */
export function toSummary(row: repo.PurchaseOrderListRow): PurchaseOrderSummary {
  return {
    id: row.id,
    number: row.number,
    revision: row.revision,
    shipId: row.shipId,
    shipName: row.shipName,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    state: row.state as PurchaseOrderState,
    currency: row.currency,
    total: money(row.total, row.currency),
    baseCurrency: row.baseCurrency,
    totalBase: money(row.totalBase, row.baseCurrency),
    lineCount: row.lineCount,
    urgent: Boolean(row.urgent),
    supplyFrom: row.supplyFrom,
    supplyTo: row.supplyTo,
    vendorResponse: (row.vendorResponse as VendorResponse | null) ?? null,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The state of the vendor link of the current revision. */
export function linkState(link: links.VendorLinkRecord | undefined, revision: number, now = new Date()) {
  if (!link) return 'none' as const;
  if (link.revokedAt || link.revision !== revision) return 'revoked' as const;
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired' as const;
  return 'active' as const;
}

/** Everything the detail shows, read in the caller's transaction or database. */
export async function purchaseOrderDetail(db: DbOrTx, id: string): Promise<PurchaseOrderDetail> {
  const row = await repo.findPurchaseOrder(db, id);
  if (!row) throw notFound('Purchase order');
  const [lines, approvals, revisions, link, tiers] = await readAll(db, [
    () => repo.linesOf(db, id),
    () => approvalRepo.approvalsOf(db, id, row.revision),
    () => approvalRepo.revisionsOf(db, id),
    () => links.latestLink(db, id),
    () => approvalTiersOf(db),
  ] as const);
  const tier = requiredApprovalTier(normalizeDecimal(row.totalBase), tiers);
  const given = new Set(approvals.filter((a) => a.approverId !== row.createdById).map((a) => a.approverId))
    .size;
  return {
    ...toSummary(row),
    rfqId: row.rfqId,
    rfqNumber: row.rfqNumber,
    quoteId: row.quoteId,
    vendorEmail: row.vendorEmail,
    agentId: row.agentId,
    agentName: row.agentName,
    deliveryPort: row.deliveryPort,
    paymentTermsDays: row.paymentTermsDays,
    subtotal: money(row.subtotal, row.currency),
    freight: money(row.freight, row.currency),
    portCharges: money(row.portCharges, row.currency),
    rate: normalizeDecimal(row.rate),
    rateDate: row.rateDate,
    rateSource: row.rateSource,
    notes: row.notes,
    createdById: row.createdById,
    submittedAt: iso(row.submittedAt),
    approvedAt: iso(row.approvedAt),
    sentAt: iso(row.sentAt),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    sendBackReason: row.sendBackReason,
    cancelReason: row.cancelReason,
    declineReason: row.declineReason,
    vendorProposedDate: row.vendorProposedDate,
    vendorNote: row.vendorNote,
    vendorRespondedAt: iso(row.vendorRespondedAt),
    vendorRespondedBy: row.vendorRespondedBy,
    vendorReference: row.vendorReference,
    lines: lines.map(({ line, requisitionNumber }) => ({
      id: line.id,
      position: line.position,
      requisitionLineId: line.requisitionLineId,
      requisitionNumber,
      quoteLineId: line.quoteLineId,
      description: line.description,
      impaCode: line.impaCode,
      makerPartNumber: line.makerPartNumber,
      partType: line.partType,
      quantity: normalizeDecimal(line.quantity),
      unit: line.unit,
      unitPrice: normalizeDecimal(line.unitPrice),
      discount: normalizeDecimal(line.discountPercent),
      lineTotal: money(line.lineTotal, row.currency),
      deliveredQuantity: normalizeDecimal(line.deliveredQuantity),
    })),
    approvals: approvals.map((a) => ({
      approverId: a.approverId,
      approverName: a.approverName,
      createdAt: a.createdAt.toISOString(),
    })),
    approval: {
      approvalsNeeded: tier.approvals,
      approvalsGiven: given,
      tierIndex: tier.tierIndex,
      upTo: tier.upTo,
    },
    revisions: revisions.map((r) => {
      const snap = r.snapshot as { state?: string; total?: string; currency?: string; lines?: unknown[] };
      return {
        revision: r.revision,
        reason: r.reason,
        state: snap.state ?? '',
        total: snap.total ?? '0',
        currency: snap.currency ?? row.currency,
        lineCount: snap.lines?.length ?? 0,
        createdAt: r.createdAt.toISOString(),
        createdByName: r.createdByName,
      };
    }),
    vendorLink: {
      state: linkState(link, row.revision),
      revision: link?.revision ?? null,
      createdAt: iso(link?.createdAt),
      expiresAt: iso(link?.expiresAt),
      viewedAt: iso(link?.viewedAt),
      respondedAt: iso(link?.respondedAt),
    },
    delivered: lines.some(({ line }) => isPositiveDecimal(line.deliveredQuantity)),
    billed: isPositiveDecimal(row.billedAmount),
  };
}
