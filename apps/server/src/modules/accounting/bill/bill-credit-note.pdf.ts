import type { BillDetail } from '@keel/domain';
import { amountText } from '../../purchasing/purchase-order/purchase-order.pdf';
import {
  A4,
  HEADER_FILL,
  INK,
  MARGIN,
  MUTED,
  RIGHT,
  RULE,
  drawFooters,
  drawHeading,
  drawParties,
  drawTotalRow,
  pdfDay,
  startAccountingPdf,
} from '../invoice/accounting-pdf-parts';

/** One credit note of a bill, as the bill's detail gives it. */
export type BillCreditNote = BillDetail['creditNotes'][number];

/** What the bill credit-note PDF shows besides the note and its bill. */
export interface BillCreditNotePdfContext {
  companyName: string;
  companyAddress: string[];
  companyVatId: string | null;
  vendorAddress: string[];
  generatedAt: Date;
}

/**
 * A4 credit note of a vendor bill in the style of the invoice and invoice credit-note PDFs
 * (accounting-pdf-parts.ts, text through `PdfText`, so names in any script print): the company and its
 * VAT id, the vendor, the bill and the vendor's invoice number it credits, the credited lines (bill
 * currency), the note's total, the bill's total, credited and open amounts after the notes, and the reason.
 */
export async function renderBillCreditNotePdf(
  bill: BillDetail,
  note: BillCreditNote,
  ctx: BillCreditNotePdfContext,
): Promise<Uint8Array> {
  const start = await startAccountingPdf({
    title: `CREDIT NOTE ${note.number}`,
    author: ctx.companyName,
    createdAt: ctx.generatedAt,
  });
  const { doc, pt } = start;
  let page = start.page;
  const c = bill.currency;
  let y = await drawHeading(pt, page, start.top, {
    company: ctx.companyName,
    title: `CREDIT NOTE ${note.number}`,
    dates: `Date ${pdfDay(note.issuedOn)}   Credits bill ${bill.number}`,
  });
  y = await drawParties(
    pt,
    page,
    y,
    {
      title: 'Vendor',
      rows: [
        bill.vendorName,
        ...ctx.vendorAddress,
        `Vendor invoice ${bill.vendorInvoiceNumber} of ${pdfDay(bill.billDate)}`,
      ],
    },
    {
      title: 'Issuer',
      rows: [
        ctx.companyName,
        ...ctx.companyAddress,
        ...(ctx.companyVatId ? [`Our VAT id ${ctx.companyVatId}`] : []),
        `Ship: ${bill.shipName}`,
      ],
    },
  );

  page.drawRectangle({ x: MARGIN, y: y - 4, width: RIGHT - MARGIN, height: 16, color: HEADER_FILL });
  await pt.draw(page, 'Credited line', MARGIN, y, { size: 8, bold: true, color: MUTED });
  await pt.drawRight(page, `Line total ${c}`, RIGHT - 110, y, { size: 8, bold: true, color: MUTED });
  await pt.drawRight(page, `Credited ${c}`, RIGHT, y, { size: 8, bold: true, color: MUTED });
  y -= 18;
  const byId = new Map(bill.lines.map((l) => [l.id, l]));
  for (const credited of note.lines) {
    const line = byId.get(credited.billLineId);
    const text = line
      ? `${line.position + 1}. ${line.description}${line.purchaseOrderNumber ? ` (${line.purchaseOrderNumber})` : ''}`
      : credited.billLineId;
    const title = await pt.wrap(text, 330);
    if (y - title.length * 11 < MARGIN + 140) {
      page = doc.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
    for (const [i, t] of title.entries()) await pt.draw(page, t, MARGIN, y - i * 11, { color: INK });
    if (line) await pt.drawRight(page, amountText(line.lineTotal, c), RIGHT - 110, y, { color: MUTED });
    await pt.drawRight(page, amountText(credited.amount, c), RIGHT, y, { color: INK });
    y -= title.length * 11 + 4;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: RIGHT, y: y + 2 }, thickness: 0.5, color: RULE });
  y -= 12;
  y = await drawTotalRow(pt, page, y, `Total credited (${c})`, amountText(note.amount, c), true);
  y = await drawTotalRow(pt, page, y, `Bill total (${c})`, amountText(bill.total, c));
  y = await drawTotalRow(pt, page, y, `Credited by all notes (${c})`, amountText(bill.creditedAmount, c));
  y = await drawTotalRow(pt, page, y, `Paid (${c})`, amountText(bill.paidAmount, c));
  y = await drawTotalRow(pt, page, y, `Open after credits (${c})`, amountText(bill.openAmount, c));
  y -= 6;
  await pt.draw(page, 'REASON', MARGIN, y, { size: 8, bold: true, color: MUTED });
  y -= 13;
  for (const l of (await pt.wrap(note.reason, RIGHT - MARGIN)).slice(0, 8)) {
    await pt.draw(page, l, MARGIN, y, { color: INK });
    y -= 12;
  }
  await drawFooters(pt, doc, `${ctx.companyName} - ${note.number}`);
  return doc.save({ useObjectStreams: false });
}
