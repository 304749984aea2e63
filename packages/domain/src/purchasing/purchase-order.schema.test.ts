import { describe, expect, it } from 'vitest';
import {
  awardRfqSchema,
  formatPurchaseOrderNumber,
  purchaseOrderListQuerySchema,
  purchaseOrderReasonSchema,
  updateApprovalTiersSchema,
  updatePurchaseOrderSchema,
  vendorActionSchema,
  vendorDeclineSchema,
  vendorProposeDateSchema,
} from './purchase-order.schema';

const A = '3f1c2a9e-1b7d-4c1a-9d1e-0a2b3c4d5e6f';
const B = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const line = {
  description: 'Cylinder liner O-ring, MAN B&W S50MC-C',
  impaCode: '',
  makerPartNumber: '90501-0113',
  partType: 0,
  quantity: '4',
  unit: 'pcs',
  unitPrice: '38.50',
};

describe('purchase order contracts', () => {
  it('awards each RFQ line once', () => {
    expect(awardRfqSchema.safeParse({ version: 1, lines: [{ rfqLineId: A, quoteLineId: B }] }).success).toBe(
      true,
    );
    const twice = awardRfqSchema.safeParse({
      version: 1,
      lines: [
        { rfqLineId: A, quoteLineId: B },
        { rfqLineId: A, quoteLineId: A },
      ],
    });
    expect(issues(twice)).toEqual(['lines.1.rfqLineId: an RFQ line can be awarded to one vendor only']);
    expect(issues(awardRfqSchema.safeParse({ version: 1, lines: [] }))).toEqual([
      'lines: lines must award at least one RFQ line',
    ]);
  });

  it('normalises a draft edit and names wrong fields', () => {
    const ok = updatePurchaseOrderSchema.parse({
      version: 3,
      lines: [line],
      paymentTermsDays: 30,
      supplyFrom: '2026-12-01',
      supplyTo: '',
    });
    expect(ok).toMatchObject({ freight: '0', portCharges: '0', supplyTo: null, agentId: null, notes: '' });
    expect(ok.lines[0]).toMatchObject({ impaCode: null, discount: '0' });
    const bad = updatePurchaseOrderSchema.safeParse({
      version: 3,
      lines: [{ ...line, quantity: '0', discount: '120', unitPrice: '12,5' }],
      paymentTermsDays: 30,
      supplyFrom: '2026-12-10',
      supplyTo: '2026-12-01',
      freight: '-1',
    });
    expect(issues(bad)).toEqual(
      expect.arrayContaining([
        'lines.0.quantity: quantity must be greater than 0',
        'lines.0.discount: discount must be at most 100',
        'lines.0.unitPrice: unitPrice must be a decimal number such as 1234.56',
        'freight: freight must not be negative',
        'supplyTo: supplyTo must not be before supplyFrom',
      ]),
    );
    expect(
      issues(
        updatePurchaseOrderSchema.safeParse({
          version: 1,
          lines: [line],
          paymentTermsDays: 30,
          supplyFrom: '2026-02-30',
        }),
      ),
    ).toEqual(['supplyFrom: supplyFrom must be a date YYYY-MM-DD']);
  });

  it('refuses a line listed twice and an empty order', () => {
    expect(
      issues(
        updatePurchaseOrderSchema.safeParse({
          version: 1,
          lines: [
            { ...line, id: A },
            { ...line, id: A },
          ],
          paymentTermsDays: 30,
        }),
      ),
    ).toEqual(['lines.1.id: a line is listed twice']);
    expect(
      issues(updatePurchaseOrderSchema.safeParse({ version: 1, lines: [], paymentTermsDays: 30 })),
    ).toEqual(['lines: an order needs at least one line']);
  });

  it('needs reasons for send back, revert, cancel and declines', () => {
    expect(issues(purchaseOrderReasonSchema.safeParse({ version: 1, reason: ' ' }))).toEqual([
      'reason: reason is required: say why this happens',
    ]);
    expect(vendorDeclineSchema.safeParse({ reason: 'No stock before January' }).success).toBe(true);
    expect(vendorDeclineSchema.safeParse({}).success).toBe(false);
    expect(vendorActionSchema.safeParse({ version: 1, response: 'DECLINED' }).success).toBe(false);
    expect(vendorActionSchema.parse({ version: 1, response: 'CONFIRMED' })).toEqual({
      version: 1,
      response: 'CONFIRMED',
      note: null,
    });
    expect(issues(vendorActionSchema.safeParse({ version: 1, response: 'MAYBE' }))).toEqual([
      'response: response must be CONFIRMED or DECLINED',
    ]);
  });

  it('checks a proposed date and its note', () => {
    expect(vendorProposeDateSchema.safeParse({ date: '2026-02-30', note: 'Vessel ETA moved' }).success).toBe(
      false,
    );
    expect(issues(vendorProposeDateSchema.safeParse({ date: '2026-12-20', note: '' }))).toEqual([
      'note: note is required: say why the date changes',
    ]);
  });

  it('filters the list by state and names a wrong state', () => {
    expect(purchaseOrderListQuerySchema.parse({ state: 'SENT', limit: '10' })).toMatchObject({
      state: 'SENT',
      limit: 10,
      offset: 0,
    });
    expect(purchaseOrderListQuerySchema.safeParse({ state: 'SHIPPED' }).success).toBe(false);
  });

  it('validates approval tiers', () => {
    expect(
      updateApprovalTiersSchema.safeParse({
        version: 1,
        tiers: [
          { upTo: '5000', approvals: 1 },
          { upTo: '50000', approvals: 2 },
          { upTo: null, approvals: 3 },
        ],
      }).success,
    ).toBe(true);
    expect(
      updateApprovalTiersSchema.safeParse({
        version: 1,
        tiers: [
          { upTo: null, approvals: 1 },
          { upTo: '500', approvals: 2 },
        ],
      }).success,
    ).toBe(false);
  });

  it('formats numbers', () => {
    expect(formatPurchaseOrderNumber(2026, 42)).toBe('PO-2026-00042');
  });
});
