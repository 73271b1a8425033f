import type { Config } from '#src/config.ts';
import { localDiskStorage } from './local-disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration asks for: an S3-compatible bucket when set, otherwise local disk. */
export function createStorage(config: Config['storage']): Storage {
  if (config.kind === 's3') return s3Storage(config);
  return localDiskStorage(config.dir);
}
