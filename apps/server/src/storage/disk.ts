import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, link, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { byteLimit } from './limit.js';
import { isSafeKey, KeyExistsError, UnsafeKeyError, type FileStorage } from './types.js';

/**
 * The local-disk driver: the bytes of key `a/b.pdf` live at `<root>/a/b.pdf` (root is
 * `${DATA_DIR}/files`). Writes go to a temporary file linked into place once complete, so a failed
 * or oversized upload leaves nothing behind and existing bytes are never replaced. Keys are checked with `isSafeKey` and must resolve
 * inside the root.
 */
export function createDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    const full = path.resolve(base, key);
    if (!isSafeKey(key) || !full.startsWith(base + path.sep))
      throw new UnsafeKeyError(`unsafe storage key: ${key}`);
    return full;
  };
  return {
    async put(key, body, opts) {
      const full = pathOf(key);
      await mkdir(path.dirname(full), { recursive: true });
      const tmp = `${full}.${randomUUID()}.part`;
      const counter = byteLimit(opts.maxBytes);
      const out = createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(body, counter, out);
        await link(tmp, full); // fails with EEXIST rather than replace stored bytes
      } catch (e) {
        body.resume(); // let the rest of a request drain
        if (!out.closed) await once(out, 'close'); // a write stream still opening creates the file after an early rm
        throw (e as NodeJS.ErrnoException).code === 'EEXIST'
          ? new KeyExistsError(`key exists: ${key}`)
          : e;
      } finally {
        await rm(tmp, { force: true });
      }
      return counter.bytes();
    },
    async get(key) {
      const full = pathOf(key);
      try {
        if (!(await stat(full)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(full);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
  };
}
