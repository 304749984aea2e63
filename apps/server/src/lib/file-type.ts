/** The MIME types of ZIP containers and the Office Open XML files inside them. */
export const ZIP_MIME = 'application/zip';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const ZIP_LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_BYTES = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

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
    // A ZIP container: which one (Word, Excel, PowerPoint or another archive) its entries tell
    // (sniffOoxml); the first bytes alone cannot.
    mime: ZIP_MIME,
    extension: 'zip',
    test: (b) => b.length >= 4 && b.readUInt32LE(0) === ZIP_LOCAL_HEADER,
  },
];

/**
 * The Office Open XML kinds, told apart by the folder of their main part: `word/` (docx), `xl/` (xlsx),
 * `ppt/` (pptx).
 */
const OOXML: readonly (readonly [string, SniffedType])[] = [
  ['word/', { mime: DOCX_MIME, extension: 'docx' }],
  ['xl/', { mime: XLSX_MIME, extension: 'xlsx' }],
  ['ppt/', { mime: PPTX_MIME, extension: 'pptx' }],
];

/**
 * The entry names of a ZIP's local file headers, as far as `content` goes (a stream's first bytes are
 * enough for the first entries). An entry whose sizes follow its data (flag bit 3) is skipped by looking
 * for the next local header.
 */
export function zipEntryNames(content: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= content.length && content.readUInt32LE(at) === ZIP_LOCAL_HEADER) {
    const flags = content.readUInt16LE(at + 6);
    const compressed = content.readUInt32LE(at + 18);
    const nameEnd = at + 30 + content.readUInt16LE(at + 26);
    if (nameEnd > content.length) break;
    names.push(content.toString('utf8', at + 30, nameEnd));
    const dataStart = nameEnd + content.readUInt16LE(at + 28);
    if ((flags & 0x08) !== 0 || compressed === 0xffffffff) {
      const next = content.indexOf(LOCAL_HEADER_BYTES, dataStart);
      if (next < 0) break;
      at = next;
    } else at = dataStart + compressed;
  }
  return names;
}

/**
 * Word, Excel or PowerPoint (OOXML) from a ZIP's entries: the first entry under `word/`, `xl/` or `ppt/`
 * decides (the `[Content_Types].xml`, `_rels/` and `docProps/` entries before it are common to all).
 * Null when `content` holds no such entry (another ZIP, or not enough of it yet).
 */
export function sniffOoxml(content: Buffer): SniffedType | null {
  for (const name of zipEntryNames(content))
    for (const [folder, type] of OOXML) if (name.startsWith(folder)) return type;
  return null;
}

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

/**
 * Recognises a file from its first bytes; null when it is none of the accepted types. A ZIP is told
 * apart by its entries (Word, Excel, PowerPoint) when `head` holds them, else it is `application/zip`:
 * pass enough of the file (storage reads ahead, see `meterUpload`).
 */
export function sniffFileType(head: Buffer): SniffedType | null {
  const hit = signatures.find((s) => s.test(head));
  if (!hit) return null;
  if (hit.mime === ZIP_MIME) return sniffOoxml(head) ?? { mime: ZIP_MIME, extension: 'zip' };
  return { mime: hit.mime, extension: hit.extension };
}

/** The MIME types of scanned documents: PDF and images. */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/tiff',
] as const;
