import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PurchaseOrderDetail } from '@keel/domain';
import { amountText, drawableText, loadFonts, partyBlocks } from './purchase-order.pdf';

async function fonts() {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = await loadFonts();
  return {
    doc,
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
    helvetica: await doc.embedFont(StandardFonts.Helvetica),
  };
}

describe('purchase-order PDF text', () => {
  it('draws Greek, Cyrillic and Turkish names as written (Helvetica could not)', async () => {
    const { regular, bold, helvetica } = await fonts();
    for (const name of [
      'Ναυτιλιακή Εταιρεία Σάμου Α.Ε.',
      'Морской Сервис ООО',
      'Gemi Yedek Parça Şti.',
      'Ørsted Ålesund',
    ]) {
      expect(drawableText(name, regular)).toBe(name);
      expect(drawableText(name, bold)).toBe(name);
    }
    // The standard font, used before, turns the Greek into question marks: the test would fail with it.
    expect(drawableText('Ναυτιλιακή', helvetica)).toBe('??????????');
  });

  it('replaces only what the font lacks, and simplifies dashes and arrows', async () => {
    const { regular } = await fonts();
    expect(drawableText('東京 Marine – Tokyo → Kobe', regular)).toBe('?? Marine - Tokyo -> Kobe');
    expect(drawableText('line\tbreak', regular)).toBe('line?break');
  });

  it('embeds only the glyphs used, so the file stays small', async () => {
    const { doc, regular } = await fonts();
    doc
      .addPage()
      .drawText(drawableText('Ναυτιλιακή PO-2026-00001', regular), { x: 40, y: 700, font: regular });
    const bytes = await doc.save({ useObjectStreams: false });
    expect(Buffer.from(bytes).toString('latin1')).toContain('DejaVuSansCondensed');
    expect(bytes.length).toBeLessThan(60_000); // the whole regular face is 660 kB
  });

  it('prints amounts with thousands separators and never rounds a unit price', () => {
    expect(amountText('2679', 'USD')).toBe('2,679.00');
    expect(amountText('12.3456', 'USD')).toBe('12.3456');
    expect(amountText('1500.5000', 'KWD')).toBe('1,500.500');
    expect(amountText('98000', 'JPY')).toBe('98,000');
  });
});

describe('purchase-order PDF blocks', () => {
  const order = {
    number: 'PO-2026-00042',
    vendorName: 'Nordic Marine Supply AS',
    vendorEmail: 'sales@nordic.example',
    vendorReference: 'NMS-7781',
    shipName: 'Keel Aurora',
    deliveryPort: 'NLRTM',
    supplyFrom: '2026-12-01',
    supplyTo: '2026-12-05',
    rfqNumber: null,
  } as unknown as PurchaseOrderDetail;
  const ctx = {
    companyName: 'Keel Demo Ship Management AS',
    invoiceAddress: ['Accounts payable', 'Strandkaien 12', '5013 Bergen'],
    vendorAddress: ['Dokkveien 1'],
    agentLine: null,
    shipImo: '9700001',
    generatedAt: new Date('2026-11-25T12:00:00Z'),
  };

  it("carries the invoice-to address, the ship's IMO number and the vendor's reference", () => {
    const blocks = partyBlocks(order, ctx);
    expect(blocks.map((b) => b.title)).toEqual(['Vendor', 'Ship and delivery', 'Invoice to']);
    expect(blocks[1]!.rows[0]).toBe('Keel Aurora (IMO 9700001)');
    expect(blocks[1]!.rows[2]).toBe('Supply window: 2026/12/01 to 2026/12/05');
    expect(blocks[2]!.rows).toEqual([
      'Keel Demo Ship Management AS',
      'Accounts payable',
      'Strandkaien 12',
      '5013 Bergen',
      'Quote PO-2026-00042 on the invoice',
    ]);
    expect(blocks[0]!.rows).toContain('Your reference: NMS-7781');
  });

  it('leaves out what is not known', () => {
    const blocks = partyBlocks({ ...order, vendorReference: null }, { ...ctx, shipImo: null });
    expect(blocks[1]!.rows[0]).toBe('Keel Aurora');
    expect(blocks[0]!.rows.some((r) => r.startsWith('Your reference'))).toBe(false);
  });
});
