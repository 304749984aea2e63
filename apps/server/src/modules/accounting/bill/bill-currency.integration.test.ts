import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BillDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { recordDelivered } from '../../purchasing/purchase-order/purchase-order.flow';
import { purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import { categoriesByCode } from '../../purchasing/purchasing.test-fixtures';
import { insertOrder, type TestOrder } from '../../purchasing/delivery/delivery.test-fixtures';
import { budgetSpend } from './bill.test-fixtures';
import { insertRate } from '../exchange-rate/exchange-rate.repo';

/**
 * A bill in another currency than its PO (a EUR PO billed in USD): the three-way match compares the
 * prices in EUR at the bill date's USD→EUR rate (kept on the bill with its date and source), posting adds
 * the lines to the PO's billed amount in EUR, the budget moves the PO's committed amount to actual once,
 * and a reversal takes back exactly what posting added.
 */
let t: TestApp;
let accountant: TestSession;
let aurora: string;
let categoryId: string;
const YEAR = new Date().getUTCFullYear();
// Dates without demo rates: only the test's own USD→EUR rate applies.
const RATE_DATE = '2019-03-11';
const BILL_DATE = '2019-03-15';

beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  const admin = await t.login(DEMO.admin);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  categoryId = (await categoriesByCode(admin))('100').id;
  await insertRate(t.db, {
    fromCurrency: 'USD',
    toCurrency: 'EUR',
    rate: '0.9',
    date: RATE_DATE,
    source: 'test-ecb',
  });
});
afterAll(() => t?.close());

const spend = () => budgetSpend(t.db, aurora, categoryId, YEAR);
const po = async (o: TestOrder) =>
  (
    await t.db
      .select({
        v: purchaseOrders.vendorId,
        state: purchaseOrders.state,
        billed: purchaseOrders.billedAmount,
      })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, o.purchaseOrderId))
  )[0]!;

function body(o: TestOrder, vendorId: string, prices: string[], billDate = BILL_DATE) {
  return {
    vendorId,
    shipId: aurora,
    vendorInvoiceNumber: unique('FX'),
    billDate,
    dueDate: billDate,
    currency: 'USD',
    lines: prices.map((unitPrice, i) => ({
      purchaseOrderLineId: o.lineIds[i],
      description: `line ${i}`,
      quantity: '10',
      unitPrice,
    })),
  };
}

/** A EUR PO of two lines (10 × 20.00 and 10 × 10.00 EUR) at 1 EUR = 1.10 USD, delivered in full. */
async function eurOrder() {
  const order = await insertOrder(t.db, {
    shipId: aurora,
    categoryId,
    currency: 'EUR',
    lines: [
      { description: 'Rope', quantity: '10', unitPrice: '20.00' },
      { description: 'Shackle', quantity: '10', unitPrice: '10.00' },
    ],
  });
  await t.db.update(purchaseOrders).set({ rate: '1.1' }).where(eq(purchaseOrders.id, order.purchaseOrderId));
  await recordDelivered(
    t.db,
    order.lineIds.map((id) => ({ purchaseOrderLineId: id, delta: '10' })),
    { id: null, name: 'test' },
  );
  return order;
}

describe('a EUR PO billed in USD', () => {
  it('matches in EUR at the bill date rate, posts, counts the budget once and reverses exactly', async () => {
    const start = await spend();
    const delta = async () => {
      const now = await spend();
      return {
        committed: +(now.committed - start.committed).toFixed(2),
        actual: +(now.actual - start.actual).toFixed(2),
      };
    };
    const order = await eurOrder();
    const { v: vendorId } = await po(order);
    expect(await delta()).toEqual({ committed: 330, actual: 0 }); // 300 EUR at 1.10

    // 22.20 USD = 19.98 EUR (≤ 20.00: matched); 12.00 USD = 10.80 EUR (8 % above 10.00: a variance).
    const draft = dataOf<BillDetail>(
      await accountant.post('/accounting/bills', body(order, vendorId, ['22.20', '12.00'])),
    );
    expect(draft).toMatchObject({
      currency: 'USD',
      poCurrency: 'EUR',
      poRate: '0.9',
      poRateDate: RATE_DATE,
      poRateSource: 'test-ecb',
      matchStatus: 'MISMATCH',
    });
    expect(draft.lines.map((l) => [l.unitPrice, l.convertedUnitPrice, l.poUnitPrice, l.matchStatus])).toEqual(
      [
        ['22.2', '19.98', '20', 'MATCHED'],
        ['12', '10.8', '10', 'PRICE_VARIANCE'],
      ],
    );

    // The vendor's corrected price: 11.10 USD = 9.99 EUR.
    const fixed = dataOf<BillDetail>(
      await accountant.patch(`/accounting/bills/${draft.id}`, {
        ...body(order, vendorId, ['22.20', '11.10']),
        vendorInvoiceNumber: draft.vendorInvoiceNumber,
        version: draft.version,
      }),
    );
    expect(fixed.matchStatus).toBe('MATCHED');
    expect(fixed.total).toBe('333');
    expect(await delta()).toEqual({ committed: 330, actual: 0 }); // a draft counts nothing

    const posted = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${fixed.id}/post`, { version: fixed.version }),
    );
    expect([posted.state, posted.poRate, posted.matchStatus]).toEqual(['POSTED', '0.9', 'MATCHED']);
    // 333.00 USD × 0.9 = 299.70 EUR billed on the PO; fully delivered and billed: closed.
    const billed = await po(order);
    expect([billed.state, Number(billed.billed)]).toEqual(['CLOSED', 299.7]);
    // The PO's open 330 leaves committed; actual is the billed EUR at the PO's rate, counted once
    // (the bill's PO lines are not counted again by the PO-less bill trigger).
    expect(await delta()).toEqual({ committed: 0, actual: 329.67 });

    const reversed = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${fixed.id}/reverse`, {
        version: posted.version,
        reason: 'Wrong',
      }),
    );
    expect(reversed.state).toBe('REVERSED');
    const back = await po(order);
    expect([back.state, Number(back.billed)]).toEqual(['DELIVERED', 0]);
    expect(await delta()).toEqual({ committed: 330, actual: 0 });
  });

  it('crosses through the base currency when the bill and PO currencies have no rate between them', async () => {
    // Only GBP→USD (1.25) and USD→EUR (0.9) exist on that date: GBP→EUR is 1.25 × 0.9 = 1.125.
    await insertRate(t.db, {
      fromCurrency: 'GBP',
      toCurrency: 'USD',
      rate: '1.25',
      date: RATE_DATE,
      source: 'test-boe',
    });
    const order = await eurOrder();
    const { v: vendorId } = await po(order);
    // 17.76 GBP = 19.98 EUR (matched); 9.60 GBP = 10.80 EUR (8 % above 10.00: a variance).
    const draft = dataOf<BillDetail>(
      await accountant.post('/accounting/bills', {
        ...body(order, vendorId, ['17.76', '9.60']),
        currency: 'GBP',
      }),
    );
    expect(draft).toMatchObject({
      currency: 'GBP',
      poCurrency: 'EUR',
      poRate: '1.125',
      poRateDate: RATE_DATE,
      poRateSource: 'test-boe GBP→USD × test-ecb USD→EUR',
    });
    expect(draft.lines.map((l) => [l.convertedUnitPrice, l.matchStatus])).toEqual([
      ['19.98', 'MATCHED'],
      ['10.8', 'PRICE_VARIANCE'],
    ]);
  });

  it('refuses a bill without a rate into the PO currency and POs of two currencies, naming the field', async () => {
    const order = await eurOrder();
    const { v: vendorId } = await po(order);
    const noRate = await accountant.post(
      '/accounting/bills',
      body(order, vendorId, ['22.20', '11.10'], '2018-01-02'),
    );
    expect(noRate.statusCode).toBe(400);
    expect(noRate.body).toContain('currency');
    expect(noRate.body).toContain('cannot be compared');

    const usd = await insertOrder(t.db, {
      shipId: aurora,
      categoryId,
      lines: [{ description: 'Paint', quantity: '1', unitPrice: '5' }],
    });
    await recordDelivered(t.db, [{ purchaseOrderLineId: usd.lineIds[0]!, delta: '1' }], {
      id: null,
      name: 'test',
    });
    const mixed = body(order, vendorId, ['22.20']);
    mixed.lines.push({
      purchaseOrderLineId: usd.lineIds[0],
      description: 'Paint',
      quantity: '1',
      unitPrice: '5',
    });
    const refused = await accountant.post('/accounting/bills', mixed);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('lines.1.purchaseOrderLineId');
  });
});
