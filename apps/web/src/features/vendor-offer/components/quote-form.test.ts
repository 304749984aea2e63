import { describe, expect, it } from 'vitest';
import { saveQuoteSchema, type VendorOffer } from '@keel/domain';
import { countdown, initialValues, liveTotals, toSaveBody } from './quote-form';

const offer: VendorOffer = {
  buyerName: 'Keel Demo Ship Management AS',
  vendorName: 'Nordsea Marine Supply BV',
  rfqNumber: 'RFQ-2026-00001',
  rfqState: 'SENT',
  invitationState: 'VIEWED',
  shipName: 'Keel Aurora',
  deadline: '2026-12-01T12:00:00.000Z',
  currency: 'USD',
  deliveryPort: 'NLRTM',
  deliveryFrom: null,
  deliveryTo: null,
  notes: '',
  open: true,
  closedMessage: null,
  declineReason: null,
  lines: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      position: 1,
      description: 'Nozzle',
      impaCode: null,
      makerPartNumber: 'A',
      maker: null,
      quantity: '6',
      unit: 'pcs',
      remarks: '',
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      position: 2,
      description: 'O-ring',
      impaCode: null,
      makerPartNumber: 'B',
      maker: null,
      quantity: '12',
      unit: 'pcs',
      remarks: '',
    },
  ],
  draft: null,
  submitted: [],
};

describe('quote form', () => {
  it('starts with the requested quantities in the RFQ currency', () => {
    const values = initialValues(offer);
    expect(values.currency).toBe('USD');
    expect(values.lines[offer.lines[1]!.id]!.availableQuantity).toBe('12');
  });

  it('sends only priced lines and passes the domain schema', () => {
    const values = initialValues(offer);
    values.lines[offer.lines[0]!.id]!.unitPrice = '410.00';
    values.lines[offer.lines[1]!.id]!.availableQuantity = '';
    const body = toSaveBody(values, offer, 3);
    expect(body.lines).toHaveLength(1);
    expect(body.version).toBe(3);
    expect(saveQuoteSchema.safeParse(body).success).toBe(true);
  });

  it('computes live totals with offered quantity, compounded discounts, freight and port charges', () => {
    const values = initialValues(offer);
    values.lines[offer.lines[0]!.id]!.unitPrice = '100';
    values.lines[offer.lines[0]!.id]!.availableQuantity = '4';
    values.lines[offer.lines[0]!.id]!.discountPercent = '10';
    values.lines[offer.lines[1]!.id]!.unitPrice = '2.345';
    values.discountPercent = '5';
    values.freight = '50';
    const totals = liveTotals(values, offer)!;
    // 4 × 100 × (1 − 14.5%) = 342.00; 12 × 2.345 × 0.95 = 26.733 → 26.73
    expect(totals.lineTotals).toEqual(['342.00', '26.73']);
    expect(totals.total).toBe('418.73');
    expect(totals.pricedLines).toBe(2);
    values.freight = 'abc';
    expect(liveTotals(values, offer)).toBeNull();
  });

  it('counts down to the deadline', () => {
    const deadline = '2026-12-01T12:00:00.000Z';
    expect(countdown(deadline, Date.parse('2026-11-29T08:00:00Z'))).toBe('2 days 4 h left');
    expect(countdown(deadline, Date.parse('2026-12-01T09:30:00Z'))).toBe('2 h 30 min left');
    expect(countdown(deadline, Date.parse('2026-12-01T12:00:01Z'))).toBeNull();
  });
});
