import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateView, CreatedSharedLink, Expense } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../test/test-app';
import { DEMO, dataOf, shipsByName } from '../test/fixtures';
import { createCertificate, SAMPLE_PDF, upload } from '../modules/fleet/certificate/certificate.fixtures';
import { createExpense, optionsOf, uploadReceipt } from '../modules/accounting/expense/expense.fixtures';
import { loadConfig } from '../config';
import { createStorage } from './storage-backend';
import { S3Storage } from './s3-storage';
import { startTestS3, type TestS3 } from './s3-storage.test-server';
import { LocalDiskStorage } from './storage';

/**
 * The application with its files in S3 (s3rver): uploads go to the bucket, downloads come from it,
 * nothing lands on the local disk. The test app is built on the usual template, then its storage is
 * switched to the bucket the settings describe (`KEEL_STORAGE=s3`, `KEEL_S3_*` through createStorage).
 */
let s3: TestS3;
let t: TestApp;
let admin: TestSession;
let aurora: string;
beforeAll(async () => {
  s3 = await startTestS3('keel-app');
  t = await createTestApp();
  const config = loadConfig({
    KEEL_DATA_DIR: t.ctx.config.dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    KEEL_STORAGE: 's3',
    KEEL_S3_BUCKET: s3.settings.bucket,
    KEEL_S3_ENDPOINT: s3.settings.endpoint,
    KEEL_S3_ACCESS_KEY_ID: 'S3RVER',
    KEEL_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  t.ctx.storage = createStorage(config);
  admin = await t.login(DEMO.admin);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(async () => {
  if (t?.ctx.storage instanceof S3Storage) t.ctx.storage.client.destroy();
  await t?.close();
  await s3?.close();
});

async function bucketKeys(): Promise<string[]> {
  return s3.keys();
}

async function diskKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const f of new LocalDiskStorage(path.join(t.ctx.config.dataDir, 'files')).list())
    keys.push(f.key);
  return keys.sort();
}

describe('Keel on S3 storage', () => {
  it('chose the S3 back end from the settings (path-style for a custom endpoint)', () => {
    expect(t.ctx.storage).toBeInstanceOf(S3Storage);
    expect((t.ctx.storage as S3Storage).settings).toMatchObject({
      forcePathStyle: true,
      region: 'us-east-1',
    });
  });

  it('a certificate scan round-trips through the bucket, and a shared link serves it from there', async () => {
    const c = await createCertificate(admin, aurora);
    const [bucketBefore, diskBefore] = [await bucketKeys(), await diskKeys()];
    const view = dataOf<CertificateView>(
      await upload(admin, c.id, 1, { name: 'SE.pdf', content: SAMPLE_PDF }),
    );
    // In the bucket, with its sha256 as metadata; nothing new on the local disk.
    const added = (await bucketKeys()).filter((k) => !bucketBefore.includes(k));
    expect(added).toHaveLength(1);
    expect(await s3.storage.stat(added[0]!)).toEqual({ size: SAMPLE_PDF.length, sha256: view.file!.sha256 });
    expect(await diskKeys()).toEqual(diskBefore);
    const download = await admin.get(`/certificates/${c.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    const link = dataOf<CreatedSharedLink>(
      await admin.post('/files/shared-links', {
        kind: 'certificate-file',
        recordId: c.id,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    const shared = await t.inject({ method: 'GET', url: new URL(link.url).pathname });
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('an expense receipt is stored in the bucket and replaced there (the old object removed)', async () => {
    const options = await optionsOf(admin);
    const expense = await createExpense(admin, aurora, options.categories[0]!.id);
    const before = await bucketKeys();
    const first = dataOf<Expense>(
      await uploadReceipt(admin, expense.id, 1, { name: 'r1.pdf', content: SAMPLE_PDF }),
    );
    const second = Buffer.concat([SAMPLE_PDF, Buffer.from('\n% second\n')]);
    const after = dataOf<Expense>(
      await uploadReceipt(admin, expense.id, first.version, { name: 'r2.pdf', content: second }),
    );
    expect(after.receipt?.size).toBe(second.length);
    const download = await admin.get(`/accounting/expenses/${expense.id}/receipt`);
    expect(download.rawPayload.equals(second)).toBe(true);
    // The first receipt left the bucket: one new object, not two.
    expect((await bucketKeys()).filter((k) => !before.includes(k))).toHaveLength(1);
  });
});
