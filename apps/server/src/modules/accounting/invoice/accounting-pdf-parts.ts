import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { PdfText } from '../../../lib/pdf-text';

/**
 * The parts the invoice and credit-note PDFs share (invoice.pdf.ts, credit-note.pdf.ts): page size and
 * colours, the document's metadata, the heading with the company's name and the document's title, the
 * two address blocks, a row of the totals and the page footers. Text goes through {@link PdfText}, so names
 * in any script (CJK included) print with an embedded font subset.
 */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 42;
export const RIGHT = A4.width - MARGIN;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.38, 0.42, 0.48);
export const ACCENT = rgb(0.012, 0.482, 0.627);
export const RULE = rgb(0.82, 0.85, 0.88);
export const HEADER_FILL = rgb(0.93, 0.95, 0.97);

/** A date `YYYY-MM-DD` as the spec shows it (`YYYY/MM/DD`); empty for none. */
export const pdfDay = (d: string | null) => (d ? d.replaceAll('-', '/') : '');

/** A new A4 document with its metadata, its text writer and its first page. */
export async function startAccountingPdf(meta: { title: string; author: string; createdAt: Date }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreator('Keel');
  doc.setCreationDate(meta.createdAt);
  const pt = new PdfText(doc);
  const page = doc.addPage([A4.width, A4.height]);
  return { doc, pt, page, top: A4.height - MARGIN };
}

/**
 * The heading: the company's name on the left, the document's title on the right, a muted line of dates
 * under it and an accent rule. Returns the height left below it.
 */
export async function drawHeading(
  pt: PdfText,
  page: PDFPage,
  y: number,
  heading: { company: string; title: string; dates: string },
): Promise<number> {
  await pt.draw(page, heading.company, MARGIN, y - 4, { size: 16, bold: true, color: ACCENT });
  await pt.drawRight(page, heading.title, RIGHT, y - 4, { size: 14, bold: true });
  await pt.drawRight(page, heading.dates, RIGHT, y - 24, { color: MUTED });
  page.drawLine({
    start: { x: MARGIN, y: y - 36 },
    end: { x: RIGHT, y: y - 36 },
    thickness: 1,
    color: ACCENT,
  });
  return y - 54;
}

/** An address block: its title in small capitals, then each row wrapped to 240 pt. Returns the y below it. */
export async function drawBlock(
  pt: PdfText,
  page: PDFPage,
  title: string,
  rows: string[],
  x: number,
  top: number,
): Promise<number> {
  await pt.draw(page, title.toUpperCase(), x, top, { size: 8, bold: true, color: MUTED });
  let y = top - 13;
  for (const row of rows)
    for (const line of await pt.wrap(row, 240)) {
      await pt.draw(page, line, x, y, { color: INK });
      y -= 12;
    }
  return y;
}

/** Two address blocks side by side (left at the margin, right 270 pt in); returns the y below both. */
export async function drawParties(
  pt: PdfText,
  page: PDFPage,
  y: number,
  left: { title: string; rows: string[] },
  right: { title: string; rows: string[] },
): Promise<number> {
  const below = Math.min(
    await drawBlock(pt, page, left.title, left.rows, MARGIN, y),
    await drawBlock(pt, page, right.title, right.rows, MARGIN + 270, y),
  );
  return below - 10;
}

/** The customer's block: name, address and VAT id when known. */
export const customerRows = (name: string, address: string[], taxId: string | null) => [
  name,
  ...address,
  ...(taxId ? [`VAT id ${taxId}`] : []),
];

/** One row of the totals, label and value right-aligned; a strong row is larger and bold. Returns the next y. */
export async function drawTotalRow(
  pt: PdfText,
  page: PDFPage,
  y: number,
  label: string,
  value: string,
  strong = false,
): Promise<number> {
  const size = strong ? 10 : 9;
  await pt.drawRight(page, label, RIGHT - 110, y, { size, bold: strong, color: strong ? INK : MUTED });
  await pt.drawRight(page, value, RIGHT, y, { size, bold: strong, color: INK });
  return y - (strong ? 16 : 13);
}

/** "<label>" on the left and "Page i of n" on the right of every page's foot. */
export async function drawFooters(pt: PdfText, doc: PDFDocument, label: string): Promise<void> {
  const pages = doc.getPages();
  for (const [i, page] of pages.entries()) {
    await pt.draw(page, label, MARGIN, 24, { size: 7, color: MUTED });
    await pt.drawRight(page, `Page ${i + 1} of ${pages.length}`, RIGHT, 24, { size: 7, color: MUTED });
  }
}
