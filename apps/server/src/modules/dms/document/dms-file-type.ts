import { DMS_FILE_TYPES, type DmsFileType } from '@keel/domain';
import { isXlsxWorkbook, sniffFileType } from '../../../lib/file-type';
import { HttpError } from '../../../lib/http-error';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * True when a ZIP file is a Word document (OOXML): its entry names, stored uncompressed in the archive,
 * include `[Content_Types].xml` and `word/document.xml`.
 */
export function isDocxDocument(content: Buffer): boolean {
  return (
    content.length >= 4 &&
    content.readUInt32LE(0) === 0x04034b50 &&
    content.includes('[Content_Types].xml', 0, 'latin1') &&
    content.includes('word/document.xml', 0, 'latin1')
  );
}

/**
 * The content type of a document file, recognised from its bytes (never from its name or the
 * client's header): PDF, Word .docx or Excel .xlsx. Anything else is a 415 naming `file`.
 */
export function sniffDmsFile(content: Buffer): DmsFileType {
  const sniffed = sniffFileType(content);
  let type: string | null = null;
  if (sniffed?.mime === 'application/pdf') type = sniffed.mime;
  else if (sniffed?.mime === DOCX) type = isDocxDocument(content) ? DOCX : null;
  else if (sniffed?.mime === XLSX) type = isXlsxWorkbook(content) ? XLSX : null;
  if (!type || !(DMS_FILE_TYPES as readonly string[]).includes(type))
    throw new HttpError(415, 'file: the content is not a PDF, Word (.docx) or Excel (.xlsx) file', [
      { field: 'file', message: 'the content is not a PDF, Word (.docx) or Excel (.xlsx) file' },
    ]);
  return type as DmsFileType;
}

/**
 * What storage.put must accept for a sniffed DMS type: the same type (storage tells Word from Excel by
 * the ZIP's entries too, so a Word revision is stored under a `.docx` key).
 */
export function storageMimesFor(type: DmsFileType): string[] {
  return [type];
}
