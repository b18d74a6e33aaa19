import path from 'node:path';
import { createDiskStorage } from './disk.js';
import { createS3Storage, type S3Config } from './s3.js';
import type { FileStorage } from './types.js';

export * from './types.js';
export { createDiskStorage } from './disk.js';
export { createS3Storage, type S3Config } from './s3.js';

/**
 * The app's file storage (ARCHITECTURE.md §9): an S3-compatible bucket when `s3` is given (config
 * S3_BUCKET), else local disk under `${dataDir}/files`.
 */
export function createStorage(dataDir: string, s3?: S3Config): FileStorage {
  return s3 ? createS3Storage(s3) : createDiskStorage(path.join(dataDir, 'files'));
}
