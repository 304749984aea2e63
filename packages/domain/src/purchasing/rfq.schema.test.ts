import { describe, expect, it } from 'vitest';
import { RFQ_LINK_GRACE_DAYS, createRfqSchema, rfqLinkExpiry } from './rfq.schema';
import { saveQuoteSchema, submitQuoteSchema } from './vendor-offer.schema';
import { exchangeRateListQuerySchema } from '../accounting/exchange-rate.schema';

const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
const body = {
  requisitionIds: [ids[0]],
  vendorIds: ids,
  deadline: '2031-03-01T12:00:00Z',
  currency: 'usd',
};
const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('createRfqSchema', () => {
  it('accepts a valid RFQ and upper-cases the currency', () => {
    const parsed = createRfqSchema.parse(body);
    expect(parsed.currency).toBe('USD');
    expect(parsed.deliveryPort).toBeNull();
    expect(parsed.notes).toBe('');
  });

  it('refuses a vendor invited twice, a requisition listed twice and a window ending before it starts', () => {
    expect(fields(createRfqSchema.safeParse({ ...body, vendorIds: [ids[0], ids[0]] }))).toEqual([
      'vendorIds',
    ]);
    expect(fields(createRfqSchema.safeParse({ ...body, requisitionIds: [ids[0], ids[0]] }))).toEqual([
      'requisitionIds',
    ]);
    expect(
      fields(createRfqSchema.safeParse({ ...body, deliveryFrom: '2031-03-10', deliveryTo: '2031-03-01' })),
    ).toEqual(['deliveryTo']);
  });

  it('needs at least one requisition and one vendor, a date-time deadline and a real currency', () => {
    const result = createRfqSchema.safeParse({
      ...body,
      requisitionIds: [],
      vendorIds: [],
      deadline: 'soon',
      currency: 'XXX',
    });
    expect(fields(result).sort()).toEqual(['currency', 'deadline', 'requisitionIds', 'vendorIds']);
  });

  it('keeps a link valid for the grace period after the deadline', () => {
    expect(RFQ_LINK_GRACE_DAYS).toBe(30);
    expect(rfqLinkExpiry('2031-03-01T12:00:00Z').toISOString()).toBe('2031-03-31T12:00:00.000Z');
  });
});

describe('saveQuoteSchema', () => {
  const line = { rfqLineId: ids[0], unitPrice: '12.50', availableQuantity: '4', partType: 0 };

  it('accepts a draft and fills the defaults', () => {
    const parsed = saveQuoteSchema.parse({ currency: 'EUR', lines: [line] });
    expect(parsed).toMatchObject({
      discountPercent: '0',
      freight: '0',
      portCharges: '0',
      leadTimeDays: null,
      validUntil: null,
    });
    expect(parsed.lines[0]).toMatchObject({
      discountPercent: '0',
      offeredPartNumber: null,
      leadTimeDays: null,
    });
  });

  it('names the line field that is wrong', () => {
    const result = saveQuoteSchema.safeParse({
      currency: 'EUR',
      lines: [line, { ...line, rfqLineId: ids[1], unitPrice: '1,5' }, { ...line, rfqLineId: ids[1] }],
    });
    expect(fields(result)).toEqual(['lines.1.unitPrice', 'lines.2.rfqLineId']);
  });

  it('needs an available quantity for a priced line, a part type 0–2 and a discount up to 100%', () => {
    const shape = saveQuoteSchema.safeParse({
      currency: 'EUR',
      discountPercent: '101',
      lines: [{ ...line, partType: 3 }],
    });
    expect(fields(shape).sort()).toEqual(['discountPercent', 'lines.0.partType']);
    const quantity = saveQuoteSchema.safeParse({
      currency: 'EUR',
      lines: [{ ...line, availableQuantity: null }],
    });
    expect(fields(quantity)).toEqual(['lines.0.availableQuantity']);
  });

  it('lets a line without a price through (not offered) and takes a lead time in whole days', () => {
    expect(
      saveQuoteSchema.safeParse({ currency: 'EUR', lines: [{ rfqLineId: ids[0], partType: 2 }] }).success,
    ).toBe(true);
    expect(fields(saveQuoteSchema.safeParse({ currency: 'EUR', leadTimeDays: 2.5, lines: [] }))).toEqual([
      'leadTimeDays',
    ]);
  });

  it('submits a revision by number and version', () => {
    expect(submitQuoteSchema.safeParse({ revision: 1, version: 3 }).success).toBe(true);
    expect(fields(submitQuoteSchema.safeParse({ revision: 0, version: 0 })).sort()).toEqual([
      'revision',
      'version',
    ]);
  });
});

describe('exchangeRateListQuerySchema', () => {
  it('upper-cases currency filters and checks dates', () => {
    expect(exchangeRateListQuerySchema.parse({ from: 'eur' }).from).toBe('EUR');
    expect(fields(exchangeRateListQuerySchema.safeParse({ dateFrom: '2026/01/01' }))).toEqual(['dateFrom']);
  });
});
