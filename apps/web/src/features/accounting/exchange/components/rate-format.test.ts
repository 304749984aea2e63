import { describe, expect, it } from 'vitest';
import { formatRate, rateUseLink } from './rate-format';

describe('formatRate', () => {
  it('drops trailing zeros and keeps at least four decimals', () => {
    expect(formatRate('1.0853000000')).toBe('1.0853');
    expect(formatRate('161.4000000000')).toBe('161.4000');
    expect(formatRate('0.0061957300')).toBe('0.00619573');
    expect(formatRate('3')).toBe('3.0000');
  });
});

describe('rateUseLink', () => {
  const use = {
    id: '0b5c3f9e-1d2a-4c6b-8e7f-9a0b1c2d3e4f',
    rate: '1.1325',
    currency: 'CHF',
    baseCurrency: 'USD',
  };
  it('opens each kind of document on its own page and names it', () => {
    expect(rateUseLink({ ...use, entity: 'purchase_order', number: 'PO-2026-00012' })).toEqual({
      to: `/purchasing/po?po=${use.id}`,
      label: 'Purchase order PO-2026-00012',
      keptOn: 'the order',
    });
    expect(rateUseLink({ ...use, entity: 'expense', number: 'Swiss pilotage' })).toEqual({
      to: `/accounting/expenses/${use.id}`,
      label: 'Expense: Swiss pilotage',
      keptOn: 'the expense',
    });
    expect(rateUseLink({ ...use, entity: 'bill', number: 'BILL-7' }).to).toBe(
      `/accounting/bills/view/${use.id}`,
    );
    expect(rateUseLink({ ...use, entity: 'bill_payment', number: 'BILL-7' })).toMatchObject({
      to: `/accounting/bills/view/${use.id}`,
      label: 'Payment of vendor bill BILL-7',
    });
    expect(rateUseLink({ ...use, entity: 'invoice', number: 'Draft' })).toMatchObject({
      to: `/accounting/invoices/view/${use.id}`,
      label: 'Invoice Draft',
    });
  });
});
