import { describe, expect, it } from 'vitest';
import type { PurchaseOrderDetail } from '@keel/domain';
import { pdfToText } from '../../../lib/pdf-text.test-support';
import { renderPurchaseOrderPdf } from './purchase-order.pdf';

/** A purchase order to a ship chandler in Shanghai, with a Japanese agent and a Korean line. */
const order = {
  number: 'PO-2026-00077',
  revision: 1,
  state: 'APPROVED',
  vendorName: '上海船舶供应有限公司',
  vendorEmail: 'sales@shanghai-chandler.example',
  vendorReference: null,
  shipName: 'Keel Aurora',
  deliveryPort: 'CNSHA',
  supplyFrom: '2026-12-01',
  supplyTo: '2026-12-03',
  rfqNumber: null,
  currency: 'USD',
  subtotal: '120.00',
  freight: '0',
  portCharges: '0',
  total: '120.00',
  paymentTermsDays: 30,
  notes: '納品は株式会社神戸マリン経由',
  approvals: [],
  lines: [
    {
      position: 1,
      description: '한국 로프 Mooring rope 40 mm',
      impaCode: null,
      makerPartNumber: null,
      partType: 0,
      quantity: '2',
      unit: 'pcs',
      unitPrice: '60.00',
      discount: '0',
      lineTotal: '120.00',
    },
  ],
} as unknown as PurchaseOrderDetail;

describe('purchase-order PDF in Chinese, Japanese and Korean', () => {
  it('prints the names as written, with embedded CJK subsets', async () => {
    const bytes = await renderPurchaseOrderPdf(order, {
      companyName: 'Keel Demo Ship Management AS',
      invoiceAddress: ['Strandkaien 12', '5013 Bergen'],
      vendorAddress: ['浦东新区 港城路 88号'],
      agentLine: '株式会社 神戸マリン',
      shipImo: '9700001',
      generatedAt: new Date('2026-11-25T12:00:00Z'),
    });
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('NotoSansSC');
    expect(raw).toContain('NotoSansKR');
    expect(bytes.length).toBeLessThan(200_000);
    const text = pdfToText(bytes);
    expect(text).toContain('上海船舶供应有限公司');
    expect(text).toContain('株式会社');
    expect(text).toContain('한국');
    expect(text).not.toContain('??');
  });
});
