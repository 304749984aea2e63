import { describe, expect, it } from 'vitest';
import { computeCommitted } from '../purchasing/budget';
import {
  ageingBucket,
  allowedUnitPrice,
  applyBillEvent,
  applyBillPayment,
  billMatches,
  checkPostBill,
  isBillOverdue,
  matchBillLine,
  normalizeVendorInvoiceNumber,
  paymentExchangeDifference,
  purchaseOrderStateAfterBilling,
} from './bill';
import { billedInOrderCurrency, convertUnitPrice } from './bill-currency';

const poLine = (received: string, already = '0', unitPrice = '10.00') => ({
  unitPrice,
  receivedQuantity: received,
  alreadyBilledQuantity: already,
});

describe('three-way match', () => {
  it('matches when billed ≤ received and price ≤ PO price', () => {
    expect(matchBillLine({ quantity: '5', unitPrice: '10.00', poLine: poLine('5') }).status).toBe('MATCHED');
  });
  it('flags a line billed beyond what was received (short delivery)', () => {
    const m = matchBillLine({ quantity: '10', unitPrice: '10.00', poLine: poLine('8') });
    expect(m.status).toBe('OVER_BILLED');
    expect(m.overBilledQuantity).toBe('2');
  });
  it('counts quantities already billed on other bills', () => {
    expect(matchBillLine({ quantity: '3', unitPrice: '10', poLine: poLine('5', '3') }).status).toBe(
      'OVER_BILLED',
    );
    expect(matchBillLine({ quantity: '2', unitPrice: '10', poLine: poLine('5', '3') }).status).toBe(
      'MATCHED',
    );
  });
  it('flags a price above the PO price beyond the tolerance, accepts it within', () => {
    const line = { quantity: '1', unitPrice: '10.40', poLine: poLine('1') };
    expect(matchBillLine(line).status).toBe('PRICE_VARIANCE');
    expect(matchBillLine(line, { percent: '5', absolute: '0' }).status).toBe('MATCHED');
    expect(matchBillLine(line, { percent: '0', absolute: '0.40' }).status).toBe('MATCHED');
    expect(matchBillLine(line, { percent: '3', absolute: '0.30' }).status).toBe('PRICE_VARIANCE');
  });
  it('takes the larger allowance', () => {
    expect(allowedUnitPrice('100', { percent: '2', absolute: '1.5' })).toBe('102.0000000000');
    expect(allowedUnitPrice('10', { percent: '2', absolute: '1.5' })).toBe('11.5');
  });
  it('a line without a PO is unmatched, not a mismatch', () => {
    const m = matchBillLine({ quantity: '1', unitPrice: '500', poLine: null });
    expect(m.status).toBe('UNMATCHED');
    expect(billMatches([m.status, 'MATCHED'])).toBe(true);
    expect(billMatches(['MATCHED', 'PRICE_VARIANCE'])).toBe(false);
  });
});

describe('three-way match of a bill in another currency than its PO', () => {
  // A EUR PO at 10.00 billed in USD; 1 USD = 0.92 EUR on the bill date.
  const eurPo = (received = '5') => poLine(received, '0', '10.00');
  it('converts the bill price into the PO currency and matches it there', () => {
    const m = matchBillLine({ quantity: '5', unitPrice: '10.87', rate: '0.92', poLine: eurPo() });
    expect(m.convertedUnitPrice).toBe('10.0004');
    // 10.0004 EUR is 0.0004 above the PO price: a variance without tolerance, matched within 2 %.
    expect(m.status).toBe('PRICE_VARIANCE');
    expect(
      matchBillLine(
        { quantity: '5', unitPrice: '10.87', rate: '0.92', poLine: eurPo() },
        { percent: '2', absolute: '0' },
      ).status,
    ).toBe('MATCHED');
    expect(matchBillLine({ quantity: '5', unitPrice: '10.86', rate: '0.92', poLine: eurPo() }).status).toBe(
      'MATCHED',
    );
  });
  it('flags a variance measured in the PO currency, with the tolerance applied there', () => {
    // 11.50 USD = 10.58 EUR: 5.8 % above the EUR price. In USD terms the numbers alone look within 15 %.
    const line = { quantity: '5', unitPrice: '11.50', rate: '0.92', poLine: eurPo() };
    const m = matchBillLine(line, { percent: '5', absolute: '0' });
    expect(m.status).toBe('PRICE_VARIANCE');
    expect(m.convertedUnitPrice).toBe('10.58');
    expect(m.priceDifference).toBe('0.58');
    expect(m.message).toContain('11.50 (10.58 at 0.92)');
    expect(matchBillLine(line, { percent: '6', absolute: '0' }).status).toBe('MATCHED');
    // The absolute allowance is per unit in the PO currency too.
    expect(matchBillLine(line, { percent: '0', absolute: '0.58' }).status).toBe('MATCHED');
    expect(matchBillLine(line, { percent: '0', absolute: '0.57' }).status).toBe('PRICE_VARIANCE');
  });
  it('a price that matches without conversion may not match once converted', () => {
    // 10.00 "USD" read as EUR would match; at 1 USD = 1.08 EUR it is 10.80 EUR.
    const m = matchBillLine({ quantity: '1', unitPrice: '10.00', rate: '1.08', poLine: eurPo() });
    expect(m.status).toBe('PRICE_VARIANCE');
    expect(m.convertedUnitPrice).toBe('10.8');
  });
  it('rounds the converted price half up to 4 decimals; rate 1 keeps the price', () => {
    expect(convertUnitPrice('1', '0.12345')).toBe('0.1235');
    expect(convertUnitPrice('10.40')).toBe('10.40');
    expect(matchBillLine({ quantity: '1', unitPrice: '9', poLine: eurPo() }).convertedUnitPrice).toBe('9');
  });
  it('adds the lines to the PO billed amount in the PO currency, rounded to its minor unit', () => {
    expect(billedInOrderCurrency(['54.35', '100'], '0.92', 'EUR')).toBe('142.00');
    expect(billedInOrderCurrency(['10.01'], '0.9234', 'EUR')).toBe('9.24');
    expect(billedInOrderCurrency(['100', '20.50'], '1', 'USD')).toBe('120.50');
  });
});

describe('vendor invoice number', () => {
  it('normalises case, spaces and dashes', () => {
    expect(normalizeVendorInvoiceNumber('inv - 0042')).toBe('INV0042');
    expect(normalizeVendorInvoiceNumber('INV0042')).toBe(normalizeVendorInvoiceNumber('Inv-00 42'));
    expect(normalizeVendorInvoiceNumber('INV0042')).not.toBe(normalizeVendorInvoiceNumber('INV0043'));
  });
  it('a duplicate is refused naming the earlier bill unless overridden with a reason', () => {
    const refused = checkPostBill({ matched: true, duplicateOf: 'BILL-2026-00001' });
    expect(refused).toEqual(expect.objectContaining({ ok: false, field: 'duplicateOverrideReason' }));
    expect(!refused.ok && refused.message).toContain('BILL-2026-00001');
    expect(
      checkPostBill({ matched: true, duplicateOf: 'BILL-2026-00001', duplicateOverrideReason: 'resent' }).ok,
    ).toBe(true);
  });
  it('a mismatch needs a reason', () => {
    expect(checkPostBill({ matched: false }).ok).toBe(false);
    expect(checkPostBill({ matched: false, mismatchReason: '  ' }).ok).toBe(false);
    expect(checkPostBill({ matched: false, mismatchReason: 'short delivery agreed' }).ok).toBe(true);
  });
});

describe('bill states', () => {
  it('allows the listed transitions only', () => {
    expect(applyBillEvent('DRAFT', 'post')).toEqual(expect.objectContaining({ ok: true, to: 'POSTED' }));
    expect(applyBillEvent('DRAFT', 'cancel')).toEqual(expect.objectContaining({ ok: true, to: 'CANCELLED' }));
    expect(applyBillEvent('POSTED', 'reverse')).toEqual(
      expect.objectContaining({ ok: true, to: 'REVERSED' }),
    );
    expect(applyBillEvent('POSTED', 'cancel').ok).toBe(false);
    expect(applyBillEvent('PAID', 'reverse').ok).toBe(false);
    expect(applyBillEvent('CANCELLED', 'post').ok).toBe(false);
  });
  it('pays in parts and never over-pays', () => {
    const first = applyBillPayment('POSTED', '100.00', '0', '40.00');
    expect(first).toEqual({ ok: true, state: 'PARTIALLY_PAID', paid: '40.00' });
    expect(applyBillPayment('PARTIALLY_PAID', '100.00', '40.00', '60.00')).toEqual({
      ok: true,
      state: 'PAID',
      paid: '100.00',
    });
    const over = applyBillPayment('PARTIALLY_PAID', '100.00', '40.00', '60.01');
    expect(over.ok).toBe(false);
    expect(applyBillPayment('DRAFT', '100.00', '0', '10').ok).toBe(false);
    expect(applyBillPayment('POSTED', '100.00', '0', '0').ok).toBe(false);
  });
  it('gives the exchange difference at the payment date rate', () => {
    expect(paymentExchangeDifference('100.00', '1.10', '1.12', 'USD')).toEqual({
      amountBase: '112.00',
      bookedBase: '110.00',
      difference: '2.00',
    });
  });
});

describe('PO state after billing', () => {
  const line = (quantity: string, deliveredQty: string, billedQty: string) => ({
    quantity,
    deliveredQty,
    billedQty,
  });
  it('closes a fully delivered, fully billed order', () => {
    expect(purchaseOrderStateAfterBilling('DELIVERED', [line('5', '5', '5')])).toBe('CLOSED');
  });
  it('bills an order whose delivered goods are billed', () => {
    expect(purchaseOrderStateAfterBilling('PARTIALLY_DELIVERED', [line('10', '8', '10')])).toBe('BILLED');
    expect(purchaseOrderStateAfterBilling('DELIVERED', [line('5', '5', '2')])).toBe('DELIVERED');
  });
  it('a reversal takes it back to its delivery state', () => {
    expect(purchaseOrderStateAfterBilling('BILLED', [line('10', '8', '0')])).toBe('PARTIALLY_DELIVERED');
    expect(purchaseOrderStateAfterBilling('CLOSED', [line('4', '4', '2')])).toBe('DELIVERED');
  });
  it('leaves other states alone', () => {
    expect(purchaseOrderStateAfterBilling('CANCELLED', [line('1', '0', '0')])).toBe('CANCELLED');
  });
});

describe('ageing', () => {
  it('buckets by days past due', () => {
    expect(ageingBucket('2026-03-10', '2026-03-10')).toBe('current');
    expect(ageingBucket('2026-03-09', '2026-03-10')).toBe('d1to30');
    expect(ageingBucket('2026-02-08', '2026-03-10')).toBe('d1to30');
    expect(ageingBucket('2026-02-07', '2026-03-10')).toBe('d31to60');
    expect(ageingBucket('2026-01-01', '2026-03-10')).toBe('d61to90');
    expect(ageingBucket('2025-12-01', '2026-03-10')).toBe('over90');
    expect(isBillOverdue('POSTED', '2026-03-09', '2026-03-10')).toBe(true);
    expect(isBillOverdue('PAID', '2026-03-09', '2026-03-10')).toBe(false);
  });
});

describe('budget counts each amount once across PO → bill → payment', () => {
  const base = { shipId: 's', categoryId: 'c' };
  const po = (state: 'SENT' | 'DELIVERED' | 'CLOSED') => ({
    ...base,
    id: 'po',
    state,
    total: { amount: '1000.00', currency: 'USD' },
  });
  const bill = (state: 'DRAFT' | 'POSTED' | 'PAID', amount = '1000.00') => ({
    ...base,
    id: 'b',
    state,
    purchaseOrderId: 'po',
    amount: { amount, currency: 'USD' },
  });
  const view = (input: Parameters<typeof computeCommitted>[0]) => {
    const [row] = computeCommitted(input);
    return { committed: row?.purchaseOrders, actual: row?.actual, total: row?.total };
  };
  it('moves the amount from committed to actual and never counts it twice', () => {
    expect(view({ currency: 'USD', purchaseOrders: [po('SENT')] })).toEqual({
      committed: '1000.00',
      actual: '0.00',
      total: '1000.00',
    });
    expect(view({ currency: 'USD', purchaseOrders: [po('DELIVERED')], bills: [bill('DRAFT')] })).toEqual({
      committed: '1000.00',
      actual: '0.00',
      total: '1000.00',
    });
    // Posted for part of the order: the part leaves the PO for the bill.
    expect(
      view({ currency: 'USD', purchaseOrders: [po('DELIVERED')], bills: [bill('POSTED', '800.00')] }),
    ).toEqual({
      committed: '200.00',
      actual: '800.00',
      total: '1000.00',
    });
    expect(view({ currency: 'USD', purchaseOrders: [po('CLOSED')], bills: [bill('PAID')] })).toEqual({
      committed: '0.00',
      actual: '1000.00',
      total: '1000.00',
    });
  });
});
