import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@keel/domain';
import { pdfToText } from '../../../lib/pdf-text.test-support';
import { renderInvoicePdf } from './invoice.pdf';

/**
 * The invoice PDF prints names in any script the records hold (issue 13): a customer in Tokyo, a group
 * and lines in Chinese, Japanese and Korean, read back by poppler, with the CJK faces embedded as subsets.
 */
const invoice = {
  id: '2f0c7a43-7f0e-4a43-9d1e-5b8f0e7c2a11',
  number: 'INV-2026-00042',
  state: 'ISSUED',
  creditNoteNumber: null,
  invoiceDate: '2026-11-20',
  dueDate: '2026-12-20',
  shipName: 'Keel Aurora',
  reference: '傭船契約 KA-7',
  customerName: '東京海運株式会社',
  customerTaxId: 'T1234567890123',
  currency: 'USD',
  groups: [
    {
      title: '釜山港 寄港費用',
      subtotal: '1650.00',
      lines: [
        {
          title: '船舶代理费 pilotage',
          amount: '1000.00',
          currency: 'USD',
          exchangeRate: '1',
          markupPercent: '0',
          lineTotal: '1000.00',
        },
        {
          title: '부산 예인선 towage',
          amount: '900000',
          currency: 'KRW',
          exchangeRate: '0.000722',
          markupPercent: '0',
          lineTotal: '650.00',
        },
      ],
    },
  ],
  subtotal: '1650.00',
  vatRate: '0',
  vatAmount: '0.00',
  total: '1650.00',
  paidAmount: '0.00',
  balance: '1650.00',
  payments: [],
  notes: 'お支払いは30日以内にお願いします。',
} as unknown as InvoiceDetail;

describe('invoice PDF in Chinese, Japanese and Korean', () => {
  it('prints the names as written, with embedded CJK subsets', async () => {
    const bytes = await renderInvoicePdf(invoice, {
      companyName: 'Keel Demo Ship Management AS',
      companyAddress: ['Strandkaien 12', '5013 Bergen'],
      companyVatId: 'NO987654325MVA',
      customerAddress: ['東京都港区海岸1-2-3'],
      shipImo: '9700001',
      bank: {
        bankName: 'DNB Bank ASA',
        iban: 'NO9386011117947',
        bic: 'DNBANOKK',
        accountNumber: null,
        currency: 'USD',
      },
      generatedAt: new Date('2026-11-25T12:00:00Z'),
    });
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/BaseFont /NotoSansSC-Regular');
    expect(raw).toContain('/BaseFont /NotoSansKR-Regular');
    // The whole faces are 6–10 MB each: only the subsets of the glyphs used keep the file this small.
    expect(bytes.length).toBeLessThan(200_000);
    const text = pdfToText(bytes);
    for (const words of [
      'INVOICE INV-2026-00042',
      '東京海運株式会社',
      '東京都港区海岸1-2-3',
      '傭船契約 KA-7',
      '釜山港 寄港費用',
      '船舶代理费 pilotage',
      '부산 예인선 towage',
      'IBAN NO93 8601 1117 947',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('?');
  });
});
