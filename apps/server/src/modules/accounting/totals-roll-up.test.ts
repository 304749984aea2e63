import { describe, expect, it } from 'vitest';
import { totalsFromRollUp } from './bill/bill-totals.repo';
import { totalsFromStateRollUp } from './invoice/invoice-totals.repo';

const SHIP = '4b0d1f2a-3c5e-4d7f-9a1b-2c3d4e5f6a70';

describe('which list totals the roll-ups answer', () => {
  it('bills: ships, ship, vendor and state from the roll-up; a search, due dates or overdue over the bills', () => {
    const base = { shipIds: [SHIP], today: '2026-11-26' };
    expect(totalsFromRollUp(base)).toBe(true);
    expect(totalsFromRollUp({ ...base, shipId: SHIP, vendorId: SHIP, state: 'POSTED', pattern: '' })).toBe(
      true,
    );
    expect(totalsFromRollUp({ ...base, pattern: '%fuel%' })).toBe(false);
    expect(totalsFromRollUp({ ...base, dueFrom: '2026-11-01' })).toBe(false);
    expect(totalsFromRollUp({ ...base, dueTo: '2026-11-30' })).toBe(false);
    expect(totalsFromRollUp({ ...base, overdue: false })).toBe(false);
    expect(totalsFromRollUp({ ...base, overdue: true })).toBe(false);
  });

  it('invoices: ships, ship, customer and states from the roll-up; a search, due dates or overdue not', () => {
    const base = { shipIds: null };
    expect(totalsFromStateRollUp(base)).toBe(true);
    expect(totalsFromStateRollUp({ ...base, shipId: SHIP, customerId: SHIP, states: ['PAID'] })).toBe(true);
    expect(totalsFromStateRollUp({ ...base, pattern: '%acme%' })).toBe(false);
    expect(totalsFromStateRollUp({ ...base, overdueOn: '2026-11-26' })).toBe(false);
    expect(totalsFromStateRollUp({ ...base, dueFrom: '2026-11-01' })).toBe(false);
    expect(totalsFromStateRollUp({ ...base, dueTo: '2026-11-30' })).toBe(false);
  });
});
