import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, type ActivityEntry, type RecordAttachment } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { multipart, SAMPLE_PDF } from '../fleet/certificate/certificate.fixtures';
import { createRequisition } from '../purchasing/requisition/requisition.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  master = await t.login(DEMO.master);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function upload(s: TestSession, path: string, file: { name: string; content: Buffer; type?: string }) {
  const body = multipart({}, file);
  return s.request('POST', `/activity/${path}/attachments`, body.payload, body.headers);
}
const listOf = async (s: TestSession, path: string) =>
  dataOf<RecordAttachment[]>(await s.get(`/activity/${path}/attachments`));

describe('record attachments', () => {
  it('stores a file with its sniffed type and sha256, lists, serves and audits it', async () => {
    const r = await createRequisition(purchaser, aurora);
    const path = `requisition/${r.id}`;
    const file = dataOf<RecordAttachment>(
      await upload(master, path, {
        name: '../../Quote scan (1).pdf',
        content: SAMPLE_PDF,
        type: 'image/png',
      }),
    );
    expect(file).toMatchObject({
      name: 'Quote scan (1).pdf',
      mime: 'application/pdf',
      size: SAMPLE_PDF.length,
      sha256: sha256(SAMPLE_PDF),
      uploadedByName: 'Capt. Jonas Eriksen',
    });
    expect(await listOf(purchaser, path)).toEqual([file]);
    const download = await purchaser.get(`/activity/${path}/attachments/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Quote scan (1).pdf"; filename*=UTF-8''Quote%20scan%20(1).pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const entries = dataOf<ActivityEntry[]>(await master.get(`/activity/${path}`));
    expect(entries[0]!.text).toBe('Capt. Jonas Eriksen attached Quote scan (1).pdf');
  });

  it('refuses a program renamed .pdf (415) and a file over 20 MiB (413); stores nothing', async () => {
    const r = await createRequisition(purchaser, aurora);
    const path = `requisition/${r.id}`;
    const exe = await upload(master, path, { name: 'invoice.pdf', content: EXE, type: 'application/pdf' });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/the content is not an accepted type/i);
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - SAMPLE_PDF.length, 0x20)]);
    const tooBig = await upload(master, path, { name: 'huge.pdf', content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/file must be at most 20 MiB/i);
    const none = await master.request(
      'POST',
      `/activity/${path}/attachments`,
      ...Object.values(multipart({})),
    );
    expect(none.json().details).toEqual([{ field: 'file', message: 'a file is required' }]);
    expect(await listOf(master, path)).toEqual([]);
  });

  it("keeps a master out of another ship's files: no upload, no list, no download", async () => {
    const r = await createRequisition(purchaser, borealis);
    const path = `requisition/${r.id}`;
    const file = dataOf<RecordAttachment>(
      await upload(purchaser, path, { name: 'a.pdf', content: SAMPLE_PDF }),
    );
    const refused = await upload(master, path, { name: 'b.pdf', content: SAMPLE_PDF });
    expect(refused.statusCode).toBe(403);
    expect((await master.get(`/activity/${path}/attachments`)).statusCode).toBe(403);
    expect((await master.get(`/activity/${path}/attachments/${file.id}`)).statusCode).toBe(403);
    expect((await master.delete(`/activity/${path}/attachments/${file.id}`)).statusCode).toBe(403);
    expect((await listOf(admin, path)).map((f) => f.name)).toEqual(['a.pdf']);
  });

  it('is deleted by the uploader or an administrator only, and the file is gone', async () => {
    const r = await createRequisition(purchaser, aurora);
    const path = `requisition/${r.id}`;
    const file = dataOf<RecordAttachment>(await upload(master, path, { name: 'a.pdf', content: SAMPLE_PDF }));
    const foreign = await purchaser.delete(`/activity/${path}/attachments/${file.id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(
      'Only the person who attached a file (or an administrator) may delete it',
    );
    expect((await master.delete(`/activity/${path}/attachments/${file.id}`)).statusCode).toBe(204);
    expect(await listOf(master, path)).toEqual([]);
    expect((await master.get(`/activity/${path}/attachments/${file.id}`)).statusCode).toBe(404);
    const entries = dataOf<ActivityEntry[]>(await master.get(`/activity/${path}`));
    expect(entries[0]!.text).toBe('Capt. Jonas Eriksen removed the attachment a.pdf');
    // An attachment of another record is not found through this one.
    const other = await createRequisition(purchaser, aurora);
    const kept = dataOf<RecordAttachment>(await upload(master, path, { name: 'c.pdf', content: SAMPLE_PDF }));
    expect((await master.get(`/activity/requisition/${other.id}/attachments/${kept.id}`)).statusCode).toBe(
      404,
    );
  });
});
