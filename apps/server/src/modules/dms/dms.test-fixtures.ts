import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { DmsTreeNode, DocumentDetail } from '@keel/domain';
import { minimalPdf } from '../../db/seed/minimal-pdf';
import { dataOf, unique } from '../../test/fixtures';
import type { TestResponse, TestSession } from '../../test/test-app';
import { multipart } from '../fleet/certificate/certificate.fixtures';

/** Test helpers of the DMS suites. */

/** A one-page PDF with these lines of text. */
export const pdfOf = (title: string, lines: string[]) => minimalPdf(title, lines);

/** A real Word .docx (OOXML zip) with one paragraph per line. */
export async function docxOf(lines: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraphs = lines.map((l) => `<w:p><w:r><w:t xml:space="preserve">${l}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/** A real Excel .xlsx with one sheet of these rows. */
export async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Checklist');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The tree as `session` sees it. */
export async function treeOf(session: TestSession): Promise<DmsTreeNode[]> {
  return dataOf<DmsTreeNode[]>(await session.get('/dms/tree'));
}

/** A new chapter and a document in it (every ship by default). */
export async function createDocument(
  session: TestSession,
  overrides: Record<string, unknown> = {},
): Promise<DocumentDetail> {
  const chapter = dataOf<{ id: string }>(
    await session.post('/dms/chapters', { number: unique('T'), title: 'Test chapter' }),
  );
  return dataOf<DocumentDetail>(
    await session.post('/dms/documents', {
      number: unique('DOC'),
      title: 'Test document',
      chapterId: chapter.id,
      ...overrides,
    }),
  );
}

/** Uploads a revision file (multipart) to a document. */
export function uploadRevision(
  session: TestSession,
  documentId: string,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
): Promise<TestResponse> {
  const body = multipart(fields, file);
  return session.request('POST', `/dms/documents/${documentId}/revisions`, body.payload, body.headers);
}

/** Applies a transition to a revision, reading its current version first. */
export async function transition(
  session: TestSession,
  documentId: string,
  revisionId: string,
  action: string,
  extra: Record<string, unknown> = {},
): Promise<TestResponse> {
  const doc = dataOf<DocumentDetail>(await session.get(`/dms/documents/${documentId}`));
  const version = doc.revisions.find((r) => r.id === revisionId)?.version ?? 1;
  return session.post(`/dms/revisions/${revisionId}/transition`, { action, version, ...extra });
}

/** Uploads a PDF revision and walks it to EFFECTIVE; returns the revision id. */
export async function effectiveRevision(
  session: TestSession,
  documentId: string,
  revision: string,
  lines: string[],
): Promise<string> {
  const doc = dataOf<DocumentDetail>(
    await uploadRevision(
      session,
      documentId,
      { revision },
      { name: `rev-${revision}.pdf`, content: pdfOf('Doc', lines) },
    ),
  );
  const id = doc.revisions.find((r) => r.revision === revision)!.id;
  for (const action of ['submit', 'approve', 'make-effective'])
    dataOf(await transition(session, documentId, id, action));
  return id;
}
