import { describe, expect, it } from 'vitest';
import { transition } from '../purchasing/status-machine';
import { addToAgeing, emptyAgeing } from './ageing';
import { formatInvoiceNumber, gaplessProblems, parseInvoiceNumber } from './invoice-number';
import { invoiceDisplayState, invoiceMachine } from './invoice-status';
import { applyPayment, invoiceBalance, invoiceTotals, priceInvoiceLine } from './invoice-totals';
import { createInvoiceSchema } from './invoice.schema';

describe('invoice numbers', () => {
  it('formats and parses the yearly number', () => {
    expect(formatInvoiceNumber('INV', 2026, 1)).toBe('INV-2026-00001');
    expect(formatInvoiceNumber('CN', 2027, 123)).toBe('CN-2027-00123');
    expect(parseInvoiceNumber('INV-2026-00042')).toEqual({ series: 'INV', year: 2026, sequence: 42 });
    expect(parseInvoiceNumber('PO-2026-00042')).toBeUndefined();
    expect(() => formatInvoiceNumber('INV', 2026, 0)).toThrow();
  });

  it('finds gaps and duplicates per series and year', () => {
    expect(gaplessProblems(['INV-2026-00002', 'INV-2026-00001', 'INV-2027-00001', 'CN-2026-00001'])).toEqual(
      [],
    );
    expect(gaplessProblems(['INV-2026-00001', 'INV-2026-00003', 'INV-2026-00003'])).toEqual([
      'INV-2026: 00003 twice',
      'INV-2026: 00002 missing',
    ]);
  });
});

describe('invoice pricing', () => {
  it('converts at the line rate into the invoice currency, then marks up', () => {
    // 1,000.00 EUR at 1.0825 USD/EUR = 1,082.50 USD; +10 % = 108.25; line 1,190.75
    expect(
      priceInvoiceLine(
        { amount: '1000.00', currency: 'EUR', exchangeRate: '1.0825', markupPercent: '10' },
        'USD',
      ),
    ).toEqual({ convertedAmount: '1082.50', markupAmount: '108.25', lineTotal: '1190.75' });
    // JPY has no minor unit: 123.456 USD at 151.2345 = 18670.806… → 18671
    expect(
      priceInvoiceLine(
        { amount: '123.456', currency: 'USD', exchangeRate: '151.2345', markupPercent: '0' },
        'JPY',
      ).lineTotal,
    ).toBe('18671');
  });

  it('rounds half up to the cent, never through a float', () => {
    // 0.1 + 0.2 style traps: 33.335 → 33.34
    expect(
      priceInvoiceLine({ amount: '33.335', currency: 'USD', exchangeRate: '1', markupPercent: '0' }, 'USD')
        .convertedAmount,
    ).toBe('33.34');
  });

  it('sums groups, VAT and total', () => {
    const totals = invoiceTotals(
      [
        { lines: [{ lineTotal: '100.10' }, { lineTotal: '0.20' }] },
        { lines: [] },
        { lines: [{ lineTotal: '50' }] },
      ],
      '25',
      'NOK',
    );
    expect(totals).toEqual({
      groupSubtotals: ['100.30', '0.00', '50.00'],
      subtotal: '150.30',
      vatAmount: '37.58',
      total: '187.88',
    });
  });
});

describe('invoice payments and states', () => {
  it('never over-pays and reaches PAID exactly', () => {
    expect(applyPayment('100.00', '0', '40')).toEqual({ ok: true, paid: '40', state: 'PARTIALLY_PAID' });
    expect(applyPayment('100.00', '40', '60.00')).toEqual({ ok: true, paid: '100', state: 'PAID' });
    expect(applyPayment('100.00', '40', '60.01')).toMatchObject({ ok: false });
    expect(applyPayment('100.00', '0', '0')).toMatchObject({ ok: false });
    expect(invoiceBalance('100.00', '40')).toBe('60');
  });

  it('derives OVERDUE from the due date for open invoices only', () => {
    expect(invoiceDisplayState('ISSUED', '2026-03-09', '2026-03-10')).toBe('OVERDUE');
    expect(invoiceDisplayState('PARTIALLY_PAID', '2026-03-09', '2026-03-10')).toBe('OVERDUE');
    expect(invoiceDisplayState('ISSUED', '2026-03-10', '2026-03-10')).toBe('ISSUED');
    expect(invoiceDisplayState('PAID', '2026-01-01', '2026-03-10')).toBe('PAID');
    expect(invoiceDisplayState('DRAFT', '2026-01-01', '2026-03-10')).toBe('DRAFT');
  });

  it('voids only without payment, credits after issue', () => {
    expect(transition(invoiceMachine, 'ISSUED', 'void')).toMatchObject({ ok: true, to: 'VOID' });
    expect(transition(invoiceMachine, 'PARTIALLY_PAID', 'void')).toMatchObject({ ok: false });
    expect(transition(invoiceMachine, 'PAID', 'credit')).toMatchObject({ ok: true, to: 'CREDITED' });
    expect(transition(invoiceMachine, 'DRAFT', 'credit')).toMatchObject({ ok: false });
    expect(transition(invoiceMachine, 'DRAFT', 'issue')).toMatchObject({
      ok: true,
      action: 'create_invoice',
    });
  });
});

describe('ageing', () => {
  it('adds open amounts into their buckets', () => {
    let a = emptyAgeing();
    a = addToAgeing(a, '10.50', '2026-03-10', '2026-03-10');
    a = addToAgeing(a, '5', '2026-02-01', '2026-03-10');
    a = addToAgeing(a, '1', '2025-01-01', '2026-03-10');
    expect(a).toEqual({
      current: '10.5',
      d1to30: '0',
      d31to60: '5',
      d61to90: '0',
      over90: '1',
      total: '16.5',
    });
  });
});

describe('invoice schema', () => {
  const base = {
    shipId: '6d0a4f4e-8f5a-4a39-9a8b-3a5a0d8b1a11',
    customerId: '6d0a4f4e-8f5a-4a39-9a8b-3a5a0d8b1a12',
    currency: 'USD',
    invoiceDate: '2026-11-25',
  };
  it('names the field of a bad line', () => {
    const result = createInvoiceSchema.safeParse({
      ...base,
      groups: [
        {
          title: 'Port costs',
          lines: [{ sourceType: 'expense', title: 'Pilot', amount: '12,5', currency: 'EUR' }],
        },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('groups.0.lines.0.amount');
    expect(paths).toContain('groups.0.lines.0.sourceId');
  });
  it('accepts a free line without rate (the server takes the dated rate)', () => {
    const parsed = createInvoiceSchema.parse({
      ...base,
      groups: [
        { title: 'Agency', lines: [{ sourceType: 'free', title: 'Fee', amount: '250', currency: 'EUR' }] },
      ],
    });
    expect(parsed.groups[0]!.lines[0]).toMatchObject({
      exchangeRate: null,
      markupPercent: '0',
      sourceId: null,
    });
    expect(parsed.dueDate).toBeNull();
  });
});
