import { describe, expect, it } from 'vitest';
import {
  cancelDeliverySchema,
  createPoDeliverySchema,
  createSupplyWindowSchema,
  createTransferSchema,
  createUnassignedDeliverySchema,
  deliveryListQuerySchema,
  matchDeliverySchema,
  receiptSchema,
} from './delivery.schema';
import { budgetDetailQuerySchema, purchasingOverviewQuerySchema } from './purchasing-overview.schema';

const ID = '3f0c8e2a-5b7d-4c1e-9a2f-6d8b0e4c1a37';
const ID2 = '7a1d4e6b-2c3f-4a5b-8c9d-0e1f2a3b4c5d';

function fields(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((i) => i.path.join('.'));
}

describe('delivery schemas', () => {
  it('takes a PO delivery with expected quantities, each PO line once, an agent when going to one', () => {
    const ok = createPoDeliverySchema.parse({
      purchaseOrderId: ID,
      toParty: 'agent',
      agentId: ID2,
      lines: [{ purchaseOrderLineId: ID2, expectedQuantity: '12.5' }],
    });
    expect(ok).toMatchObject({ toParty: 'agent', port: null, eta: null, notes: '' });
    const twice = createPoDeliverySchema.safeParse({
      purchaseOrderId: ID,
      toParty: 'vessel',
      lines: [
        { purchaseOrderLineId: ID2, expectedQuantity: '1' },
        { purchaseOrderLineId: ID2, expectedQuantity: '2' },
      ],
    });
    expect(fields(twice)).toEqual(['lines']);
    const noAgent = createPoDeliverySchema.safeParse({
      purchaseOrderId: ID,
      toParty: 'agent',
      lines: [{ purchaseOrderLineId: ID2, expectedQuantity: '1' }],
    });
    expect(fields(noAgent)).toEqual(['agentId']);
    const zero = createPoDeliverySchema.safeParse({
      purchaseOrderId: ID,
      toParty: 'vessel',
      lines: [{ purchaseOrderLineId: ID2, expectedQuantity: '0' }],
    });
    expect(fields(zero)).toEqual(['lines.0.expectedQuantity']);
    const toVendor = createPoDeliverySchema.safeParse({ purchaseOrderId: ID, toParty: 'vendor', lines: [] });
    expect(fields(toVendor)).toEqual(['toParty', 'lines']);
  });

  it('takes an unassigned delivery with a sender and described lines', () => {
    const bad = createUnassignedDeliverySchema.safeParse({
      shipId: ID,
      senderName: ' ',
      toParty: 'office',
      lines: [{ description: '', unit: 'pcs', expectedQuantity: '1,5' }],
    });
    expect(fields(bad)).toEqual(['senderName', 'lines.0.description', 'lines.0.expectedQuantity']);
  });

  it('refuses transfers of nothing or of the same line twice', () => {
    expect(
      fields(createTransferSchema.safeParse({ version: 1, lines: [{ sourceLineId: ID, quantity: '-1' }] })),
    ).toEqual(['lines.0.quantity']);
    expect(
      fields(
        createTransferSchema.safeParse({
          version: 1,
          lines: [
            { sourceLineId: ID, quantity: '1' },
            { sourceLineId: ID, quantity: '1' },
          ],
        }),
      ),
    ).toEqual(['lines']);
  });

  it('checks a supply window: from on or before to', () => {
    const body = { shipId: ID, port: 'Rotterdam', fromDate: '2026-05-10', toDate: '2026-05-12' };
    expect(createSupplyWindowSchema.parse(body)).toMatchObject({ agentId: null, notes: '' });
    const reversed = createSupplyWindowSchema.safeParse({ ...body, fromDate: '2026-05-13' });
    expect(fields(reversed)).toEqual(['toDate']);
    expect(reversed.error?.issues[0]?.message).toMatch(/must be on or before to/);
    expect(fields(createSupplyWindowSchema.safeParse({ ...body, toDate: '12/05/2026' }))).toEqual(['toDate']);
  });

  it('reads a receipt with defaults and refuses negative quantities', () => {
    const r = receiptSchema.parse({ version: 2, lines: [{ lineId: ID, receivedQuantity: '4' }] });
    expect(r.lines[0]).toEqual({
      lineId: ID,
      receivedQuantity: '4',
      rejectedQuantity: '0',
      rejectReason: null,
      overDelivery: false,
    });
    expect(r.discrepancyReport).toBeNull();
    expect(
      fields(receiptSchema.safeParse({ version: 2, lines: [{ lineId: ID, receivedQuantity: '-4' }] })),
    ).toEqual(['lines.0.receivedQuantity']);
  });

  it('needs a reason to cancel, a PO to match, and known list filters', () => {
    expect(fields(cancelDeliverySchema.safeParse({ version: 1, reason: 'no' }))).toEqual(['reason']);
    expect(fields(matchDeliverySchema.safeParse({ version: 1, purchaseOrderId: 'PO-1', lines: [] }))).toEqual(
      ['purchaseOrderId'],
    );
    expect(deliveryListQuerySchema.parse({})).toMatchObject({ kind: 'all', offset: 0, limit: 25 });
    expect(fields(deliveryListQuerySchema.safeParse({ state: 'LOST' }))).toEqual(['state']);
  });

  it('reads overview queries: the year is optional, the budget detail needs a ship', () => {
    expect(purchasingOverviewQuerySchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(fields(purchasingOverviewQuerySchema.safeParse({ year: '1999' }))).toEqual(['year']);
    expect(fields(budgetDetailQuerySchema.safeParse({}))).toEqual(['shipId']);
  });
});
