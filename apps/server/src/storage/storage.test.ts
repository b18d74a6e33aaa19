import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3rver } from '../test/s3rver.js';
import { createDiskStorage } from './index.js';
import { createS3Storage } from './s3.js';
import { storageSuite } from './suite.js';

storageSuite('disk', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'crm-storage-'));
  const notAFolder = path.join(root, 'not-a-folder');
  writeFileSync(notAFolder, '');
  return {
    storage: createDiskStorage(path.join(root, 'files')),
    // every file under the root, part files included
    keys: async () =>
      (
        readdirSync(path.join(root, 'files'), {
          recursive: true,
          withFileTypes: true,
        }) as import('node:fs').Dirent[]
      )
        .filter((e) => e.isFile())
        .map((e) => path.relative(path.join(root, 'files'), path.join(e.parentPath, e.name))),
    broken: createDiskStorage(path.join(notAFolder, 'files')),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

storageSuite('S3 (s3rver)', async () => {
  const s3 = await startS3rver();
  const client = new S3Client({
    region: s3.config.region,
    endpoint: s3.config.endpoint,
    forcePathStyle: true,
  });
  return {
    storage: createS3Storage(s3.config),
    keys: async () =>
      (
        (await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }))).Contents ?? []
      ).map((o) => o.Key!),
    broken: createS3Storage({ ...s3.config, bucket: 'no-such-bucket' }),
    close: async () => {
      client.destroy();
      await s3.close();
    },
  };
});
