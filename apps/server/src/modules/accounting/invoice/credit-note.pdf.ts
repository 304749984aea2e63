import type { CreditNote, InvoiceDetail } from '@keel/domain';
import { amountText } from '../../purchasing/purchase-order/purchase-order.pdf';
import {
  A4,
  HEADER_FILL,
  INK,
  MARGIN,
  MUTED,
  RIGHT,
  RULE,
  customerRows,
  drawFooters,
  drawHeading,
  drawParties,
  drawTotalRow,
  pdfDay,
  startAccountingPdf,
} from './accounting-pdf-parts';

/** What the credit-note PDF shows besides the note and its invoice. */
export interface CreditNotePdfContext {
  companyName: string;
  companyAddress: string[];
  companyVatId: string | null;
  customerAddress: string[];
  generatedAt: Date;
}

/**
 * A4 credit note in the invoice PDF's style (accounting-pdf-parts.ts): company and VAT id, customer with VAT
 * id, the invoice it credits, the credited lines (net), VAT, total and the reason.
 */
export async function renderCreditNotePdf(
  invoice: InvoiceDetail,
  note: CreditNote,
  ctx: CreditNotePdfContext,
): Promise<Uint8Array> {
  const start = await startAccountingPdf({
    title: `CREDIT NOTE ${note.number}`,
    author: ctx.companyName,
    createdAt: ctx.generatedAt,
  });
  const { doc, pt } = start;
  let page = start.page;
  const c = invoice.currency;
  let y = await drawHeading(pt, page, start.top, {
    company: ctx.companyName,
    title: `CREDIT NOTE ${note.number}`,
    dates: `Date ${pdfDay(note.date)}   Credits invoice ${invoice.number ?? ''}`,
  });
  const from = [
    ctx.companyName,
    ...ctx.companyAddress,
    ...(ctx.companyVatId ? [`Our VAT id ${ctx.companyVatId}`] : []),
    `Ship: ${invoice.shipName}`,
  ];
  y = await drawParties(
    pt,
    page,
    y,
    {
      title: 'Credit to',
      rows: customerRows(invoice.customerName, ctx.customerAddress, invoice.customerTaxId),
    },
    { title: 'Issuer', rows: from },
  );

  page.drawRectangle({ x: MARGIN, y: y - 4, width: RIGHT - MARGIN, height: 16, color: HEADER_FILL });
  await pt.draw(page, 'Credited line', MARGIN, y, { size: 8, bold: true, color: MUTED });
  await pt.drawRight(page, `Net ${c}`, RIGHT, y, { size: 8, bold: true, color: MUTED });
  y -= 18;
  for (const line of note.lines) {
    const title = await pt.wrap(line.title, 400);
    if (y - title.length * 11 < MARGIN + 160) {
      page = doc.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
    for (const [i, t] of title.entries()) await pt.draw(page, t, MARGIN, y - i * 11, { color: INK });
    await pt.drawRight(page, amountText(line.amount, c), RIGHT, y, { color: INK });
    y -= title.length * 11 + 4;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: RIGHT, y: y + 2 }, thickness: 0.5, color: RULE });
  y -= 12;
  y = await drawTotalRow(pt, page, y, 'Net credited', amountText(note.subtotal, c));
  y = await drawTotalRow(pt, page, y, `VAT ${invoice.vatRate} %`, amountText(note.vatAmount, c));
  y = await drawTotalRow(pt, page, y, `Total credited (${c})`, amountText(note.total, c), true);
  y = await drawTotalRow(pt, page, y, `Invoice total (${c})`, amountText(invoice.total, c));
  y = await drawTotalRow(pt, page, y, `Balance after credits (${c})`, amountText(invoice.balance, c));
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
