import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from '@20minutes/s3rver';
import { S3Storage, type S3StorageSettings } from './s3-storage';

/** The credentials an s3rver account is created with. */
const S3RVER_KEY = 'S3RVER';

/** A throw-away S3-compatible server for tests: s3rver on a random port with one empty bucket. */
export interface TestS3 {
  settings: S3StorageSettings;
  storage: S3Storage;
  /** The bucket's folder on disk (tests never read it; removed by `close`). */
  directory: string;
  /**
   * The keys stored in the bucket, read from s3rver's folder (its bucket listing refuses the SDK's
   * signature; Keel never lists a bucket, so only the tests need this).
   */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts s3rver (an npm package implementing the S3 API, signature V4 checked) on 127.0.0.1 with a
 * fresh bucket in a temporary folder. Path-style addressing, like a self-hosted store.
 */
export async function startTestS3(bucket = 'keel-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'keel-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    vhostBuckets: false,
  });
  const address = (await server.run()) as AddressInfo;
  const settings: S3StorageSettings = {
    bucket,
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
  const storage = new S3Storage(settings);
  return {
    settings,
    storage,
    directory,
    keys: async () => {
      const root = path.join(directory, bucket);
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile() && e.name.endsWith('._S3rver_object'))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name.replace(/\._S3rver_object$/, ''))))
        .sort();
    },
    close: async () => {
      storage.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
