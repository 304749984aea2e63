import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DMS_MAX_FILE_BYTES, type DmsSearchHit, type DocumentDetail, type ObsoleteRow } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, dataOf, unique } from '../../test/fixtures';
import {
  createDocument,
  docxOf,
  effectiveRevision,
  pdfOf,
  transition,
  uploadRevision,
  xlsxOf,
} from './dms.test-fixtures';

let t: TestApp;
let office: TestSession;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  office = await t.login(DEMO.superintendent);
  admin = await t.login(DEMO.admin);
});
afterAll(() => t?.close());

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const revisionOf = (doc: DocumentDetail, label: string) => doc.revisions.find((r) => r.revision === label)!;

describe('revision states', () => {
  it('DRAFT → IN_REVIEW → APPROVED → EFFECTIVE, then a new revision supersedes it in one step', async () => {
    const doc = await createDocument(office);
    const pdf = pdfOf('Garbage management plan', ['Food waste is comminuted before discharge.']);
    const uploaded = dataOf<DocumentDetail>(
      await uploadRevision(
        office,
        doc.id,
        { revision: 'A', changeNote: 'First issue' },
        { name: 'gmp.pdf', content: pdf },
      ),
    );
    const a = revisionOf(uploaded, 'A');
    expect(a).toMatchObject({
      state: 'DRAFT',
      contentType: 'application/pdf',
      size: pdf.length,
      sha256: sha256(pdf),
    });
    expect(a.textLength).toBeGreaterThan(10);

    const early = await transition(office, doc.id, a.id, 'make-effective');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Cannot make effective a revision in state DRAFT');
    for (const action of ['submit', 'approve', 'make-effective'])
      expect((await transition(office, doc.id, a.id, action)).statusCode).toBe(200);

    const b = await effectiveRevision(office, doc.id, 'B', ['Food waste is comminuted to 25 mm.']);
    const after = dataOf<DocumentDetail>(await office.get(`/dms/documents/${doc.id}`));
    expect(after.revisions.map((r) => [r.revision, r.state])).toEqual([
      ['B', 'EFFECTIVE'],
      ['A', 'SUPERSEDED'],
    ]);
    expect(revisionOf(after, 'B').id).toBe(b);
    expect(revisionOf(after, 'B').reviewDue).not.toBeNull();
    const current = (await office.get('/dms/search?q=comminuted%20discharge')).json();
    expect(current.page.total).toBe(0);
    const withHistory = (await office.get('/dms/search?q=comminuted%20discharge&scope=all')).json();
    expect(withHistory.data.map((h: DmsSearchHit) => [h.revision, h.state])).toEqual([['A', 'SUPERSEDED']]);
    const obsolete = (await office.get(`/dms/obsolete?q=${encodeURIComponent(doc.number)}`)).json()
      .data as ObsoleteRow[];
    expect(obsolete.map((r) => [r.revision, r.state])).toEqual([['A', 'SUPERSEDED']]);
    const audit = (await admin.get(`/audit/?entity=dms-document&entityId=${doc.id}&limit=50`)).json()
      .data as {
      action: string;
    }[];
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['create', 'upload', 'submit', 'approve', 'make-effective']),
    );
  });

  it('reject needs a reason and goes back to DRAFT; a stale version is a 409; one open revision at a time', async () => {
    const doc = await createDocument(office);
    const up = dataOf<DocumentDetail>(
      await uploadRevision(
        office,
        doc.id,
        { revision: '1' },
        { name: 'x.pdf', content: pdfOf('X', ['text']) },
      ),
    );
    const r = revisionOf(up, '1');
    const second = await uploadRevision(
      office,
      doc.id,
      { revision: '2' },
      { name: 'y.pdf', content: pdfOf('Y', ['y']) },
    );
    expect(second.statusCode).toBe(409);
    expect((await transition(office, doc.id, r.id, 'submit')).statusCode).toBe(200);
    const noReason = await transition(office, doc.id, r.id, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('reason');
    const stale = await office.post(`/dms/revisions/${r.id}/transition`, { action: 'approve', version: 1 });
    expect(stale.statusCode).toBe(409);
    const rejected = dataOf<DocumentDetail>(
      await transition(office, doc.id, r.id, 'reject', { reason: 'Section 2 unclear' }),
    );
    expect(revisionOf(rejected, '1')).toMatchObject({ state: 'DRAFT', rejectionReason: 'Section 2 unclear' });
  });

  it('withdraws an effective revision: it leaves the ships and appears under obsolete', async () => {
    const doc = await createDocument(office);
    const id = await effectiveRevision(office, doc.id, '1', ['Old procedure']);
    const withdrawn = dataOf<DocumentDetail>(
      await transition(office, doc.id, id, 'obsolete', { reason: 'Replaced' }),
    );
    expect(withdrawn.revisions[0]?.state).toBe('OBSOLETE');
    const master = await t.login(DEMO.master);
    expect((await master.get(`/dms/documents/${doc.id}`)).statusCode).toBe(404);
  });
});

describe('uploads: limits and type sniffing', () => {
  let docId: string;
  beforeAll(async () => {
    docId = (await createDocument(office)).id;
  });
  const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);

  it.each([
    ['a Windows program named .pdf', EXE, 415],
    ['a text file named .docx', Buffer.from('Just text, not a Word file.'), 415],
    [
      'a PNG image',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]),
      415,
    ],
    ['a damaged PDF', Buffer.from('%PDF-1.4\nthis is not really a pdf\n'), 400],
  ])('refuses %s and stores nothing', async (_label, content, status) => {
    const response = await uploadRevision(
      office,
      docId,
      { revision: unique('r') },
      { name: 'file.pdf', content },
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().details?.[0]?.field).toBe('file');
    const doc = dataOf<DocumentDetail>(await office.get(`/dms/documents/${docId}`));
    expect(doc.revisions).toHaveLength(0);
  });

  it('refuses a file over 25 MiB with 413, and a missing file or revision with 400', async () => {
    const big = Buffer.concat([pdfOf('Big', ['x']), Buffer.alloc(DMS_MAX_FILE_BYTES)]);
    const response = await uploadRevision(
      office,
      docId,
      { revision: 'big' },
      { name: 'big.pdf', content: big },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^File: the file is larger than 25 MiB/);
    expect((await uploadRevision(office, docId, { revision: 'none' })).statusCode).toBe(400);
    const noLabel = await uploadRevision(office, docId, {}, { name: 'a.pdf', content: pdfOf('A', ['a']) });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().details[0].field).toBe('revision');
  });

  it('recognises Word and Excel from their content whatever the name, and downloads them as attachments', async () => {
    const docx = await docxOf(['Ballast water exchange is recorded in the ballast water record book.']);
    const wordDoc = await createDocument(office);
    const w = dataOf<DocumentDetail>(
      await uploadRevision(office, wordDoc.id, { revision: '1' }, { name: 'ballast.bin', content: docx }),
    );
    expect(w.revisions[0]).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sha256: sha256(docx),
    });
    const file = await office.get(`/dms/revisions/${w.revisions[0]!.id}/file`);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.rawPayload.equals(docx)).toBe(true);

    const xlsx = await xlsxOf([
      ['Item', 'Check'],
      ['Lifeboat davit', 'Winch brake tested'],
    ]);
    const sheetDoc = await createDocument(office);
    const x = dataOf<DocumentDetail>(
      await uploadRevision(office, sheetDoc.id, { revision: '1' }, { name: 'checklist.xlsx', content: xlsx }),
    );
    expect(x.revisions[0]?.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});

describe('text extraction and search', () => {
  it('finds words inside PDF, Word and Excel files, ranks title matches first and marks the matches', async () => {
    const word = `zqx${Date.now().toString(36)}`;
    const inTitle = await createDocument(office, { title: `Procedure ${word} handling` });
    await effectiveRevision(office, inTitle.id, '1', ['General text about mooring.']);
    const inPdf = await createDocument(office);
    await effectiveRevision(office, inPdf.id, '1', [`The ${word} valve is closed before departure.`]);
    const inDocx = await createDocument(office);
    dataOf(
      await uploadRevision(
        office,
        inDocx.id,
        { revision: '1' },
        { name: 'a.docx', content: await docxOf([`Check the ${word} alarm weekly.`]) },
      ),
    );
    const inXlsx = await createDocument(office);
    dataOf(
      await uploadRevision(
        office,
        inXlsx.id,
        { revision: '1' },
        { name: 'a.xlsx', content: await xlsxOf([['Item'], [`${word} pump`]]) },
      ),
    );

    const body = (await office.get(`/dms/search?q=${word}&limit=10`)).json() as {
      data: DmsSearchHit[];
      page: { total: number };
    };
    expect(body.page.total).toBe(4);
    expect(body.data[0]?.documentId).toBe(inTitle.id);
    expect(body.data.map((h) => h.documentId).sort()).toEqual(
      [inTitle.id, inPdf.id, inDocx.id, inXlsx.id].sort(),
    );
    for (let i = 1; i < body.data.length; i++)
      expect(body.data[i - 1]!.rank).toBeGreaterThanOrEqual(body.data[i]!.rank);
    const pdfHit = body.data.find((h) => h.documentId === inPdf.id)!;
    expect(pdfHit.headline).toContain(`\u0002${word}\u0003`);
    expect(pdfHit.headline).not.toMatch(/<b>/);

    const none = (await office.get('/dms/search?q=nonexistentwordxyz')).json();
    expect(none.page.total).toBe(0);
    expect((await office.get('/dms/search?q=')).statusCode).toBe(400);
  });

  it('finds the seeded manual by its words, stemmed (drills → drill)', async () => {
    const hits = (await office.get('/dms/search?q=abandon%20ship%20drills')).json().data as DmsSearchHit[];
    expect(hits[0]?.number).toBe('ISM-6.1');
  });
});
