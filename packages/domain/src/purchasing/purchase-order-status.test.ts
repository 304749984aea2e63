import { describe, expect, it } from 'vitest';
import type {
  PurchaseOrderEvent,
  PurchaseOrderLineProgress,
  PurchaseOrderMoneyFields,
  PurchaseOrderState,
} from './purchase-order-status';
import {
  applyPurchaseOrderEvent,
  cancelPurchaseOrder,
  canReceiveAgainstPurchaseOrder,
  derivePurchaseOrderState,
  editVoidsApproval,
  nextPurchaseOrderState,
  planPurchaseOrderEdit,
  PURCHASE_ORDER_STATES,
  purchaseOrderMachine,
  revertPurchaseOrder,
} from './purchase-order-status';

const DELIVERING: PurchaseOrderState[] = ['SENT', 'CONFIRMED', 'PARTIALLY_DELIVERED'];
const ALLOWED: Record<
  PurchaseOrderEvent,
  { from: PurchaseOrderState[]; to: PurchaseOrderState; action: string | null }
> = {
  submit: { from: ['DRAFT'], to: 'PENDING_APPROVAL', action: 'create_purchase_order' },
  approve: { from: ['PENDING_APPROVAL'], to: 'APPROVED', action: 'approve_purchase_order' },
  sendBack: { from: ['PENDING_APPROVAL'], to: 'DRAFT', action: 'approve_purchase_order' },
  send: { from: ['APPROVED'], to: 'SENT', action: 'create_purchase_order' },
  confirm: { from: ['SENT'], to: 'CONFIRMED', action: 'vendor_action' },
  decline: { from: ['SENT'], to: 'DECLINED', action: 'vendor_action' },
  deliverPartially: { from: DELIVERING, to: 'PARTIALLY_DELIVERED', action: null },
  deliver: { from: DELIVERING, to: 'DELIVERED', action: null },
  bill: { from: ['DELIVERED'], to: 'BILLED', action: null },
  close: { from: ['BILLED'], to: 'CLOSED', action: null },
  revert: { from: ['APPROVED', 'SENT', 'CONFIRMED'], to: 'DRAFT', action: 'revert_purchase_order' },
  cancel: {
    from: ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'CONFIRMED', 'DECLINED'],
    to: 'CANCELLED',
    action: 'cancel_purchase_order',
  },
};
const LABELS: Partial<Record<PurchaseOrderEvent, string>> = {
  sendBack: 'send back',
  deliverPartially: 'record a partial delivery of',
  deliver: 'record delivery of',
};

const cases = (Object.keys(ALLOWED) as PurchaseOrderEvent[]).flatMap((event) =>
  PURCHASE_ORDER_STATES.map((state) => ({ event, state, allowed: ALLOWED[event].from.includes(state) })),
);

describe('purchase order machine', () => {
  it('lists exactly the expected events', () => {
    expect([...purchaseOrderMachine.events].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it.each(cases.filter((c) => c.allowed))('$event is allowed from $state', ({ event, state }) => {
    expect(applyPurchaseOrderEvent(state, event, { reason: 'Price too high' })).toMatchObject({
      ok: true,
      to: ALLOWED[event].to,
      action: ALLOWED[event].action,
    });
  });

  it.each(cases.filter((c) => !c.allowed))('$event is refused from $state', ({ event, state }) => {
    expect(applyPurchaseOrderEvent(state, event, { reason: 'Price too high' })).toEqual({
      ok: false,
      message: `Cannot ${LABELS[event] ?? event} a purchase order in state ${state}`,
    });
  });

  it('lets the vendor or staff with vendor_action confirm', () => {
    expect(applyPurchaseOrderEvent('SENT', 'confirm')).toMatchObject({ actors: ['vendor', 'staff'] });
  });

  it('needs a reason to send back', () => {
    expect(applyPurchaseOrderEvent('PENDING_APPROVAL', 'sendBack', { reason: ' ' })).toEqual({
      ok: false,
      message: 'A reason is required to send a purchase order back',
    });
  });
});

const progress = (quantity: string, deliveredQty = '0', billedQty = '0'): PurchaseOrderLineProgress => ({
  quantity,
  deliveredQty,
  billedQty,
});

describe('derived delivery and billing states', () => {
  it.each([
    [[progress('10'), progress('2')], {}, null],
    [[progress('10', '4'), progress('2')], {}, 'PARTIALLY_DELIVERED'],
    [[progress('10', '10'), progress('2', '2')], {}, 'DELIVERED'],
    [[progress('10', '10', '10'), progress('2', '2', '1')], {}, 'DELIVERED'],
    [[progress('10', '10', '10'), progress('2', '2', '2')], {}, 'BILLED'],
    [[progress('10', '10', '10'), progress('2', '2', '2')], { billsPaid: true }, 'CLOSED'],
    [[progress('10', '4', '4')], {}, 'PARTIALLY_DELIVERED'],
    [[], {}, null],
  ] as const)('lines %o (%o) make %s', (lines, options, state) => {
    expect(derivePurchaseOrderState(lines, options)).toBe(state);
  });

  it('only a sent order follows its lines', () => {
    const delivered = [progress('5', '5')];
    expect(nextPurchaseOrderState('CONFIRMED', delivered)).toBe('DELIVERED');
    expect(nextPurchaseOrderState('SENT', [progress('5', '1')])).toBe('PARTIALLY_DELIVERED');
    expect(nextPurchaseOrderState('DELIVERED', [progress('5', '5', '5')])).toBe('BILLED');
    expect(nextPurchaseOrderState('BILLED', [progress('5', '5', '5')], { billsPaid: true })).toBe('CLOSED');
    expect(nextPurchaseOrderState('CONFIRMED', [progress('5')])).toBe('CONFIRMED');
    expect(nextPurchaseOrderState('APPROVED', delivered)).toBe('APPROVED');
    expect(nextPurchaseOrderState('CANCELLED', delivered)).toBe('CANCELLED');
  });

  it('receives goods only against a sent order', () => {
    expect(canReceiveAgainstPurchaseOrder('CONFIRMED')).toEqual({ ok: true });
    expect(canReceiveAgainstPurchaseOrder('APPROVED')).toEqual({
      ok: false,
      message: 'Cannot receive goods against a purchase order in state APPROVED',
    });
  });
});

describe('revert and cancel', () => {
  it.each(['APPROVED', 'SENT', 'CONFIRMED'] as const)('reverts %s to a new draft revision', (state) => {
    expect(revertPurchaseOrder(state, 2)).toEqual({
      ok: true,
      to: 'DRAFT',
      action: 'revert_purchase_order',
      revision: 3,
      clearApprovals: true,
      revokeVendorLink: true,
    });
  });

  it.each(['DRAFT', 'PENDING_APPROVAL', 'DECLINED', 'PARTIALLY_DELIVERED', 'BILLED'] as const)(
    'refuses to revert %s',
    (state) => {
      expect(revertPurchaseOrder(state, 1)).toEqual({
        ok: false,
        message: `Cannot revert a purchase order in state ${state}`,
      });
    },
  );

  it('cancels while nothing is delivered or billed', () => {
    expect(cancelPurchaseOrder('CONFIRMED', [progress('5')])).toMatchObject({ ok: true, to: 'CANCELLED' });
    expect(cancelPurchaseOrder('CONFIRMED', [progress('5', '0', '1')])).toEqual({
      ok: false,
      message: 'Cannot cancel a purchase order once goods are delivered or billed',
    });
    expect(cancelPurchaseOrder('PARTIALLY_DELIVERED', [progress('5', '1')])).toEqual({
      ok: false,
      message: 'Cannot cancel a purchase order in state PARTIALLY_DELIVERED',
    });
  });
});

describe('money edits', () => {
  const before: PurchaseOrderMoneyFields = {
    currency: 'USD',
    freight: '100.00',
    portCharges: '0',
    exchangeRate: '0.92',
    lines: [
      { id: 'l1', quantity: '10', unitPrice: '12.50', discount: '5' },
      { id: 'l2', quantity: '1', unitPrice: '900' },
    ],
  };
  const line1 = before.lines[0]!;
  const line2 = before.lines[1]!;

  it.each([
    ['nothing', {}, false],
    [
      'the same numbers written differently',
      { freight: '100', lines: [{ ...line1, unitPrice: '12.5' }, line2] },
      false,
    ],
    ['the freight', { freight: '120.00' }, true],
    ['the port charges', { portCharges: '15' }, true],
    ['the currency', { currency: 'EUR' }, true],
    ['the rate snapshot', { exchangeRate: '0.93' }, true],
    ['a quantity', { lines: [{ ...line1, quantity: '11' }, line2] }, true],
    ['a unit price', { lines: [line1, { ...line2, unitPrice: '899.99' }] }, true],
    ['a discount', { lines: [{ ...line1, discount: '0' }, line2] }, true],
    ['a discount of zero written out', { lines: [line1, { ...line2, discount: '0.00' }] }, false],
    ['a removed line', { lines: [line1] }, true],
    ['a replaced line', { lines: [line1, { ...line2, id: 'l3' }] }, true],
  ] as const)('changing %s voids approval: %s', (_, change, voids) => {
    expect(editVoidsApproval(before, { ...before, ...change })).toBe(voids);
  });

  const pricier = { ...before, freight: '150.00' };

  it.each([
    ['DRAFT', pricier, { ok: true, to: 'DRAFT', voidsApproval: false }],
    ['PENDING_APPROVAL', pricier, { ok: true, to: 'PENDING_APPROVAL', voidsApproval: true }],
    ['APPROVED', pricier, { ok: true, to: 'PENDING_APPROVAL', voidsApproval: true }],
    ['APPROVED', before, { ok: true, to: 'APPROVED', voidsApproval: false }],
    ['SENT', before, { ok: true, to: 'SENT', voidsApproval: false }],
    [
      'SENT',
      pricier,
      {
        ok: false,
        message:
          'Cannot change the amounts of a purchase order in state SENT; revert it to draft as a new revision first',
      },
    ],
    ['CLOSED', before, { ok: false, message: 'Cannot edit a purchase order in state CLOSED' }],
  ] as const)('an edit in %s', (state, after, plan) => {
    expect(planPurchaseOrderEdit(state, before, after)).toEqual(plan);
  });
});
