import { describe, expect, it } from 'vitest';
import type { RequisitionEvent, RequisitionLineQuantities, RequisitionState } from './requisition-status';
import {
  applyRequisitionEvent,
  cancelRequisition,
  canOrderRequisition,
  deriveRequisitionLineState,
  deriveRequisitionState,
  nextRequisitionState,
  REQUISITION_STATES,
  requisitionMachine,
  validateRequisitionLine,
} from './requisition-status';

/** The expected table, written out independently of the machine. */
const ALLOWED: Record<RequisitionEvent, { from: RequisitionState[]; to: RequisitionState; action: string }> =
  {
    submit: { from: ['DRAFT'], to: 'SUBMITTED', action: 'manage_req_status' },
    approve: { from: ['SUBMITTED'], to: 'APPROVED', action: 'moderate_requisition' },
    sendBack: { from: ['SUBMITTED'], to: 'DRAFT', action: 'moderate_requisition' },
    startRfq: { from: ['APPROVED'], to: 'IN_RFQ', action: 'requesting_for_quotation' },
    close: {
      from: ['PARTIALLY_ORDERED', 'ORDERED', 'PARTIALLY_RECEIVED', 'RECEIVED'],
      to: 'CLOSED',
      action: 'manage_req_status',
    },
    cancel: {
      from: ['DRAFT', 'SUBMITTED', 'APPROVED', 'IN_RFQ'],
      to: 'CANCELLED',
      action: 'cancel_requisition',
    },
  };
const LABELS: Record<RequisitionEvent, string> = {
  submit: 'submit',
  approve: 'approve',
  sendBack: 'send back',
  startRfq: 'request quotations for',
  close: 'close',
  cancel: 'cancel',
};

const cases = (Object.keys(ALLOWED) as RequisitionEvent[]).flatMap((event) =>
  REQUISITION_STATES.map((state) => ({ event, state, allowed: ALLOWED[event].from.includes(state) })),
);

describe('requisition machine', () => {
  it('lists exactly the expected events', () => {
    expect([...requisitionMachine.events].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it.each(cases.filter((c) => c.allowed))('$event is allowed from $state', ({ event, state }) => {
    expect(applyRequisitionEvent(state, event, { reason: 'Wrong port' })).toMatchObject({
      ok: true,
      to: ALLOWED[event].to,
      action: ALLOWED[event].action,
    });
  });

  it.each(cases.filter((c) => !c.allowed))('$event is refused from $state', ({ event, state }) => {
    expect(applyRequisitionEvent(state, event, { reason: 'Wrong port' })).toEqual({
      ok: false,
      message: `Cannot ${LABELS[event]} a requisition in state ${state}`,
    });
  });

  it('says "Cannot approve a requisition in state DRAFT"', () => {
    expect(applyRequisitionEvent('DRAFT', 'approve')).toEqual({
      ok: false,
      message: 'Cannot approve a requisition in state DRAFT',
    });
  });

  it.each([undefined, '', '   ', null])('sending back needs a reason (%s)', (reason) => {
    expect(applyRequisitionEvent('SUBMITTED', 'sendBack', { reason })).toEqual({
      ok: false,
      message: 'A reason is required to send a requisition back',
    });
  });
});

const line = (
  quantity: string,
  orderedQty = '0',
  receivedQty = '0',
  cancelledQty = '0',
): RequisitionLineQuantities => ({
  quantity,
  orderedQty,
  receivedQty,
  cancelledQty,
});

describe('derived line and requisition states', () => {
  it.each([
    [line('10'), 'OPEN'],
    [line('10', '4'), 'PARTIALLY_ORDERED'],
    [line('10', '10'), 'ORDERED'],
    [line('10', '12'), 'ORDERED'],
    [line('10', '6', '0', '4'), 'ORDERED'],
    [line('10', '10', '3'), 'PARTIALLY_RECEIVED'],
    [line('10', '10', '10'), 'RECEIVED'],
    [line('10', '6', '6', '4'), 'RECEIVED'],
    [line('10', '0', '0', '10'), 'CANCELLED'],
    [line('2.5', '2.5', '2.499'), 'PARTIALLY_RECEIVED'],
  ])('line %o is %s', (quantities, state) => {
    expect(deriveRequisitionLineState(quantities)).toBe(state);
  });

  it.each([
    [[line('10'), line('5')], null],
    [[line('10', '10'), line('5')], 'PARTIALLY_ORDERED'],
    [[line('10', '10'), line('5', '5')], 'ORDERED'],
    [[line('10', '10'), line('5', '0', '0', '5')], 'ORDERED'],
    [[line('10', '10', '10'), line('5', '5')], 'PARTIALLY_RECEIVED'],
    [[line('10', '10', '10'), line('5')], 'PARTIALLY_RECEIVED'],
    [[line('10', '10', '10'), line('5', '5', '5')], 'RECEIVED'],
    [[line('10', '10', '10'), line('5', '0', '0', '5')], 'RECEIVED'],
    [[line('10', '0', '0', '10')], 'CANCELLED'],
    [[], null],
  ] as const)('lines %o make %s', (lines, state) => {
    expect(deriveRequisitionState(lines)).toBe(state);
  });

  it('only approved requisitions follow their lines', () => {
    const ordered = [line('10', '10')];
    expect(nextRequisitionState('IN_RFQ', ordered)).toBe('ORDERED');
    expect(nextRequisitionState('APPROVED', [line('10', '3')])).toBe('PARTIALLY_ORDERED');
    expect(nextRequisitionState('ORDERED', [line('10', '10', '10')])).toBe('RECEIVED');
    expect(nextRequisitionState('IN_RFQ', [line('10')])).toBe('IN_RFQ');
    expect(nextRequisitionState('PARTIALLY_ORDERED', [line('10')])).toBe('IN_RFQ');
    expect(nextRequisitionState('CLOSED', ordered)).toBe('CLOSED');
    expect(nextRequisitionState('DRAFT', ordered)).toBe('DRAFT');
  });

  it('allows ordering only an approved remainder', () => {
    expect(canOrderRequisition('IN_RFQ')).toEqual({ ok: true });
    expect(canOrderRequisition('SUBMITTED')).toEqual({
      ok: false,
      message: 'Cannot order lines of a requisition in state SUBMITTED',
    });
  });

  it('validates line quantities', () => {
    expect(validateRequisitionLine(line('10', '4', '4', '6'))).toEqual([]);
    expect(validateRequisitionLine(line('0', '-1', '2', '0'))).toEqual([
      'orderedQty must not be negative',
      'quantity must be greater than 0',
      'receivedQty (2) must not exceed orderedQty (-1)',
    ]);
    expect(validateRequisitionLine(line('10', '4', '0', '7'))).toEqual([
      'cancelledQty (7) must not exceed the unordered quantity',
    ]);
  });
});

describe('cancelRequisition', () => {
  it.each(['DRAFT', 'SUBMITTED', 'APPROVED', 'IN_RFQ'] as const)(
    'cancels the whole requisition in %s',
    (state) => {
      const result = cancelRequisition(state, [line('10'), line('2.5')]);
      expect(result).toEqual({
        ok: true,
        to: 'CANCELLED',
        action: 'cancel_requisition',
        lines: [line('10', '0', '0', '10'), line('2.5', '0', '0', '2.5')],
      });
    },
  );

  it('cancels only the unordered remainder of a partly ordered requisition', () => {
    const result = cancelRequisition('PARTIALLY_ORDERED', [line('10', '4'), line('5', '5'), line('3')]);
    expect(result).toEqual({
      ok: true,
      to: 'ORDERED',
      action: 'cancel_requisition',
      lines: [line('10', '4', '0', '6'), line('5', '5'), line('3', '0', '0', '3')],
    });
  });

  it('derives the state after cancelling the remainder of a partly received requisition', () => {
    const result = cancelRequisition('PARTIALLY_RECEIVED', [line('10', '10', '10'), line('4')]);
    expect(result).toMatchObject({ ok: true, to: 'RECEIVED' });
  });

  it.each([
    ['ORDERED', [line('10', '10')], 'Cannot cancel a requisition in state ORDERED'],
    ['RECEIVED', [line('10', '10', '10')], 'Cannot cancel a requisition in state RECEIVED'],
    ['CLOSED', [line('10')], 'Cannot cancel a requisition in state CLOSED'],
    ['CANCELLED', [line('10')], 'Cannot cancel a requisition in state CANCELLED'],
    [
      'PARTIALLY_RECEIVED',
      [line('10', '10', '3')],
      'Nothing left to cancel: every line of the requisition is ordered',
    ],
  ] as const)('refuses in %s', (state, lines, message) => {
    expect(cancelRequisition(state, lines)).toEqual({ ok: false, message });
  });
});
