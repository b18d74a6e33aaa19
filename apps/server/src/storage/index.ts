import path from 'node:path';
import { createDiskStorage } from './disk.js';
import type { FileStorage } from './types.js';

export * from './types.js';
export { createDiskStorage } from './disk.js';

/**
 * The app's file storage: local disk under `${dataDir}/files` (ARCHITECTURE.md §9). An S3-compatible driver
 * (S3_* variables) would be chosen here; it is not implemented yet.
 */
export function createStorage(dataDir: string): FileStorage {
  return createDiskStorage(path.join(dataDir, 'files'));
}
