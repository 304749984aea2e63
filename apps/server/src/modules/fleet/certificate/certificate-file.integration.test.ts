import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_FILE_MAX_BYTES, type AuditEntry, type CertificateView } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createCertificate, multipart, SAMPLE_PDF, upload } from './certificate.fixtures';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  master = await t.login(DEMO.master);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t?.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('POST /certificates/:id/file', () => {
  it('stores a PDF with its sniffed type and sha256, attaches it and audits it', async () => {
    const c = await createCertificate(admin, aurora);
    const response = await upload(master, c.id, 1, {
      name: 'Safety Equipment 2024.pdf',
      content: SAMPLE_PDF,
    });
    expect(response.statusCode).toBe(200);
    const view = response.json().data as CertificateView;
    expect(view.version).toBe(2);
    expect(view.file).toMatchObject({
      name: 'Safety Equipment 2024.pdf',
      mime: 'application/pdf',
      size: SAMPLE_PDF.length,
      sha256: sha256(SAMPLE_PDF),
      uploadedBy: 'Capt. Jonas Eriksen',
    });
    expect(view.fileId).toBe(view.file!.id);
    const audit: AuditEntry[] = (await admin.get(`/audit/?entity=certificate&entityId=${c.id}`)).json().data;
    expect(audit[0]).toMatchObject({ action: 'attach_file', shipId: aurora });
  });

  it('goes by the content, not the name: a PNG named .pdf is an image', async () => {
    const c = await createCertificate(admin, aurora);
    const view = dataOf<CertificateView>(
      await upload(master, c.id, 1, { name: 'photo.pdf', content: PNG, type: 'application/pdf' }),
    );
    expect(view.file?.mime).toBe('image/png');
    const download = await master.get(`/certificates/${c.id}/file`);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['a Windows program renamed .pdf', EXE],
    ['a text file renamed .pdf', Buffer.from('This is not a PDF, only text.\n')],
  ])('refuses %s with 415 and stores nothing', async (_label, content) => {
    const c = await createCertificate(admin, aurora);
    const response = await upload(master, c.id, 1, {
      name: 'certificate.pdf',
      content,
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^file: the content is not an accepted type/);
    expect(dataOf<CertificateView>(await master.get(`/certificates/${c.id}`))).toMatchObject({
      version: 1,
      file: null,
    });
  });

  it('refuses a file over 20 MiB with 413 and a message', async () => {
    const c = await createCertificate(admin, aurora);
    const big = Buffer.concat([
      SAMPLE_PDF,
      Buffer.alloc(CERTIFICATE_FILE_MAX_BYTES + 1 - SAMPLE_PDF.length, 0x20),
    ]);
    const response = await upload(master, c.id, 1, { name: 'huge.pdf', content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'File must be at most 20 MiB' });
    expect(dataOf<CertificateView>(await master.get(`/certificates/${c.id}`)).file).toBeNull();
  });

  it('needs the version (400), a current version (409), a file (400), a multipart body (415)', async () => {
    const c = await createCertificate(admin, aurora);
    const noVersion = multipart({}, { name: 'a.pdf', content: SAMPLE_PDF });
    const r1 = await master.request(
      'POST',
      `/certificates/${c.id}/file`,
      noVersion.payload,
      noVersion.headers,
    );
    expect(r1.statusCode).toBe(400);
    expect(r1.json().details).toEqual([
      { field: 'version', message: 'the certificate version is required (a positive whole number)' },
    ]);
    expect((await upload(master, c.id, 5, { name: 'a.pdf', content: SAMPLE_PDF })).statusCode).toBe(409);
    const noFile = multipart({ version: '1' });
    const r3 = await master.request('POST', `/certificates/${c.id}/file`, noFile.payload, noFile.headers);
    expect(r3.json().details).toEqual([{ field: 'file', message: 'a file is required' }]);
    const json = await master.post(`/certificates/${c.id}/file`, { version: 1 });
    expect(json.statusCode).toBe(415);
  });

  it('keeps only the base name of a client path', async () => {
    const c = await createCertificate(admin, aurora);
    const view = dataOf<CertificateView>(
      await upload(master, c.id, 1, { name: '../../etc/passwd.pdf', content: SAMPLE_PDF }),
    );
    expect(view.file?.name).toBe('passwd.pdf');
  });
});

describe('GET /certificates/:id/file', () => {
  it('sends the same bytes as an attachment with the sniffed type and nosniff', async () => {
    const c = await createCertificate(admin, aurora);
    dataOf(await upload(master, c.id, 1, { name: 'IOPP (2024).pdf', content: SAMPLE_PDF }));
    const response = await master.get(`/certificates/${c.id}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="IOPP (2024).pdf"; filename*=UTF-8''IOPP%20(2024).pdf`,
      'x-content-type-options': 'nosniff',
      'content-length': String(SAMPLE_PDF.length),
      'cache-control': 'private, no-store',
    });
    expect(response.headers['repr-digest']).toBe(
      `sha-256=:${createHash('sha256').update(SAMPLE_PDF).digest('base64')}:`,
    );
  });

  it('serves the demo scans stored by the seeder', async () => {
    const list = (await master.get(`/certificates/?shipId=${aurora}&limit=200`)).json()
      .data as CertificateView[];
    const scanned = list.filter((c) => c.file);
    expect(scanned.length).toBeGreaterThanOrEqual(3);
    const response = await master.get(`/certificates/${scanned[0]!.id}/file`);
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(sha256(response.rawPayload)).toBe(scanned[0]!.file!.sha256);
  });

  it('answers 404 when no scan is attached', async () => {
    const c = await createCertificate(admin, aurora);
    const response = await master.get(`/certificates/${c.id}/file`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Certificate file not found');
  });
});
