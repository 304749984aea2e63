import { describe, expect, it } from 'vitest';
import { changedFields, describeAuditRow, fieldLabel, formatActivityValue } from './activity-words';
import { recordTitleOf } from './record-entity';

describe('fieldLabel', () => {
  it('never shows a raw field name', () => {
    expect(fieldLabel('shipId')).toBe('Ship');
    expect(fieldLabel('requiredBy')).toBe('Required by');
    expect(fieldLabel('vendorName')).toBe('Vendor');
    expect(fieldLabel('deliveryPort')).toBe('Delivery port');
    expect(fieldLabel('rfq_cancelled')).toBe('RFQ cancelled');
  });
});

describe('formatActivityValue', () => {
  it('formats dates, times, states, booleans and known ids', () => {
    expect(formatActivityValue('2026-12-01')).toBe('2026/12/01');
    expect(formatActivityValue('2026-12-01T09:05:00.000Z')).toBe('2026/12/01 09:05');
    expect(formatActivityValue('IN_RFQ')).toBe('In RFQ');
    expect(formatActivityValue(true)).toBe('yes');
    const id = '3f0c7a52-1111-4222-8333-444455556666';
    expect(formatActivityValue(id, new Map([[id, 'Keel Aurora']]))).toBe('Keel Aurora');
    expect(formatActivityValue(id)).toBeNull();
    expect(formatActivityValue('')).toBeNull();
  });
});

describe('changedFields', () => {
  it('lists changed fields only, by name rather than by id', () => {
    const before = {
      id: 'x',
      version: 1,
      shipId: 'a',
      shipName: 'Keel Aurora',
      requiredBy: '2026-12-01',
      title: 'Pumps',
    };
    const after = {
      id: 'x',
      version: 2,
      shipId: 'b',
      shipName: 'Keel Borealis',
      requiredBy: '2026-12-05',
      title: 'Pumps',
    };
    expect(changedFields(before, after)).toEqual([
      { field: 'shipName', label: 'Ship', from: 'Keel Aurora', to: 'Keel Borealis' },
      { field: 'requiredBy', label: 'Required by', from: '2026/12/01', to: '2026/12/05' },
    ]);
  });
});

describe('describeAuditRow', () => {
  it('puts an edit into words', () => {
    const row = {
      entity: 'requisition',
      action: 'update',
      actorName: 'Ana Petrova',
      before: { requiredBy: '2026-12-01', version: 1 },
      after: { requiredBy: '2026-12-05', version: 2 },
    };
    expect(describeAuditRow(row, 'requisition').text).toBe(
      'Ana Petrova changed Required by from 2026/12/01 to 2026/12/05',
    );
  });

  it('names a status change by its verb, with the reason', () => {
    const row = {
      entity: 'requisition',
      action: 'send_back',
      actorName: 'Sam Super',
      before: { state: 'SUBMITTED', sentBackReason: null },
      after: { state: 'DRAFT', sentBackReason: 'Add the maker' },
    };
    const described = describeAuditRow(row, 'requisition');
    expect(described).toMatchObject({
      verb: 'sent the requisition back',
      changes: [],
      note: 'Add the maker',
    });
    expect(described.text).toBe('Sam Super sent the requisition back — “Add the maker”');
    expect(describeAuditRow({ ...row, action: 'submit' }, 'requisition').text).toBe(
      'Sam Super submitted the requisition — “Add the maker”',
    );
  });

  it('tells comments and attachments', () => {
    expect(
      describeAuditRow(
        {
          entity: 'record_comment',
          action: 'comment',
          actorName: 'Ana',
          before: null,
          after: { body: 'Hi @Sam' },
        },
        'purchase_order',
      ),
    ).toMatchObject({ text: 'Ana commented', note: 'Hi @Sam' });
    expect(
      describeAuditRow(
        {
          entity: 'record_attachment',
          action: 'attach',
          actorName: 'Ana',
          before: null,
          after: { name: 'a.pdf' },
        },
        'delivery',
      ).text,
    ).toBe('Ana attached a.pdf');
  });
});

describe('recordTitleOf', () => {
  it('titles records by number or name', () => {
    expect(recordTitleOf('requisition', { number: 'REQ-2026-0012', title: 'Pumps' })).toBe(
      'Requisition REQ-2026-0012',
    );
    expect(recordTitleOf('ship', { name: 'Keel Aurora' })).toBe('Ship Keel Aurora');
    expect(recordTitleOf('rfq', { number: 'RFQ-2026-0001' })).toBe('RFQ RFQ-2026-0001');
    expect(recordTitleOf('user', { id: 'x' })).toBeNull();
  });
});
