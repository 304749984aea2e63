import { z } from 'zod';
import type { DecimalString } from '../money/decimal';
import { compareDecimal, isDecimalString } from '../money/decimal';
import { decimalAmountSchema } from '../money/money.schema';
import type { ActionName } from '../permissions/actions';
import type { PurchaseOrderEvent, PurchaseOrderState } from './purchase-order-status';
import { purchaseOrderMachine } from './purchase-order-status';
import { refuse, transition } from './status-machine';

/**
 * One approval tier: orders whose amount in the base currency is at most `upTo` need `approvals`
 * distinct approvers; `upTo: null` is the open-ended top tier.
 */
export interface ApprovalTier {
  upTo: DecimalString | null;
  approvals: number;
}

/** The default tiers: one approval up to 10 000 in the base currency, two above. */
export const DEFAULT_APPROVAL_TIERS: readonly ApprovalTier[] = [
  { upTo: '10000', approvals: 1 },
  { upTo: null, approvals: 2 },
];

/**
 * Checks a tier configuration: at least one tier, limits strictly increasing, only the last tier
 * open-ended, and whole numbers of approvals of at least 1. Returns the problems, empty when valid.
 */
export function validateApprovalTiers(tiers: readonly ApprovalTier[]): string[] {
  const problems: string[] = [];
  if (tiers.length === 0) problems.push('At least one approval tier is required');
  tiers.forEach((tier, i) => {
    const name = `Tier ${i + 1}`;
    if (!Number.isInteger(tier.approvals) || tier.approvals < 1)
      problems.push(`${name}: approvals must be a whole number of at least 1`);
    if (tier.upTo === null) {
      if (i !== tiers.length - 1) problems.push(`${name}: only the last tier may have no upper limit`);
      return;
    }
    if (!isDecimalString(tier.upTo)) {
      problems.push(`${name}: upTo must be a decimal amount`);
      return;
    }
    const previous = tiers[i - 1]?.upTo;
    if (previous && isDecimalString(previous) && compareDecimal(tier.upTo, previous) <= 0)
      problems.push(`${name}: upTo must be greater than the previous tier's ${previous}`);
  });
  return problems;
}

/** Zod schema of the tier configuration, with the same rules as {@link validateApprovalTiers}. */
export const approvalTiersSchema = z
  .array(
    z.object({
      upTo: decimalAmountSchema('upTo', { sign: 'positive' }).nullable(),
      approvals: z.number().int('approvals must be a whole number').min(1, 'approvals must be at least 1'),
    }),
  )
  .min(1, 'At least one approval tier is required')
  .superRefine((tiers, ctx) => {
    for (const message of validateApprovalTiers(tiers)) ctx.addIssue({ code: 'custom', message });
  });

/** The tier an amount falls in, with its position. */
export interface RequiredApproval {
  approvals: number;
  upTo: DecimalString | null;
  tierIndex: number;
}

/**
 * The tier of an order's amount in the base currency: the first whose `upTo` is at least the amount
 * (or the open-ended tier). Throws on an invalid configuration or an amount above every limit.
 */
export function requiredApprovalTier(
  amountInBase: DecimalString,
  tiers: readonly ApprovalTier[],
): RequiredApproval {
  const problems = validateApprovalTiers(tiers);
  if (problems.length > 0) throw new Error(`Invalid approval tiers: ${problems.join('; ')}`);
  const tierIndex = tiers.findIndex((t) => t.upTo === null || compareDecimal(amountInBase, t.upTo) <= 0);
  const tier = tiers[tierIndex];
  if (!tier) throw new Error(`No approval tier covers ${amountInBase}; add a tier without an upper limit`);
  return { approvals: tier.approvals, upTo: tier.upTo, tierIndex };
}

/** What {@link approvePurchaseOrder} needs. */
export interface ApprovalRequest {
  state: PurchaseOrderState;
  /** The user who created the order. */
  createdBy: string;
  /** The user approving now. */
  approverId: string;
  /** Users who approved the current revision before. */
  approvedBy: readonly string[];
  /** The order total converted to the base currency. */
  amountInBase: DecimalString;
  tiers: readonly ApprovalTier[];
}

/** The outcome of {@link approvePurchaseOrder}. */
export type ApprovalResult =
  | {
      ok: true;
      /** APPROVED once enough approvers agreed, else still PENDING_APPROVAL. */
      to: Extract<PurchaseOrderState, 'APPROVED' | 'PENDING_APPROVAL'>;
      action: ActionName;
      approvalsGiven: number;
      approvalsNeeded: number;
    }
  | { ok: false; message: string };

/**
 * Records one approval (approve_purchase_order): the order must be PENDING_APPROVAL, the approver must
 * not be its creator nor have approved already; the order becomes APPROVED once its amount tier's
 * number of distinct approvers is reached.
 */
export function approvePurchaseOrder(request: ApprovalRequest): ApprovalResult {
  const event: PurchaseOrderEvent = 'approve';
  const result = transition(purchaseOrderMachine, request.state, event);
  if (!result.ok) return result;
  if (request.approverId === request.createdBy)
    return refuse('You cannot approve a purchase order you created');
  if (request.approvedBy.includes(request.approverId))
    return refuse('You have already approved this purchase order');
  const approvalsNeeded = requiredApprovalTier(request.amountInBase, request.tiers).approvals;
  const approvalsGiven = new Set([
    ...request.approvedBy.filter((id) => id !== request.createdBy),
    request.approverId,
  ]).size;
  return {
    ok: true,
    to: approvalsGiven >= approvalsNeeded ? 'APPROVED' : 'PENDING_APPROVAL',
    action: 'approve_purchase_order',
    approvalsGiven,
    approvalsNeeded,
  };
}
