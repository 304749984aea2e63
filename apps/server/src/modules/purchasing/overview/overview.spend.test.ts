import { describe, expect, it } from 'vitest';
import { spendByShipCategory, type BudgetAmount, type CommittedGroup } from './overview.spend';

const group = (over: Partial<CommittedGroup> & Pick<CommittedGroup, 'shipId'>): CommittedGroup => ({
  categoryId: 'cat-a',
  currency: 'USD',
  requisitions: '0',
  purchaseOrders: '0',
  actual: '0',
  ...over,
});
const budget = (over: Partial<BudgetAmount> & Pick<BudgetAmount, 'shipId'>): BudgetAmount => ({
  categoryId: 'cat-a',
  currency: 'USD',
  amount: '1000.00',
  revision: 1,
  ...over,
});

describe('spendByShipCategory', () => {
  it('counts each source once, rounded to the currency, and decides over budget with the domain rule', () => {
    const entries = spendByShipCategory(
      [
        group({ shipId: 's1', requisitions: '400.004', purchaseOrders: '300.0049', actual: '300' }),
        group({ shipId: 's2', requisitions: '999.99' }),
        group({ shipId: 's3', purchaseOrders: '-5' }),
      ],
      [budget({ shipId: 's1' }), budget({ shipId: 's2' }), budget({ shipId: 's3' })],
      'USD',
    );
    expect(entries).toEqual([
      {
        shipId: 's1',
        categoryId: 'cat-a',
        currency: 'USD',
        budget: '1000.00',
        requisitions: '400.00',
        purchaseOrders: '300.00',
        actual: '300.00',
        committed: '1000.00',
        remaining: '0.00',
        over: false,
        error: null,
      },
      expect.objectContaining({ shipId: 's2', committed: '999.99', remaining: '0.01', over: false }),
      // A negative order remainder counts as nothing.
      expect.objectContaining({ shipId: 's3', purchaseOrders: '0.00', committed: '0.00', over: false }),
    ]);
  });

  it('marks the one cent over and leaves untouched groups out', () => {
    const entries = spendByShipCategory(
      [group({ shipId: 's1', actual: '1000.005' }), group({ shipId: 's2' })],
      [budget({ shipId: 's1' })],
      'USD',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ committed: '1000.01', remaining: '-0.01', over: true, error: null });
  });

  it('reports what cannot be compared as errors, never as a pass', () => {
    const entries = spendByShipCategory(
      [
        group({ shipId: 'no-budget', actual: '10' }),
        group({ shipId: 'no-category', categoryId: null, actual: '7.5' }),
        group({ shipId: 'foreign', currency: 'EUR', actual: '12.345' }),
        group({ shipId: 'foreign', actual: '1' }),
      ],
      [budget({ shipId: 'foreign' }), budget({ shipId: 'unused', amount: '50' })],
      'USD',
    );
    const byShip = Object.fromEntries(entries.map((e) => [e.shipId, e]));
    expect(byShip['no-budget']).toMatchObject({
      budget: null,
      over: false,
      error: 'No budget for this category or a category above it, but 10.00 USD is committed',
    });
    expect(byShip['no-category']?.error).toBe('7.50 USD is committed without an expense category');
    expect(byShip['foreign']).toMatchObject({
      committed: '1.00',
      error: '12.35 EUR committed in another currency than the USD budget; it cannot be compared',
    });
    // A budget with nothing committed is listed, within budget.
    expect(byShip['unused']).toMatchObject({
      committed: '0.00',
      remaining: '50.00',
      over: false,
      error: null,
    });
  });
});
