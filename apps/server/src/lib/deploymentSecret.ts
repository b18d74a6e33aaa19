import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret of this deployment, the same on every server copy: with JWT_SECRET (`jwtSecret`) derived from
 * it under `label` (HMAC-SHA256, 32 bytes); without it, generated once (32 random bytes, base64url) and
 * kept owner-only in `dataDir/<file>`; of two processes making it at once, the second reads the first's.
 */
export function deploymentSecret(q: {
  dataDir: string;
  jwtSecret?: string;
  label: string;
  file: string;
}): Buffer {
  if (q.jwtSecret) return createHmac('sha256', q.jwtSecret).update(q.label).digest();
  const file = path.join(q.dataDir, q.file);
  if (!existsSync(file)) {
    mkdirSync(q.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e; // another process made it first
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim());
}
