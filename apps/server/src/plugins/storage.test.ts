import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_MIME, PPTX_MIME, XLSX_MIME } from '../lib/file-type';
import { HttpError } from '../lib/http-error';
import { startTestS3, type TestS3 } from './s3-storage.test-server';
import { LocalDiskStorage, type FileStorage } from './storage';

const PDF_TYPES = ['application/pdf'] as const;
const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** A small valid-looking PDF of `size` bytes (the header is what the sniffer reads). */
function pdfBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + seed) % 251;
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
}

const OFFICE_TYPES = [DOCX_MIME, XLSX_MIME, PPTX_MIME] as const;

/**
 * An Office Open XML file: the entries every kind shares (`[Content_Types].xml`, `_rels/.rels`,
 * `docProps/`) first, then the kind's main part under `folder`. `streamFiles` writes the sizes after each
 * entry's data (flag bit 3), as streaming ZIP writers do.
 */
async function officeZip(folder: 'word' | 'xl' | 'ppt' | 'other', streamFiles = false): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
  zip.file('_rels/.rels', '<?xml version="1.0"?><Relationships/>');
  zip.file('docProps/app.xml', `<?xml version="1.0"?><Properties>${'x'.repeat(5000)}</Properties>`);
  const main = {
    word: 'word/document.xml',
    xl: 'xl/workbook.xml',
    ppt: 'ppt/presentation.xml',
    other: 'a/b.xml',
  };
  zip.file(main[folder], `<?xml version="1.0"?><main>${'lorem ipsum '.repeat(400)}</main>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles });
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Splits bytes into a stream of chunks of `size` (smaller than the sniffed head on purpose). */
function chunked(bytes: Buffer, size: number): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
}

interface Backend {
  storage: FileStorage;
  close(): Promise<void>;
}

/**
 * The one storage suite: every back end must pass it unchanged (local disk and S3 through s3rver).
 */
function describeStorage(name: string, open: () => Promise<Backend>) {
  describe(`FileStorage: ${name}`, () => {
    let backend: Backend;
    let storage: FileStorage;
    beforeAll(async () => {
      backend = await open();
      storage = backend.storage;
    });
    afterAll(() => backend.close());

    it('stores a buffer under a generated key and reads the same bytes back', async () => {
      const bytes = pdfBytes(3000);
      const stored = await storage.put(bytes, '../../etc/Zertifikat Prüfung.pdf', PDF_TYPES);
      expect(stored.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.pdf$/);
      expect(stored).toMatchObject({ size: 3000, sha256: sha(bytes), mime: 'application/pdf' });
      expect(stored.originalName).toBe('Zertifikat Pr_fung.pdf');
      expect(await buffer(await storage.open(stored.key))).toEqual(bytes);
      expect((await storage.stat(stored.key))?.size).toBe(3000);
    });

    it('streams an upload in small chunks, sniffing across chunk borders', async () => {
      const bytes = pdfBytes(50_000, 7);
      const stored = await storage.putStream(chunked(bytes, 3), 'scan.pdf', PDF_TYPES);
      expect(stored).toMatchObject({ size: 50_000, sha256: sha(bytes), mime: 'application/pdf' });
      expect(sha(await buffer(await storage.open(stored.key)))).toBe(sha(bytes));
    });

    it('streams a file larger than one multipart part both ways', async () => {
      const bytes = pdfBytes(11 * 1024 * 1024 + 17, 3);
      const stored = await storage.putStream(
        chunked(bytes, 256 * 1024),
        'big.pdf',
        PDF_TYPES,
        20 * 1024 * 1024,
      );
      expect(stored.size).toBe(bytes.length);
      expect(stored.sha256).toBe(sha(bytes));
      const back = await storage.open(stored.key);
      let size = 0;
      const hash = createHash('sha256');
      for await (const chunk of back) {
        size += (chunk as Buffer).length;
        hash.update(chunk as Buffer);
      }
      expect(size).toBe(bytes.length);
      expect(hash.digest('hex')).toBe(sha(bytes));
      await storage.remove(stored.key);
    });

    it('refuses content of a type not allowed (415) and keeps nothing', async () => {
      const error = await storage.put(pdfBytes(100), 'scan.png', IMAGE_TYPES).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(415);
      const text = await storage
        .putStream(Readable.from([Buffer.from('hello, not a file')]), 'x.pdf', PDF_TYPES)
        .catch((e: unknown) => e);
      expect((text as HttpError).statusCode).toBe(415);
    });

    it('tells Word, Excel and PowerPoint apart by their ZIP entries (key and type), refusing another ZIP', async () => {
      const cases = [
        ['word', DOCX_MIME, 'docx', false],
        ['xl', XLSX_MIME, 'xlsx', true],
        ['ppt', PPTX_MIME, 'pptx', false],
      ] as const;
      for (const [folder, mime, extension, streamFiles] of cases) {
        const bytes = await officeZip(folder, streamFiles);
        // Streamed in chunks smaller than a ZIP header: the type is found across chunk borders.
        const stored = await storage.putStream(chunked(bytes, 7), `file.bin`, OFFICE_TYPES);
        expect(stored, folder).toMatchObject({ mime, size: bytes.length, sha256: sha(bytes) });
        expect(stored.key).toMatch(new RegExp(`\\.${extension}$`));
        expect(sha(await buffer(await storage.open(stored.key)))).toBe(sha(bytes));
      }
      // A Word file is not accepted where only workbooks are, and an archive that is none of them is refused.
      const word = await officeZip('word', true);
      await expect(storage.put(word, 'prices.xlsx', [XLSX_MIME])).rejects.toMatchObject({ statusCode: 415 });
      const other = await officeZip('other');
      await expect(storage.put(other, 'x.docx', OFFICE_TYPES)).rejects.toMatchObject({ statusCode: 415 });
    });

    it('refuses a stream past the size limit (413)', async () => {
      const error = await storage
        .putStream(chunked(pdfBytes(64 * 1024), 4096), 'big.pdf', PDF_TYPES, 10_000)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(413);
    });

    it('removes a file; opening it then fails and stat answers null; removing twice is fine', async () => {
      const stored = await storage.put(pdfBytes(500), 'gone.pdf', PDF_TYPES);
      await storage.remove(stored.key);
      await expect(storage.open(stored.key).then((s) => buffer(s))).rejects.toBeTruthy();
      expect(await storage.stat(stored.key)).toBeNull();
      await storage.remove(stored.key);
    });

    it('refuses keys Keel did not generate (no path a user can steer)', async () => {
      await expect(storage.open('../secret.txt')).rejects.toThrow(/invalid storage key/);
      await expect(storage.stat('ab/../../x.pdf')).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove('/etc/passwd')).rejects.toThrow(/invalid storage key/);
    });

    it('keeps two uploads of the same bytes apart', async () => {
      const bytes = pdfBytes(800, 9);
      const a = await storage.put(bytes, 'a.pdf', PDF_TYPES);
      const b = await storage.put(bytes, 'b.pdf', PDF_TYPES);
      expect(a.key).not.toBe(b.key);
      await storage.remove(a.key);
      expect(await buffer(await storage.open(b.key))).toEqual(bytes);
    });
  });
}

describeStorage('local disk', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'keel-storage-'));
  return {
    storage: new LocalDiskStorage(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describeStorage('S3 (s3rver)', async () => {
  const s3: TestS3 = await startTestS3();
  return { storage: s3.storage, close: () => s3.close() };
});
