import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The modes of what the server and the backup scripts keep on disk: folders 0700, files 0600 (owner only). */
export const OWNER_ONLY = { dir: 0o700, file: 0o600 } as const;

/**
 * The process umask that makes every file and folder it creates from now on owner-only (077). For the
 * server and the backup scripts (whole processes); PGlite sets its files' modes itself, so its folder
 * is also put right by `restrictToOwner` after it opens.
 */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Takes the group and other permission bits off `root` and everything under it (folders end 0700,
 * files keep only their owner's bits); symbolic links are left alone (not followed). A missing `root` is
 * nothing to do.
 */
export async function restrictToOwner(root: string): Promise<void> {
  const info = await lstat(root).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return null;
    throw e;
  });
  if (!info || info.isSymbolicLink()) return;
  if (!info.isDirectory()) {
    if (info.mode & 0o077) await chmod(root, info.mode & 0o700);
    return;
  }
  if ((info.mode & 0o777) !== OWNER_ONLY.dir) await chmod(root, OWNER_ONLY.dir);
  for (const name of await readdir(root)) await restrictToOwner(path.join(root, name));
}

/**
 * Prepares the data folder `dataDir` (DATA_DIR) for the server at start-up: sets the process umask to
 * 077, creates the folder (0700) when missing, and makes what an earlier start or an older version
 * left there owner-only (keys, uploads, staged imports, the embedded database).
 */
export async function secureDataDir(dataDir: string): Promise<void> {
  process.umask(OWNER_ONLY_UMASK);
  await mkdir(dataDir, { recursive: true, mode: OWNER_ONLY.dir });
  await restrictToOwner(dataDir);
}
