import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PdfText } from '../../../lib/pdf-text';
import {
  PART_TYPE,
  currencyExponent,
  formatDayUtc,
  formatDecimal,
  normalizeDecimal,
  plural,
  type PurchaseOrderDetail,
  formatMoney,
} from '@keel/domain';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.012, 0.482, 0.627); // #037BA0, the light theme's primary
const RULE = rgb(0.82, 0.85, 0.88);
const PART_NAMES = Object.fromEntries(Object.entries(PART_TYPE).map(([k, v]) => [v, k])) as Record<
  number,
  string
>;

/**
 * The PDF's typeface: DejaVu Sans Condensed (the `dejavu-fonts-ttf` package), embedded as a subset of the
 * glyphs the order uses. The standard PDF fonts only know Latin-1, so a Greek vendor, a Russian port agent
 * or a Turkish part description printed as question marks; DejaVu covers Latin, Greek, Cyrillic, Armenian,
 * Georgian, Hebrew and Arabic letters. Chinese, Japanese and Korean print through the shared mixed-script
 * drawer (`lib/pdf-text.ts`, Noto Sans SC / KR subsets). Read once per process.
 */
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
export function loadFonts() {
  fontFiles ??= (() => {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
    );
    return Promise.all([
      readFile(path.join(dir, 'DejaVuSansCondensed.ttf')),
      readFile(path.join(dir, 'DejaVuSansCondensed-Bold.ttf')),
    ]).then(([regular, bold]) => ({ regular, bold }));
  })();
  return fontFiles;
}

/**
 * An amount of the lines table: thousands separated, at least the currency's decimals (`2,679.00`), and every
 * further digit a unit price carries (`12.3456`): a price is never rounded on the document the vendor reads.
 */
export function amountText(amount: string, currency: string): string {
  const digits = normalizeDecimal(amount).split('.')[1]?.length ?? 0;
  return formatDecimal(amount, Math.max(digits, currencyExponent(currency)), { groupSeparator: ',' });
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** `text` with each character the font cannot draw replaced by `?` (dashes and arrows simplified first). */
export function drawableText(text: string, font: PDFFont): string {
  let drawable = characterSets.get(font);
  if (!drawable) characterSets.set(font, (drawable = new Set(font.getCharacterSet())));
  return [...text.replace(/[\u2010-\u2015]/g, '-').replace(/\u2192/g, '->')]
    .map((c) => (c === ' ' || drawable.has(c.codePointAt(0)!) ? c : '?'))
    .join('');
}

/** What the PDF shows besides the order itself. */
export interface PdfContext {
  companyName: string;
  /** The company's invoice address lines (company settings); the vendor invoices there. */
  invoiceAddress: string[];
  vendorAddress: string[];
  agentLine: string | null;
  /** The ship's IMO number, null when the ship has none. */
  shipImo: string | null;
  generatedAt: Date;
}

/** A titled block of address lines on the PDF. */
export interface PdfBlock {
  title: string;
  rows: string[];
}

/**
 * The address blocks of the document: the vendor, the ship (with its IMO number) and delivery, and
 * where to send the invoice (the company's name and invoice address).
 */
export function partyBlocks(order: PurchaseOrderDetail, ctx: PdfContext): PdfBlock[] {
  const window =
    order.supplyFrom || order.supplyTo
      ? `${formatDayUtc(order.supplyFrom) || '…'} to ${formatDayUtc(order.supplyTo) || '…'}`
      : 'to be agreed';
  return [
    {
      title: 'Vendor',
      rows: [
        order.vendorName,
        ...ctx.vendorAddress,
        order.vendorEmail,
        ...(order.vendorReference ? [`Your reference: ${order.vendorReference}`] : []),
      ],
    },
    {
      title: 'Ship and delivery',
      rows: [
        ctx.shipImo ? `${order.shipName} (IMO ${ctx.shipImo})` : order.shipName,
        `Port: ${order.deliveryPort ?? 'to be advised'}`,
        `Supply window: ${window.replaceAll('-', '/')}`,
        ...(ctx.agentLine ? [`Agent: ${ctx.agentLine}`] : []),
        ...(order.rfqNumber ? [`Quotation: ${order.rfqNumber}`] : []),
      ],
    },
    {
      title: 'Invoice to',
      rows: [ctx.companyName, ...ctx.invoiceAddress, `Quote ${order.number} on the invoice`],
    },
  ];
}

/** Columns of the lines table: x position, width and alignment. */
const COLUMNS = [
  { key: 'pos', title: '#', x: MARGIN, w: 18, align: 'left' },
  { key: 'desc', title: 'Description / IMPA / part no.', x: MARGIN + 20, w: 208, align: 'left' },
  { key: 'type', title: 'Type', x: MARGIN + 232, w: 50, align: 'left' },
  { key: 'qty', title: 'Qty', x: MARGIN + 284, w: 38, align: 'right' },
  { key: 'unit', title: 'Unit', x: MARGIN + 326, w: 30, align: 'left' },
  { key: 'price', title: 'Unit price', x: MARGIN + 358, w: 58, align: 'right' },
  { key: 'disc', title: 'Disc. %', x: MARGIN + 418, w: 36, align: 'right' },
  { key: 'total', title: 'Line total', x: MARGIN + 456, w: 55, align: 'right' },
] as const;

/** A4 purchase order document: company, vendor, ship, delivery, lines, totals, terms and approvals. */
export async function renderPurchaseOrderPdf(
  order: PurchaseOrderDetail,
  ctx: PdfContext,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Purchase order ${order.number} rev. ${order.revision}`);
  doc.setAuthor(ctx.companyName);
  doc.setCreator('Keel');
  doc.setCreationDate(ctx.generatedAt);
  const pdfText = new PdfText(doc);
  const font = await pdfText.font('latin');
  const bold = await pdfText.font('latin', 'bold');
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  // Mixed-script text: DejaVu for Latin and the like, Noto Sans SC / KR for Chinese, Japanese, Korean.
  const text = (p: PDFPage, value: string, x: number, yy: number, size = 9, f = font, color = INK) =>
    pdfText.draw(p, value, x, yy, { size, bold: f === bold, color });
  const right = (p: PDFPage, value: string, xRight: number, yy: number, size = 9, f = font, color = INK) =>
    pdfText.drawRight(p, value, xRight, yy, { size, bold: f === bold, color });
  const fit = (value: string, width: number, size = 9, f = font) =>
    pdfText.fit(value, width, size, f === bold);
  const wrap = (value: string, width: number, size = 9, f = font) =>
    pdfText.wrap(value, width, size, f === bold);

  // Header
  await text(page, ctx.companyName, MARGIN, y - 4, 16, bold, ACCENT);
  await right(page, 'PURCHASE ORDER', A4.width - MARGIN, y - 4, 16, bold);
  y -= 24;
  await right(page, `${order.number} - Revision ${order.revision}`, A4.width - MARGIN, y, 10, bold);
  await text(page, `Issued ${formatDayUtc(ctx.generatedAt)}`, MARGIN, y, 9, font, MUTED);
  y -= 14;
  await right(page, `State: ${order.state.replace('_', ' ')}`, A4.width - MARGIN, y, 9, font, MUTED);
  y -= 12;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 1, color: ACCENT });
  y -= 18;

  // Parties
  const block = async (title: string, rows: string[], x: number, top: number) => {
    await text(page, title.toUpperCase(), x, top, 8, bold, MUTED);
    let yy = top - 13;
    for (const r of rows) {
      for (const l of await wrap(r, 240)) {
        await text(page, l, x, yy);
        yy -= 12;
      }
    }
    return yy;
  };
  const [vendorBlock, shipBlock, invoiceBlock] = partyBlocks(order, ctx);
  const left = await block(vendorBlock!.title, vendorBlock!.rows, MARGIN, y);
  const rightEnd = await block(shipBlock!.title, shipBlock!.rows, MARGIN + 270, y);
  y = Math.min(left, rightEnd) - 6;
  y = (await block(invoiceBlock!.title, invoiceBlock!.rows, MARGIN, y)) - 10;

  // Lines
  const header = async () => {
    page.drawRectangle({
      x: MARGIN,
      y: y - 4,
      width: A4.width - 2 * MARGIN,
      height: 16,
      color: rgb(0.93, 0.95, 0.97),
    });
    for (const c of COLUMNS) {
      if (c.align === 'right') await right(page, c.title, c.x + c.w, y, 8, bold, MUTED);
      else await text(page, c.title, c.x, y, 8, bold, MUTED);
    }
    y -= 18;
  };
  const newPage = async () => {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
    await text(page, `${order.number} rev. ${order.revision} (continued)`, MARGIN, y, 9, bold, MUTED);
    y -= 20;
  };
  await header();
  for (const line of order.lines) {
    const desc = await wrap(line.description, COLUMNS[1].w);
    const refs = [
      line.impaCode ? `IMPA ${line.impaCode}` : null,
      line.makerPartNumber ? `P/N ${line.makerPartNumber}` : null,
    ]
      .filter(Boolean)
      .join('  ');
    const height = (desc.length + (refs ? 1 : 0)) * 11 + 5;
    if (y - height < MARGIN + 40) {
      await newPage();
      await header();
    }
    const cells: Record<string, string> = {
      pos: String(line.position),
      type: PART_NAMES[line.partType] ?? String(line.partType),
      qty: line.quantity,
      unit: line.unit,
      price: amountText(line.unitPrice, order.currency),
      disc: line.discount === '0' ? '' : line.discount,
      total: amountText(line.lineTotal, order.currency),
    };
    for (const c of COLUMNS) {
      if (c.key === 'desc') continue;
      const v = await fit(cells[c.key] ?? '', c.w);
      if (c.align === 'right') await right(page, v, c.x + c.w, y);
      else await text(page, v, c.x, y);
    }
    for (const [i, d] of desc.entries()) await text(page, d, COLUMNS[1].x, y - i * 11);
    if (refs)
      await text(page, await fit(refs, COLUMNS[1].w, 8), COLUMNS[1].x, y - desc.length * 11, 8, font, MUTED);
    y -= height;
    page.drawLine({
      start: { x: MARGIN, y: y + 8 },
      end: { x: A4.width - MARGIN, y: y + 8 },
      thickness: 0.5,
      color: RULE,
    });
  }

  // Totals and terms
  if (y < MARGIN + 170) await newPage();
  y -= 6;
  const totalRow = async (label: string, value: string, strong = false) => {
    await right(
      page,
      label,
      A4.width - MARGIN - 110,
      y,
      strong ? 10 : 9,
      strong ? bold : font,
      strong ? INK : MUTED,
    );
    await right(page, value, A4.width - MARGIN, y, strong ? 10 : 9, strong ? bold : font);
    y -= strong ? 16 : 13;
  };
  await totalRow('Lines', formatMoney(order.subtotal, order.currency));
  await totalRow('Freight', formatMoney(order.freight, order.currency));
  await totalRow('Port charges', formatMoney(order.portCharges, order.currency));
  page.drawLine({
    start: { x: A4.width - MARGIN - 200, y: y + 9 },
    end: { x: A4.width - MARGIN, y: y + 9 },
    thickness: 1,
    color: INK,
  });
  y -= 3;
  await totalRow(`Total (${order.currency})`, formatMoney(order.total, order.currency), true);
  y -= 6;
  await text(page, 'TERMS', MARGIN, y, 8, bold, MUTED);
  y -= 13;
  await text(
    page,
    `Payment: ${plural(order.paymentTermsDays, 'day')} net from invoice date. Currency: ${order.currency}.`,
    MARGIN,
    y,
  );
  y -= 12;
  for (const l of (await wrap(order.notes, A4.width - 2 * MARGIN)).slice(0, 8)) {
    await text(page, l, MARGIN, y);
    y -= 12;
  }
  y -= 8;
  await text(page, 'APPROVALS', MARGIN, y, 8, bold, MUTED);
  y -= 13;
  const approvals = order.approvals.length
    ? order.approvals.map(
        (a) => `${a.approverName}, ${a.createdAt.slice(0, 16).replace('T', ' ').replaceAll('-', '/')} UTC`,
      )
    : ['Not approved yet'];
  for (const a of approvals) {
    await text(page, a, MARGIN, y);
    y -= 12;
  }

  const pages = doc.getPages();
  for (const [i, p] of pages.entries()) {
    await text(p, `${ctx.companyName} - ${order.number} rev. ${order.revision}`, MARGIN, 24, 7, font, MUTED);
    await right(p, `Page ${i + 1} of ${pages.length}`, A4.width - MARGIN, 24, 7, font, MUTED);
  }
  return doc.save({ useObjectStreams: false });
}
