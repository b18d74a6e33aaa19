/**
 * `npm run restore -- <file> [--data-dir DIR] [--database-url URL] [--force]`: restores a backup of
 * `npm run backup` into the data folder DIR (default DATA_DIR) and, for a PostgreSQL backup, into the
 * database URL (default DATABASE_URL; created when missing). A non-empty target is refused unless
 * --force, which replaces it. Logic: apps/server/src/db/backup.ts.
 */
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { restore } from '../apps/server/src/db/backup.js';
import { OWNER_ONLY_UMASK } from '../apps/server/src/db/ownerOnly.js';

// Everything this writes holds the database and the keys: owner-only, whatever the shell's umask.
process.umask(OWNER_ONLY_UMASK);
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const file = args.find(
  (a, i) => !a.startsWith('--') && !['--data-dir', '--database-url'].includes(args[i - 1]),
);
const config = loadConfig();
try {
  if (!file)
    throw new Error(
      'Usage: npm run restore -- <backup file> [--data-dir DIR] [--database-url URL] [--force]',
    );
  const dataDir = path.resolve(option('--data-dir') ?? config.dataDir);
  const databaseUrl = option('--database-url') ?? config.databaseUrl;
  const manifest = await restore({ file, dataDir, databaseUrl, force: args.includes('--force') });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${dataDir}${manifest.engine === 'postgres' ? ` and ${new URL(databaseUrl!).pathname.slice(1)}` : ''}.`,
  );
  if (manifest.fileStorage === 's3')
    console.log('Uploaded files were in the S3 bucket: restore them from the object store.');
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
}
