import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { S3Storage } from './s3-storage';
import type { LocalDiskStorage } from './storage';

/** Content types by the extension Keel gives a key (the extension came from sniffing the bytes). */
const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  tif: 'image/tiff',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};

/** What one run of the copy did. */
export interface CopySummary {
  /** Files on disk looked at. */
  scanned: number;
  /** New in the bucket. */
  copied: number;
  /** Already in the bucket with the same size (and sha256, where the bucket keeps it): left alone. */
  skipped: number;
  /** In the bucket with another size or sha256: written again from disk. */
  replaced: number;
  /** Could not be copied (listed in `failures`). */
  failed: number;
  /** Bytes sent. */
  bytes: number;
  failures: { key: string; message: string }[];
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every file of the disk storage into the bucket under the same key, streamed, with its sha256
 * as object metadata. Idempotent: an object already there with the same size and sha256 (or the same
 * size when the bucket keeps no sha256) is skipped, so a second run copies nothing and an interrupted
 * run can simply be started again. With `dryRun`, nothing is written and the summary says what would be.
 */
export async function copyLocalFilesToS3(
  local: LocalDiskStorage,
  bucket: S3Storage,
  options: { dryRun?: boolean; onFile?: (key: string, outcome: string) => void } = {},
): Promise<CopySummary> {
  const summary: CopySummary = {
    scanned: 0,
    copied: 0,
    skipped: 0,
    replaced: 0,
    failed: 0,
    bytes: 0,
    failures: [],
  };
  for await (const { key, size } of local.list()) {
    summary.scanned += 1;
    try {
      const file = path.join(local.root, key);
      const sha256 = await sha256Of(file);
      const there = await bucket.stat(key);
      const same =
        there !== null && there.size === size && (there.sha256 === null || there.sha256 === sha256);
      if (same) {
        summary.skipped += 1;
        options.onFile?.(key, 'skipped');
        continue;
      }
      const mime = MIME_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      if (!options.dryRun) await bucket.putKey(key, createReadStream(file), { mime, sha256 });
      summary.bytes += size;
      if (there) summary.replaced += 1;
      else summary.copied += 1;
      options.onFile?.(key, there ? 'replaced' : 'copied');
    } catch (error) {
      summary.failed += 1;
      summary.failures.push({ key, message: error instanceof Error ? error.message : String(error) });
      options.onFile?.(key, 'failed');
    }
  }
  return summary;
}
