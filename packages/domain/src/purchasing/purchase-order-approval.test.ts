import { describe, expect, it } from 'vitest';
import type { ApprovalRequest, ApprovalTier } from './purchase-order-approval';
import {
  approvalTiersSchema,
  approvePurchaseOrder,
  DEFAULT_APPROVAL_TIERS,
  requiredApprovalTier,
  validateApprovalTiers,
} from './purchase-order-approval';

const tiers: ApprovalTier[] = [
  { upTo: '10000', approvals: 1 },
  { upTo: '50000', approvals: 2 },
  { upTo: null, approvals: 3 },
];

describe('requiredApprovalTier', () => {
  it.each([
    ['0', 1, 0],
    ['9999.99', 1, 0],
    ['10000', 1, 0],
    ['10000.01', 2, 1],
    ['50000.00', 2, 1],
    ['1000000', 3, 2],
  ])('%s needs %i approval(s)', (amount, approvals, tierIndex) => {
    expect(requiredApprovalTier(amount, tiers)).toMatchObject({ approvals, tierIndex });
  });

  it('uses the default tiers: one up to 10000, two above', () => {
    expect(requiredApprovalTier('10000.00', DEFAULT_APPROVAL_TIERS).approvals).toBe(1);
    expect(requiredApprovalTier('10000.01', DEFAULT_APPROVAL_TIERS).approvals).toBe(2);
  });

  it('throws when no tier covers the amount', () => {
    expect(() => requiredApprovalTier('20000', [{ upTo: '10000', approvals: 1 }])).toThrow(
      'No approval tier covers 20000; add a tier without an upper limit',
    );
  });

  it('validates the configuration', () => {
    expect(validateApprovalTiers(tiers)).toEqual([]);
    expect(
      validateApprovalTiers([
        { upTo: null, approvals: 1 },
        { upTo: '500', approvals: 0 },
        { upTo: '400', approvals: 1.5 },
      ]),
    ).toEqual([
      'Tier 1: only the last tier may have no upper limit',
      'Tier 2: approvals must be a whole number of at least 1',
      'Tier 3: approvals must be a whole number of at least 1',
      "Tier 3: upTo must be greater than the previous tier's 500",
    ]);
    expect(validateApprovalTiers([])).toEqual(['At least one approval tier is required']);
    expect(() => requiredApprovalTier('1', [])).toThrow('Invalid approval tiers');
    expect(approvalTiersSchema.safeParse(tiers).success).toBe(true);
    expect(
      approvalTiersSchema.safeParse([
        { upTo: '10', approvals: 1 },
        { upTo: '5', approvals: 1 },
      ]).error?.issues[0]?.message,
    ).toBe("Tier 2: upTo must be greater than the previous tier's 10");
  });
});

describe('approvePurchaseOrder', () => {
  const request: ApprovalRequest = {
    state: 'PENDING_APPROVAL',
    createdBy: 'alice',
    approverId: 'bob',
    approvedBy: [],
    amountInBase: '25000.00',
    tiers,
  };

  it('keeps the order pending until the tier has enough approvers', () => {
    expect(approvePurchaseOrder(request)).toEqual({
      ok: true,
      to: 'PENDING_APPROVAL',
      action: 'approve_purchase_order',
      approvalsGiven: 1,
      approvalsNeeded: 2,
    });
    expect(approvePurchaseOrder({ ...request, approverId: 'carol', approvedBy: ['bob'] })).toMatchObject({
      ok: true,
      to: 'APPROVED',
      approvalsGiven: 2,
    });
  });

  it('approves a small order with one approval', () => {
    expect(approvePurchaseOrder({ ...request, amountInBase: '800' })).toMatchObject({
      ok: true,
      to: 'APPROVED',
    });
  });

  it('refuses the creator, a second approval by the same person, and the wrong state', () => {
    expect(approvePurchaseOrder({ ...request, approverId: 'alice' })).toEqual({
      ok: false,
      message: 'You cannot approve a purchase order you created',
    });
    expect(approvePurchaseOrder({ ...request, approvedBy: ['bob'] })).toEqual({
      ok: false,
      message: 'You have already approved this purchase order',
    });
    expect(approvePurchaseOrder({ ...request, state: 'DRAFT' })).toEqual({
      ok: false,
      message: 'Cannot approve a purchase order in state DRAFT',
    });
  });

  it('never counts an approval by the creator', () => {
    expect(approvePurchaseOrder({ ...request, approverId: 'carol', approvedBy: ['alice'] })).toMatchObject({
      to: 'PENDING_APPROVAL',
      approvalsGiven: 1,
    });
  });
});
