import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  DEFAULT_MAX_FILE_BYTES,
  assertStorageKey,
  meterUpload,
  newStorageKey,
  safeFileName,
  type FileStorage,
  type StoredFile,
  type StoredObjectFacts,
} from './storage';

/** Where the bucket is and how to sign in to it (from `KEEL_S3_*`, see config.ts). */
export interface S3StorageSettings {
  bucket: string;
  /** A self-hosted or non-AWS endpoint (MinIO, Ceph, Garage…); AWS's own when undefined. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's usual chain (env, profile, instance role) is used. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path instead of the host name: what most self-hosted stores want. */
  forcePathStyle: boolean;
}

/** Multipart part size of streamed uploads (S3's minimum is 5 MiB). */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/** The S3 client Keel uses for these settings. */
export function s3Client(settings: S3StorageSettings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the API requires them: the newer default (CRC32 on every request, with
    // aws-chunked bodies) is refused by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (settings.endpoint) config.endpoint = settings.endpoint;
  if (settings.accessKeyId && settings.secretAccessKey)
    config.credentials = {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    };
  return new S3Client(config);
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket under the same keys as on disk (`ab/<uuid>.<ext>`), streamed both
 * ways: uploads go through `@aws-sdk/lib-storage` (one PUT for a small file, a multipart upload in
 * 5 MiB parts for a large one, aborted when the stream fails), downloads hand back the GET's body.
 * The sha256 is kept as object metadata (`x-amz-meta-sha256`) when known before the upload starts.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;

  constructor(
    readonly settings: S3StorageSettings,
    client?: S3Client,
  ) {
    this.client = client ?? s3Client(settings);
  }

  put(content: Buffer, originalName: string, allowedMimes: readonly string[]): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    return this.store(Readable.from([content]), originalName, allowedMimes, Number.MAX_SAFE_INTEGER, sha256);
  }

  putStream(
    content: Readable,
    originalName: string,
    allowedMimes: readonly string[],
    maxBytes = DEFAULT_MAX_FILE_BYTES,
  ): Promise<StoredFile> {
    return this.store(content, originalName, allowedMimes, maxBytes, null);
  }

  /**
   * Writes bytes under a key chosen elsewhere (the copy command keeps the disk's keys), streamed, with
   * the sha256 kept as metadata.
   */
  async putKey(key: string, body: Readable, facts: { mime: string; sha256: string }): Promise<void> {
    assertStorageKey(key);
    await this.upload(key, body, facts.mime, facts.sha256);
  }

  async open(key: string): Promise<Readable> {
    assertStorageKey(key);
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no body for ${key}`);
    return answer.Body;
  }

  async stat(key: string): Promise<StoredObjectFacts | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, sha256: head.Metadata?.sha256 ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  private async store(
    content: Readable,
    originalName: string,
    allowedMimes: readonly string[],
    maxBytes: number,
    knownSha256: string | null,
  ): Promise<StoredFile> {
    const metered = await meterUpload(content, allowedMimes, maxBytes);
    const key = newStorageKey(metered.type);
    try {
      await this.upload(key, metered.body, metered.type.mime, knownSha256);
    } catch (error) {
      // A failed single PUT keeps nothing and lib-storage aborts a failed multipart upload; this
      // also covers a store that kept a partial object.
      await this.remove(key).catch(() => undefined);
      throw error;
    }
    const { sha256, size } = metered.result();
    return { key, sha256, size, mime: metered.type.mime, originalName: safeFileName(originalName) };
  }

  private async upload(key: string, body: Readable, mime: string, sha256: string | null): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: mime,
        ...(sha256 ? { Metadata: { sha256 } } : {}),
      },
      partSize: S3_PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    let bodyError: unknown = null;
    body.once('error', (error) => (bodyError = error));
    try {
      await upload.done();
    } catch (error) {
      throw bodyError ?? error;
    }
  }
}
