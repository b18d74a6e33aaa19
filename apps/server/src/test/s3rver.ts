import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../storage/index.js';

/**
 * An S3-compatible server for the tests, in this process: s3rver (npm, plain Node, keeps objects in
 * a temporary folder), because it installs with the other dev dependencies and needs nothing else on
 * the machine (Debian has no MinIO package). Listens on a free port of 127.0.0.1 with bucket
 * `bucket`; its fixed credentials (S3RVER / S3RVER) go into this process's AWS_* variables, where the
 * SDK's default chain reads them. Answers the S3Config a driver needs, the objects' folder and close().
 */
export async function startS3rver(
  bucket = 'crm-files',
): Promise<{ config: S3Config; directory: string; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'crm-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      signedDownloads: false,
    },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
