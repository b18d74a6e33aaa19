import path from 'node:path';
import { createDiskStorage } from './disk.js';
import type { S3Config } from './s3.js';
import type { FileStorage } from './types.js';

export * from './types.js';
export { createDiskStorage } from './disk.js';
export type { S3Config } from './s3.js';

/**
 * The app's file storage (ARCHITECTURE.md §9): an S3-compatible bucket when `s3` is given (config
 * S3_BUCKET), else local disk under `${dataDir}/files`. The S3 driver (and the AWS SDK) is loaded only
 * when chosen, so a server on disk starts without it.
 */
export async function createStorage(dataDir: string, s3?: S3Config): Promise<FileStorage> {
  if (!s3) return createDiskStorage(path.join(dataDir, 'files'));
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage(s3);
}
