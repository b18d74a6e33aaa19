import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file and folder under `root` (itself included) that has a group or other permission bit, as
 * `relative/path 0644`; empty when all of it is owner-only. Symbolic links are not followed.
 */
export async function notOwnerOnly(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (p: string) => {
    const info = await lstat(p);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077)
      found.push(`${path.relative(root, p) || '.'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(p)) await walk(path.join(p, name));
  };
  await walk(root);
  return found;
}
