import { describe, expect, it } from 'vitest';
import { CurrencyMismatchError } from '../money/currency';
import type {
  BudgetLine,
  CommittedBill,
  CommittedInput,
  CommittedPurchaseOrder,
  CommittedRequisition,
} from './budget';
import { committedFromSums, computeCommitted, overBudget } from './budget';

const usd = (amount: string) => ({ amount, currency: 'USD' });
const at = { shipId: 'S1', categoryId: 'C1' };

const req = (
  id: string,
  state: CommittedRequisition['state'],
  lines: CommittedRequisition['lines'],
): CommittedRequisition => ({
  id,
  ...at,
  state,
  lines,
});
const po = (id: string, state: CommittedPurchaseOrder['state'], total: string): CommittedPurchaseOrder => ({
  id,
  ...at,
  state,
  total: usd(total),
});
const bill = (
  id: string,
  state: CommittedBill['state'],
  amount: string,
  purchaseOrderId?: string,
): CommittedBill => ({
  id,
  ...at,
  state,
  amount: usd(amount),
  purchaseOrderId: purchaseOrderId ?? null,
});
const line = (quantity: string, orderedQty: string, estimatedUnitPrice: string, cancelledQty = '0') => ({
  quantity,
  orderedQty,
  cancelledQty,
  estimatedUnitPrice,
});

const only = (input: Omit<CommittedInput, 'currency'>) => {
  const [entry, ...rest] = computeCommitted({ currency: 'USD', ...input });
  expect(rest).toEqual([]);
  return entry;
};

describe('computeCommitted counts each amount once', () => {
  it('counts an approved requisition by its estimate, only for what is not ordered', () => {
    expect(only({ requisitions: [req('R1', 'APPROVED', [line('10', '0', '5')])] })?.requisitions).toBe(
      '50.00',
    );
    expect(
      only({ requisitions: [req('R2', 'PARTIALLY_ORDERED', [line('10', '4', '10'), line('2', '2', '99')])] })
        ?.requisitions,
    ).toBe('60.00');
    expect(only({ requisitions: [req('R3', 'IN_RFQ', [line('10', '0', '5', '4')])] })?.requisitions).toBe(
      '30.00',
    );
  });

  it.each(['DRAFT', 'SUBMITTED', 'CLOSED', 'CANCELLED'] as const)(
    'does not count a requisition in %s',
    (state) => {
      expect(
        computeCommitted({ currency: 'USD', requisitions: [req('R', state, [line('10', '0', '5')])] }),
      ).toEqual([]);
    },
  );

  it('moves an amount from the requisition to the order when ordered, never both', () => {
    const before = only({ requisitions: [req('R', 'IN_RFQ', [line('10', '0', '50')])] });
    const after = only({
      requisitions: [req('R', 'ORDERED', [line('10', '10', '50')])],
      purchaseOrders: [po('P', 'APPROVED', '480.00')],
    });
    expect(before).toMatchObject({ requisitions: '500.00', purchaseOrders: '0.00', total: '500.00' });
    expect(after).toMatchObject({ requisitions: '0.00', purchaseOrders: '480.00', total: '480.00' });
  });

  it("counts a purchase order's billed part as actual, not twice", () => {
    const entry = only({
      purchaseOrders: [po('P1', 'CONFIRMED', '500.00')],
      bills: [bill('B1', 'POSTED', '200.00', 'P1')],
    });
    expect(entry).toMatchObject({ purchaseOrders: '300.00', actual: '200.00', total: '500.00' });
  });

  it('counts a fully billed order only through its bills, even when billed for less or more', () => {
    expect(
      only({ purchaseOrders: [po('P2', 'BILLED', '300')], bills: [bill('B2', 'PAID', '280', 'P2')] }),
    ).toMatchObject({
      purchaseOrders: '0.00',
      actual: '280.00',
      total: '280.00',
    });
    expect(
      only({ purchaseOrders: [po('P3', 'DELIVERED', '100')], bills: [bill('B3', 'POSTED', '150', 'P3')] }),
    ).toMatchObject({ purchaseOrders: '0.00', actual: '150.00', total: '150.00' });
  });

  it('ignores draft, cancelled and reversed bills, and cancelled or declined orders', () => {
    const entry = only({
      purchaseOrders: [po('P1', 'SENT', '500'), po('P4', 'CANCELLED', '999'), po('P5', 'DECLINED', '999')],
      bills: [bill('B4', 'DRAFT', '200', 'P1'), bill('B5', 'CANCELLED', '50'), bill('B6', 'REVERSED', '70')],
    });
    expect(entry).toMatchObject({ purchaseOrders: '500.00', actual: '0.00', total: '500.00' });
  });

  it('does not count an expense recorded from a counted bill, nor a record listed twice', () => {
    const entry = only({
      bills: [bill('B1', 'POSTED', '200'), bill('B1', 'POSTED', '200'), bill('B4', 'DRAFT', '25')],
      expenses: [
        { id: 'E1', ...at, amount: usd('40') },
        { id: 'E1', ...at, amount: usd('40') },
        { id: 'E2', ...at, amount: usd('200'), billId: 'B1' },
        { id: 'E3', ...at, amount: usd('25'), billId: 'B4' },
      ],
    });
    expect(entry).toMatchObject({ actual: '265.00', total: '265.00' });
  });

  it('adds everything up per ship and category', () => {
    const entries = computeCommitted({
      currency: 'USD',
      requisitions: [req('R1', 'APPROVED', [line('10', '0', '5')])],
      purchaseOrders: [po('P1', 'CONFIRMED', '500')],
      bills: [bill('B1', 'POSTED', '200', 'P1')],
      expenses: [{ id: 'E9', shipId: 'S2', categoryId: 'C1', amount: usd('12.5') }],
    });
    expect(entries).toEqual([
      {
        ...at,
        currency: 'USD',
        requisitions: '50.00',
        purchaseOrders: '300.00',
        actual: '200.00',
        total: '550.00',
      },
      {
        shipId: 'S2',
        categoryId: 'C1',
        currency: 'USD',
        requisitions: '0.00',
        purchaseOrders: '0.00',
        actual: '12.50',
        total: '12.50',
      },
    ]);
  });

  it('refuses an amount in another currency', () => {
    expect(() =>
      computeCommitted({
        currency: 'USD',
        expenses: [{ id: 'E', ...at, amount: { amount: '1', currency: 'EUR' } }],
      }),
    ).toThrow(CurrencyMismatchError);
  });
});

describe('overBudget', () => {
  const committed = (shipId: string, categoryId: string, total: string, currency = 'USD') => ({
    shipId,
    categoryId,
    currency,
    total,
  });
  const budget = (
    shipId: string,
    categoryId: string,
    amount: string,
    revision?: number,
    currency = 'USD',
  ): BudgetLine => ({
    shipId,
    categoryId,
    amount: { amount, currency },
    ...(revision === undefined ? {} : { revision }),
  });

  it('lists every ship and category over budget, using the latest revision', () => {
    const entries = overBudget(
      [
        budget('S1', 'C1', '1000.00', 1),
        budget('S1', 'C1', '1200.00', 2),
        budget('S1', 'C2', '100'),
        budget('S1', 'C3', '50'),
      ],
      [committed('S1', 'C1', '1105.00'), committed('S1', 'C2', '150.00'), committed('S1', 'C3', '50.00')],
    );
    expect(entries).toEqual([
      {
        kind: 'over',
        shipId: 'S1',
        categoryId: 'C2',
        currency: 'USD',
        budget: '100',
        committed: '150.00',
        excess: '50.00',
      },
    ]);
    expect(overBudget([budget('S1', 'C1', '1000.00', 1)], [committed('S1', 'C1', '1105.00')])).toMatchObject([
      { kind: 'over', excess: '105.00' },
    ]);
  });

  it('reports a committed amount without a budget as an error, never passing it silently', () => {
    expect(overBudget([], [committed('S2', 'C1', '10.00'), committed('S2', 'C3', '0.00')])).toEqual([
      {
        kind: 'error',
        shipId: 'S2',
        categoryId: 'C1',
        currency: 'USD',
        committed: '10.00',
        message: 'No budget for category C1 on ship S2, but 10.00 USD is committed',
      },
    ]);
  });

  it('reports a budget in another currency and duplicate budgets as errors', () => {
    const entries = overBudget(
      [budget('S3', 'C1', '100', 1, 'EUR'), budget('S3', 'C2', '100', 1), budget('S3', 'C2', '200', 1)],
      [committed('S3', 'C1', '1.00'), committed('S3', 'C2', '1.00')],
    );
    expect(entries.map((e) => (e.kind === 'error' ? e.message : e.kind))).toEqual([
      'The budget of category C1 on ship S3 is in EUR, the committed amount in USD',
      'Several budgets (revision 1) for category C2 on ship S3',
    ]);
  });
});

describe('committedFromSums', () => {
  /** A deterministic stream of awkward amounts: 0–4 fraction digits, negatives, exact halves of a cent. */
  function* amounts(seed: number): Generator<string> {
    let x = seed;
    for (;;) {
      x = (x * 1103515245 + 12345) % 2147483648;
      const whole = x % 1_000_000;
      const fraction = String(x % 10_000)
        .padStart(4, '0')
        .slice(0, x % 5);
      const sign = x % 7 === 0 ? '-' : '';
      yield `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
    }
  }

  it('gives what computeCommitted gives for one requisition, order and bill carrying the sums', () => {
    const next = amounts(42);
    for (const currency of ['USD', 'JPY', 'KWD']) {
      for (let i = 0; i < 300; i += 1) {
        const [r, p, a] = [next.next().value, next.next().value, next.next().value] as string[];
        const money = (amount: string) => ({ amount, currency });
        const [expected] = computeCommitted({
          currency,
          requisitions: [
            {
              id: 'r',
              ...at,
              state: 'APPROVED',
              lines: [{ quantity: '1', orderedQty: '0', cancelledQty: '0', estimatedUnitPrice: r! }],
            },
          ],
          purchaseOrders: [{ id: 'p', ...at, state: 'SENT', total: money(p!) }],
          bills: [{ id: 'b', ...at, state: 'POSTED', amount: money(a!) }],
        });
        expect(
          committedFromSums({ ...at, currency, requisitions: r!, purchaseOrders: p!, actual: a! }),
          `${r} ${p} ${a} ${currency}`,
        ).toEqual(expected);
      }
    }
  });

  it('gives the same digits at the edge of the safe-integer range, where it falls back to exact strings', () => {
    // 13 to 18 digits: some sums fit a safe integer, some only after rounding, some not at all.
    const digits = [
      '9999999999999',
      '99999999999999',
      '999999999999999',
      '9007199254740993',
      '123456789012345678',
    ];
    const values = digits.flatMap((d) => [
      d,
      `-${d}`,
      `${d.slice(0, -3)}.${d.slice(-3)}`,
      `${d.slice(0, -1)}.5`,
    ]);
    const cases = ['USD', 'JPY', 'KWD'].flatMap((currency) =>
      values.map((r, i) => [
        r,
        values[(i * 7 + 3) % values.length]!,
        values[(i * 11 + 5) % values.length]!,
        currency,
      ]),
    );
    // Each part a safe integer of fils, their total not (2^53 is 9,007,199,254,740,992).
    cases.push(
      ['9000000000001', '9000000000001', '0.001', 'KWD'],
      ['4503599627370.496', '4503599627370.496', '1', 'KWD'],
    );
    for (const [r, p, a, currency] of cases as [string, string, string, string][]) {
      const money = (amount: string) => ({ amount, currency });
      const [expected] = computeCommitted({
        currency,
        requisitions: [
          {
            id: 'r',
            ...at,
            state: 'APPROVED',
            lines: [{ quantity: '1', orderedQty: '0', cancelledQty: '0', estimatedUnitPrice: r }],
          },
        ],
        purchaseOrders: [{ id: 'p', ...at, state: 'SENT', total: money(p) }],
        bills: [{ id: 'b', ...at, state: 'POSTED', amount: money(a) }],
      });
      expect(
        committedFromSums({ ...at, currency, requisitions: r, purchaseOrders: p, actual: a }),
        `${r} ${p} ${a} ${currency}`,
      ).toEqual(expected);
    }
  });

  it('rounds each source once and never lets an order remainder go below zero', () => {
    expect(
      committedFromSums({
        ...at,
        currency: 'USD',
        requisitions: '10.005',
        purchaseOrders: '-3',
        actual: '0.015',
      }),
    ).toMatchObject({ requisitions: '10.01', purchaseOrders: '0.00', actual: '0.02', total: '10.03' });
  });
});
