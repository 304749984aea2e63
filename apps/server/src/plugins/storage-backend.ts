import path from 'node:path';
import type { Config } from '../config';
import { S3Storage } from './s3-storage';
import { LocalDiskStorage, type FileStorage } from './storage';

/** The disk storage under the data folder (the default, and the copy command's source). */
export function localStorageOf(config: Pick<Config, 'dataDir'>): LocalDiskStorage {
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}

/** The file storage the settings choose: `KEEL_STORAGE=local` (default) or `s3` (`KEEL_S3_*`). */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  const settings = config.storage;
  if (settings.kind === 'local') return localStorageOf(config);
  return new S3Storage(settings);
}
