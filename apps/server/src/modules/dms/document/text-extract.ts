import ExcelJS from 'exceljs';
import { badRequest } from '../../../lib/http-error';

/** Most characters of extracted text kept for search (the tsvector must stay under 1 MB). */
export const MAX_EXTRACTED_CHARS = 500_000;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Collapses runs of blank space and caps the length. */
function tidy(text: string): string {
  return text
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
    .slice(0, MAX_EXTRACTED_CHARS);
}

async function pdfText(content: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // verbosity 0: pdf.js logs nothing (a damaged upload is answered with a 400, not a console warning).
  const pdf = await getDocumentProxy(new Uint8Array(content), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.destroy();
  }
}

async function docxText(content: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  const extract = (mammoth.default ?? mammoth).extractRawText;
  const { value } = await extract({ buffer: content });
  return value;
}

async function xlsxText(content: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const lines: string[] = [];
  let length = 0;
  workbook.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) => {
      if (length > MAX_EXTRACTED_CHARS) return;
      const cells: string[] = [];
      row.eachCell((cell) => {
        const text = cell.text?.trim();
        if (text) cells.push(text);
      });
      const line = cells.join(' ');
      length += line.length;
      lines.push(line);
    });
  });
  return lines.join('\n');
}

/**
 * The searchable text of a document revision's file: PDF through pdf.js (`unpdf`), Word through
 * `mammoth`, Excel through `exceljs`. A scanned PDF without a text layer gives ''. A file whose bytes
 * say PDF/Word/Excel but cannot be read as one is refused (400 naming `file`).
 */
export async function extractText(content: Buffer, contentType: string): Promise<string> {
  try {
    if (contentType === 'application/pdf') return tidy(await pdfText(content));
    if (contentType === DOCX) return tidy(await docxText(content));
    if (contentType === XLSX) return tidy(await xlsxText(content));
  } catch {
    throw badRequest('file', 'the file is damaged or cannot be read as the type its content claims');
  }
  return '';
}
