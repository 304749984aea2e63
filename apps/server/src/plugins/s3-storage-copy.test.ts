import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from './s3-storage.test-server';
import { copyLocalFilesToS3 } from './s3-storage-copy';
import { S3Storage } from './s3-storage';
import { LocalDiskStorage } from './storage';

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300, 7),
]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let s3: TestS3;
let root: string;
let local: LocalDiskStorage;
beforeAll(async () => {
  s3 = await startTestS3('keel-copy');
  root = await mkdtemp(path.join(tmpdir(), 'keel-copy-'));
  local = new LocalDiskStorage(root);
});
afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

describe('copyLocalFilesToS3', () => {
  it('copies every file under the same key with its type and sha256, then skips them on a second run', async () => {
    const a = await local.put(pdf('a'), 'a.pdf', ['application/pdf']);
    const b = await local.put(png, 'b.png', ['image/png']);
    const c = await local.put(pdf('c'.repeat(5000)), 'c.pdf', ['application/pdf']);
    // Leftovers of an interrupted write are not files of the storage.
    await writeFile(path.join(root, `${a.key}.part`), 'half');

    const dry = await copyLocalFilesToS3(local, s3.storage, { dryRun: true });
    expect(dry).toMatchObject({ scanned: 3, copied: 3, skipped: 0 });
    expect(await s3.storage.stat(a.key)).toBeNull();

    const first = await copyLocalFilesToS3(local, s3.storage);
    expect(first).toMatchObject({ scanned: 3, copied: 3, skipped: 0, replaced: 0, failed: 0 });
    expect(first.bytes).toBe(a.size + b.size + c.size);
    for (const stored of [a, b, c]) {
      expect(await s3.storage.stat(stored.key)).toEqual({ size: stored.size, sha256: stored.sha256 });
      expect(sha(await buffer(await s3.storage.open(stored.key)))).toBe(stored.sha256);
    }
    const head = await s3.storage.client.send(
      new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: b.key }),
    );
    expect(head.ContentType).toBe('image/png');

    const second = await copyLocalFilesToS3(local, s3.storage);
    expect(second).toMatchObject({ scanned: 3, copied: 0, skipped: 3, replaced: 0, bytes: 0 });
  });

  it('writes again an object whose size or sha256 differs from the disk', async () => {
    const d = await local.put(pdf('d'), 'd.pdf', ['application/pdf']);
    const wrong = pdf('x');
    await s3.storage.putKey(d.key, Readable.from([wrong]), { mime: 'application/pdf', sha256: sha(wrong) });
    const run = await copyLocalFilesToS3(local, s3.storage);
    expect(run).toMatchObject({ replaced: 1, copied: 0, failed: 0 });
    expect(await buffer(await s3.storage.open(d.key))).toEqual(pdf('d'));
  });

  it('reports a failure and carries on', async () => {
    const broken = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    const run = await copyLocalFilesToS3(local, broken);
    expect(run.failed).toBe(run.scanned);
    expect(run.failures[0]?.message).toBeTruthy();
    broken.client.destroy();
  });
});
