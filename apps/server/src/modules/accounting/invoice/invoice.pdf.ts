import { formatIban, type InvoiceDetail } from '@keel/domain';
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

/** The company's bank account the customer pays into. */
export interface InvoiceBankDetails {
  bankName: string;
  iban: string | null;
  bic: string | null;
  accountNumber: string | null;
  currency: string;
}

/** What the invoice PDF shows besides the invoice itself. */
export interface InvoicePdfContext {
  companyName: string;
  companyAddress: string[];
  /** The company's own VAT id (company settings), printed under its address; null when none. */
  companyVatId: string | null;
  customerAddress: string[];
  shipImo: string | null;
  bank: InvoiceBankDetails | null;
  generatedAt: Date;
}

/** The heading of the document by state: a draft is marked, a credited or voided invoice says so. */
export function invoiceTitle(invoice: Pick<InvoiceDetail, 'state' | 'number' | 'creditNoteNumber'>): string {
  if (invoice.state === 'DRAFT') return 'DRAFT INVOICE';
  if (invoice.state === 'VOID') return `INVOICE ${invoice.number} (VOID)`;
  if (invoice.state === 'CREDITED')
    return `INVOICE ${invoice.number} (credited by ${invoice.creditNoteNumber})`;
  return `INVOICE ${invoice.number}`;
}

/** The bank lines of the payment block. */
export function bankLines(bank: InvoiceBankDetails | null): string[] {
  if (!bank) return ['No company bank account in this currency: ask us for payment details.'];
  return [
    bank.bankName,
    ...(bank.iban ? [`IBAN ${formatIban(bank.iban)}`] : []),
    ...(bank.accountNumber ? [`Account ${bank.accountNumber}`] : []),
    ...(bank.bic ? [`BIC ${bank.bic}`] : []),
    `Currency ${bank.currency}`,
  ];
}

/** A4 invoice: company, customer with VAT id, ship, groups of lines with subtotals, totals, bank details. */
export async function renderInvoicePdf(invoice: InvoiceDetail, ctx: InvoicePdfContext): Promise<Uint8Array> {
  const start = await startAccountingPdf({
    title: invoiceTitle(invoice),
    author: ctx.companyName,
    createdAt: ctx.generatedAt,
  });
  const { doc, pt } = start;
  let page = start.page;
  const c = invoice.currency;
  const right = RIGHT;

  const newPage = async () => {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
    await pt.draw(page, `${invoice.number ?? 'Draft'} (continued)`, MARGIN, y, { bold: true, color: MUTED });
    y -= 20;
  };
  const ensure = async (height: number) => {
    if (y - height < MARGIN + 30) await newPage();
  };

  let y = await drawHeading(pt, page, start.top, {
    company: ctx.companyName,
    title: invoiceTitle(invoice),
    dates: `Invoice date ${pdfDay(invoice.invoiceDate)}   Due ${pdfDay(invoice.dueDate)}`,
  });
  const about = [
    ctx.shipImo ? `${invoice.shipName} (IMO ${ctx.shipImo})` : invoice.shipName,
    ...(invoice.reference ? [`Your reference: ${invoice.reference}`] : []),
    `From: ${ctx.companyName}`,
    ...ctx.companyAddress,
    ...(ctx.companyVatId ? [`Our VAT id ${ctx.companyVatId}`] : []),
  ];
  y = await drawParties(
    pt,
    page,
    y,
    {
      title: 'Bill to',
      rows: customerRows(invoice.customerName, ctx.customerAddress, invoice.customerTaxId),
    },
    { title: 'Ship and issuer', rows: about },
  );

  const cols = { title: MARGIN, orig: MARGIN + 300, rate: MARGIN + 370, markup: MARGIN + 430, total: right };
  const tableHeader = async () => {
    page.drawRectangle({ x: MARGIN, y: y - 4, width: right - MARGIN, height: 16, color: HEADER_FILL });
    const h = { size: 8, bold: true, color: MUTED };
    await pt.draw(page, 'Description', cols.title, y, h);
    await pt.drawRight(page, 'Amount', cols.orig, y, h);
    await pt.drawRight(page, 'Rate', cols.rate, y, h);
    await pt.drawRight(page, 'Markup', cols.markup, y, h);
    await pt.drawRight(page, `Total ${c}`, cols.total, y, h);
    y -= 18;
  };
  await tableHeader();
  for (const group of invoice.groups) {
    await ensure(30);
    await pt.draw(page, group.title, MARGIN, y, { bold: true, color: INK });
    y -= 14;
    for (const line of group.lines) {
      const title = await pt.wrap(line.title, 250);
      await ensure(title.length * 11 + 4);
      for (const [i, t] of title.entries())
        await pt.draw(page, t, cols.title + 8, y - i * 11, { color: INK });
      await pt.drawRight(page, `${amountText(line.amount, line.currency)} ${line.currency}`, cols.orig, y, {
        color: INK,
      });
      await pt.drawRight(page, line.currency === c ? '' : line.exchangeRate, cols.rate, y, {
        color: MUTED,
        size: 8,
      });
      await pt.drawRight(page, line.markupPercent === '0' ? '' : `${line.markupPercent} %`, cols.markup, y, {
        color: MUTED,
        size: 8,
      });
      await pt.drawRight(page, amountText(line.lineTotal, c), cols.total, y, { color: INK });
      y -= title.length * 11 + 4;
    }
    await pt.drawRight(page, `Subtotal ${group.title}`, cols.markup, y, { size: 8, color: MUTED });
    await pt.drawRight(page, amountText(group.subtotal, c), cols.total, y, { bold: true, color: INK });
    y -= 8;
    page.drawLine({
      start: { x: MARGIN, y: y + 2 },
      end: { x: right, y: y + 2 },
      thickness: 0.5,
      color: RULE,
    });
    y -= 10;
  }

  await ensure(140);
  const totalRow = async (label: string, value: string, strong = false) => {
    y = await drawTotalRow(pt, page, y, label, value, strong);
  };
  await totalRow('Net', amountText(invoice.subtotal, c));
  await totalRow(`VAT ${invoice.vatRate} %`, amountText(invoice.vatAmount, c));
  await totalRow(`Total (${c})`, amountText(invoice.total, c), true);
  if (invoice.paidAmount !== amountText('0', c) && invoice.payments.length) {
    await totalRow('Paid', amountText(invoice.paidAmount, c));
    await totalRow('Balance due', amountText(invoice.balance, c), true);
  }
  y -= 6;
  await pt.draw(page, 'PAYMENT', MARGIN, y, { size: 8, bold: true, color: MUTED });
  y -= 13;
  const quote = invoice.number
    ? `Please quote ${invoice.number} with your payment, due ${pdfDay(invoice.dueDate)}.`
    : '';
  for (const l of [...bankLines(ctx.bank), quote].filter(Boolean)) {
    await pt.draw(page, l, MARGIN, y, { color: INK });
    y -= 12;
  }
  for (const l of (await pt.wrap(invoice.notes, right - MARGIN)).slice(0, 6)) {
    y -= 2;
    await pt.draw(page, l, MARGIN, y, { color: MUTED });
    y -= 12;
  }

  await drawFooters(pt, doc, `${ctx.companyName} - ${invoice.number ?? 'Draft'}`);
  return doc.save({ useObjectStreams: false });
}
