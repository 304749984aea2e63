/** A file type Keel accepts, recognised from the file's first bytes (never from its name). */
export interface SniffedType {
  mime: string;
  extension: string;
}

const signatures: { mime: string; extension: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'application/pdf', extension: 'pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    mime: 'image/png',
    extension: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', extension: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    extension: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mime: 'image/tiff',
    extension: 'tif',
    test: (b) => {
      const h = b.subarray(0, 4).toString('hex');
      return h === '49492a00' || h === '4d4d002a';
    },
  },
  {
    // A ZIP container: Keel accepts only Excel workbooks of that kind; callers that allow this type
    // confirm the workbook with isXlsxWorkbook (the first bytes cannot tell a workbook from any ZIP).
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    test: (b) => b.length >= 4 && b.readUInt32LE(0) === 0x04034b50,
  },
];

/**
 * True when a ZIP file is an Excel workbook (OOXML): its entry names, stored uncompressed in the
 * archive, include `[Content_Types].xml` and `xl/workbook.xml`.
 */
export function isXlsxWorkbook(content: Buffer): boolean {
  return (
    content.length >= 4 &&
    content.readUInt32LE(0) === 0x04034b50 &&
    content.includes('[Content_Types].xml', 0, 'latin1') &&
    content.includes('xl/workbook.xml', 0, 'latin1')
  );
}

/** Recognises a file from its first bytes; null when it is none of the accepted types. */
export function sniffFileType(head: Buffer): SniffedType | null {
  const hit = signatures.find((s) => s.test(head));
  return hit ? { mime: hit.mime, extension: hit.extension } : null;
}

/** The MIME types of scanned documents: PDF and images. */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/tiff',
] as const;
