import { describe, expect, it } from 'vitest';
import { buildAccess, type PurchaseOrderDetail } from '@keel/domain';
import { availablePoActions } from './po-actions';

const SHIP = '11111111-1111-4111-8111-111111111111';
const CREATOR = '22222222-2222-4222-8222-222222222222';
const APPROVER = '33333333-3333-4333-8333-333333333333';

const po = (over: Partial<PurchaseOrderDetail>) =>
  ({
    shipId: SHIP,
    state: 'DRAFT',
    createdById: CREATOR,
    approvals: [],
    delivered: false,
    billed: false,
    ...over,
  }) as PurchaseOrderDetail;
const access = (actions: string[], ship = SHIP) =>
  buildAccess({
    isAdmin: false,
    sidebar: ['purchasing.purchase_order'],
    shipActions: [{ ship_id: ship, actions }],
  });
const keys = (list: ReturnType<typeof availablePoActions>) => list.map((a) => a.key);

describe('purchase-order actions', () => {
  it('offers edit and submit on a draft to a purchaser, nothing on another ship', () => {
    expect(
      keys(availablePoActions(po({}), access(['create_purchase_order', 'cancel_purchase_order']), CREATOR)),
    ).toEqual(['edit', 'submit', 'cancel']);
    expect(availablePoActions(po({}), access(['create_purchase_order'], 'other-ship'), CREATOR)).toEqual([]);
  });

  it('never lets the creator approve, nor anyone twice', () => {
    const pending = po({ state: 'PENDING_APPROVAL' });
    const own = availablePoActions(pending, access(['approve_purchase_order']), CREATOR);
    expect(own.find((a) => a.key === 'approve')?.disabledReason).toMatch(/someone else/);
    const twice = availablePoActions(
      po({
        state: 'PENDING_APPROVAL',
        approvals: [{ approverId: APPROVER, approverName: 'S', createdAt: '' }],
      }),
      access(['approve_purchase_order']),
      APPROVER,
    );
    expect(twice.find((a) => a.key === 'approve')?.disabledReason).toMatch(/already approved/);
    expect(keys(availablePoActions(pending, access(['approve_purchase_order']), APPROVER))).toEqual([
      'approve',
      'sendBack',
    ]);
  });

  it('offers the vendor actions, revert and cancel on a sent order; cancel is disabled once delivered', () => {
    const all = access([
      'vendor_action',
      'revert_purchase_order',
      'cancel_purchase_order',
      'create_purchase_order',
    ]);
    expect(keys(availablePoActions(po({ state: 'SENT' }), all, CREATOR))).toEqual([
      'confirmForVendor',
      'declineForVendor',
      'revert',
      'cancel',
    ]);
    const delivered = availablePoActions(po({ state: 'PARTIALLY_DELIVERED', delivered: true }), all, CREATOR);
    expect(delivered).toEqual([]);
    const confirmed = availablePoActions(po({ state: 'CONFIRMED', delivered: true }), all, CREATOR);
    expect(confirmed.find((a) => a.key === 'cancel')?.disabledReason).toBeTruthy();
  });
});
