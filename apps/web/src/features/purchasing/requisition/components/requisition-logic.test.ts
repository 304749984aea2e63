import { describe, expect, it } from 'vitest';
import { buildAccess, updateRequisitionSchema } from '@keel/domain';
import { SHIP_A, SHIP_B } from '../../../../test/fixtures';
import { availableActions } from './requisition-actions';
import { bodyOf, emptyLine, errorsWithoutLine, formValuesOf } from './requisition-form';
import { aRequisition } from './requisition-test-data';

const access = (actions: string[], shipId = SHIP_A.id) =>
  buildAccess({
    isAdmin: false,
    sidebar: ['purchasing.requisition'],
    shipActions: [{ ship_id: shipId, actions }],
  });

describe('requisition form', () => {
  it('round-trips a stored draft into a body the update schema accepts', () => {
    const r = aRequisition();
    const body = updateRequisitionSchema.parse({ version: r.version, ...bodyOf(formValuesOf(r)) });
    expect(body).toMatchObject({ priority: 1, currency: 'USD', deliveryPort: 'NLRTM' });
    expect(body.lines.map((l) => l.id)).toEqual(r.lines.map((l) => l.id));
    expect(body.lines[1]).toMatchObject({
      impaCode: null,
      makerPartNumber: '90910-0789',
      estimatedUnitPrice: null,
    });
  });

  it('names an empty quantity of a new line under lines.<i>.quantity', () => {
    const values = formValuesOf(aRequisition());
    values.lines.push({ ...emptyLine(), description: 'Bolt', impaCode: '610116' });
    const result = updateRequisitionSchema.safeParse({ version: 3, ...bodyOf(values) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lines.2.quantity', 'quantity is required'],
    ]);
  });

  it('sends no currency when no line has a price', () => {
    const values = formValuesOf(aRequisition());
    values.lines = values.lines.map((l) => ({ ...l, estimatedUnitPrice: '' }));
    expect(bodyOf(values).currency).toBe('');
  });

  it('drops a removed line’s messages and moves the later ones up', () => {
    expect(
      errorsWithoutLine(
        { title: 't', 'lines.0.quantity': 'a', 'lines.1.unit': 'b', 'lines.2.quantity': 'c' },
        1,
      ),
    ).toEqual({ title: 't', 'lines.0.quantity': 'a', 'lines.1.quantity': 'c' });
  });
});

describe('requisition actions', () => {
  it('offers edit and submit on a draft to a user with manage_req_status on its ship', () => {
    expect(availableActions(aRequisition(), access(['manage_req_status']))).toEqual(['edit', 'submit']);
    expect(availableActions(aRequisition(), access(['manage_req_status'], SHIP_B.id))).toEqual(['edit']);
  });

  it('offers approve and send back on a submitted one to a moderator only', () => {
    const submitted = aRequisition({ state: 'SUBMITTED' });
    expect(availableActions(submitted, access(['moderate_requisition', 'manage_req_status']))).toEqual([
      'approve',
      'sendBack',
    ]);
    expect(availableActions(submitted, access(['manage_req_status']))).toEqual([]);
  });

  it('offers quotations and cancel on an approved one; cancel remainder and close once partly ordered', () => {
    const purchaser = access(['requesting_for_quotation', 'cancel_requisition', 'manage_req_status']);
    expect(availableActions(aRequisition({ state: 'APPROVED' }), purchaser)).toEqual([
      'requestQuotations',
      'cancel',
    ]);
    const r = aRequisition({ state: 'PARTIALLY_ORDERED' });
    expect(availableActions(r, purchaser)).toEqual(['cancel', 'close']);
    const allOrdered = aRequisition({
      state: 'ORDERED',
      lines: r.lines.map((l) => ({ ...l, orderedQuantity: l.quantity, openQuantity: '0', state: 'ORDERED' })),
    });
    expect(availableActions(allOrdered, purchaser)).toEqual(['close']);
  });
});
