/**
 * `npm run backup [-- --out DIR] [--force]`: one archive of the configured deployment — the database
 * (pg_dump -Fc of DATABASE_URL, else the embedded PGlite database of DATA_DIR, whose server must be
 * stopped) and the uploaded files of DATA_DIR/files (not with S3 storage: the bucket keeps its own
 * versions) — written to DIR (default ./backups) as sponsordesk-backup-<UTC time>.tar.gz; prints its path.
 * --force backs up a PGlite folder that looks open (a server that crashed). Logic: apps/server/src/db/backup.ts.
 */
import { loadConfig } from '../apps/server/src/config.js';
import { backup } from '../apps/server/src/db/backup.js';
import { OWNER_ONLY_UMASK } from '../apps/server/src/db/ownerOnly.js';

// Everything this writes holds the database and the keys: owner-only, whatever the shell's umask.
process.umask(OWNER_ONLY_UMASK);
const args = process.argv.slice(2);
const config = loadConfig();
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'backups';
try {
  const { file, notes } = await backup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    outDir: out,
    s3: !!process.env.S3_BUCKET,
    force: args.includes('--force'),
  });
  for (const n of notes) console.log(n);
  console.log(`Backup written: ${file}`);
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
}
