import { describe, expect, it } from 'vitest';
import type { DeliveryEvent, DeliveryState, ReceiptLine } from './delivery-status';
import {
  DELIVERY_STATES,
  deliveryMachine,
  receiptOutcome,
  receiveDelivery,
  validateReceipt,
  validateSupplyWindow,
  validateTransfer,
} from './delivery-status';
import { transition } from './status-machine';

const ALLOWED: Record<
  DeliveryEvent,
  { from: DeliveryState[]; to: DeliveryState; action: string; label: string }
> = {
  dispatch: { from: ['PLANNED', 'AT_AGENT'], to: 'IN_TRANSIT', action: 'manage_delivery', label: 'dispatch' },
  arriveAtAgent: {
    from: ['PLANNED', 'IN_TRANSIT'],
    to: 'AT_AGENT',
    action: 'manage_delivery',
    label: 'record arrival at the agent of',
  },
  receive: {
    from: ['PLANNED', 'IN_TRANSIT', 'AT_AGENT', 'PARTIAL'],
    to: 'RECEIVED',
    action: 'manage_delivery_report',
    label: 'receive',
  },
  receivePartially: {
    from: ['PLANNED', 'IN_TRANSIT', 'AT_AGENT', 'PARTIAL'],
    to: 'PARTIAL',
    action: 'manage_delivery_report',
    label: 'record a partial receipt of',
  },
  cancel: {
    from: ['PLANNED', 'IN_TRANSIT', 'AT_AGENT'],
    to: 'CANCELLED',
    action: 'manage_delivery',
    label: 'cancel',
  },
};

const cases = (Object.keys(ALLOWED) as DeliveryEvent[]).flatMap((event) =>
  DELIVERY_STATES.map((state) => ({ event, state, allowed: ALLOWED[event].from.includes(state) })),
);

describe('delivery machine', () => {
  it('lists exactly the expected events', () => {
    expect([...deliveryMachine.events].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it.each(cases.filter((c) => c.allowed))('$event is allowed from $state', ({ event, state }) => {
    expect(transition(deliveryMachine, state, event)).toMatchObject({
      ok: true,
      to: ALLOWED[event].to,
      action: ALLOWED[event].action,
    });
  });

  it.each(cases.filter((c) => !c.allowed))('$event is refused from $state', ({ event, state }) => {
    expect(transition(deliveryMachine, state, event)).toEqual({
      ok: false,
      message: `Cannot ${ALLOWED[event].label} a delivery in state ${state}`,
    });
  });
});

const receipt = (
  expected: string,
  received: string,
  rejected = '0',
  extra: Partial<ReceiptLine> = {},
): ReceiptLine => ({
  expected,
  received,
  rejected,
  ...extra,
});

describe('receipts', () => {
  it('accepts a full or short receipt', () => {
    expect(
      validateReceipt([receipt('10', '10'), receipt('5', '3', '2', { rejectReason: 'Damaged' })]),
    ).toEqual([]);
    expect(validateReceipt([receipt('10', '4')])).toEqual([]);
  });

  it('refuses more than expected unless flagged as over-delivery', () => {
    expect(validateReceipt([receipt('10', '9', '2', { rejectReason: 'Wrong size' })])).toEqual([
      {
        line: 0,
        field: 'received',
        message: 'Line 1: received 9 + rejected 2 exceeds the 10 expected; flag it as over-delivery',
      },
    ]);
    expect(validateReceipt([receipt('10', '12', '0', { overDelivery: true })])).toEqual([]);
  });

  it('needs a reason for rejected goods and sane quantities', () => {
    expect(validateReceipt([receipt('10', '8', '2', { rejectReason: '  ' })])).toEqual([
      { line: 0, field: 'rejectReason', message: 'Line 1: a reason is required for rejected goods' },
    ]);
    expect(validateReceipt([receipt('10', '-1'), receipt('x', '1')])).toEqual([
      { line: 0, field: 'received', message: 'Line 1: received must be a quantity of 0 or more' },
      { line: 1, field: 'expected', message: 'Line 2: expected must be a quantity of 0 or more' },
    ]);
  });

  it('is RECEIVED when every line arrived in full, else PARTIAL', () => {
    expect(receiptOutcome([receipt('10', '10'), receipt('2.5', '2.5')])).toBe('RECEIVED');
    expect(receiptOutcome([receipt('10', '12', '0', { overDelivery: true })])).toBe('RECEIVED');
    expect(receiptOutcome([receipt('10', '10'), receipt('5', '3', '2', { rejectReason: 'Damaged' })])).toBe(
      'PARTIAL',
    );
  });

  it('records a receipt through the machine', () => {
    expect(receiveDelivery('AT_AGENT', [receipt('10', '10')])).toMatchObject({
      ok: true,
      to: 'RECEIVED',
      action: 'manage_delivery_report',
    });
    expect(receiveDelivery('IN_TRANSIT', [receipt('10', '6')])).toMatchObject({ ok: true, to: 'PARTIAL' });
    expect(receiveDelivery('PARTIAL', [receipt('10', '10')])).toMatchObject({ ok: true, to: 'RECEIVED' });
    expect(receiveDelivery('CANCELLED', [receipt('10', '10')])).toEqual({
      ok: false,
      message: 'Cannot receive a delivery in state CANCELLED',
    });
    expect(receiveDelivery('PLANNED', [])).toEqual({
      ok: false,
      message: 'A receipt needs at least one line',
    });
    expect(receiveDelivery('PLANNED', [receipt('1', '1', '1')])).toMatchObject({
      ok: false,
      problems: [{ field: 'received' }, { field: 'rejectReason' }],
    });
  });
});

describe('transfers and supply windows', () => {
  it.each([
    ['10', '0', '10', { ok: true, remaining: '0' }],
    ['10', '4', '6', { ok: true, remaining: '0' }],
    ['10', '4', '2.5', { ok: true, remaining: '3.5' }],
    [
      '10',
      '4',
      '7',
      { ok: false, message: 'Cannot transfer 7: only 6 of the 10 received remain (4 already transferred)' },
    ],
    [
      '3',
      '3',
      '1',
      { ok: false, message: 'Cannot transfer 1: only 0 of the 3 received remain (3 already transferred)' },
    ],
    ['10', '0', '0', { ok: false, message: 'The quantity to transfer must be greater than 0' }],
    ['10', '0', '-1', { ok: false, message: 'The quantity to transfer must be greater than 0' }],
  ] as const)('received %s, transferred %s, asking %s', (received, transferred, requested, result) => {
    expect(validateTransfer(received, transferred, requested)).toEqual(result);
  });

  it('needs from on or before to', () => {
    expect(validateSupplyWindow({ from: '2026-02-01', to: '2026-02-01' })).toEqual({ ok: true });
    expect(validateSupplyWindow({ from: '2026-02-03', to: '2026-02-01' })).toEqual({
      ok: false,
      message: 'Supply window: from (2026-02-03) must be on or before to (2026-02-01)',
    });
    expect(validateSupplyWindow({ from: 'soon', to: '2026-02-01' })).toEqual({
      ok: false,
      message: 'Supply window: from must be a date (YYYY-MM-DD)',
    });
  });
});
