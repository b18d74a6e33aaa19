import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FILE_PURPOSES } from '@crm/contracts';

/**
 * What a signed upload link allows (spec 001 §7 'Signed-URL upload'): one upload of at most `maxSize`
 * bytes of `contentType`, stored under `key` with the name `fileName`, by user `userId`, for
 * `purpose`, before `expiresAt` (epoch ms).
 */
const UploadPolicy = z.object({
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  purpose: z.enum(FILE_PURPOSES),
  maxSize: z.number().int().nonnegative(),
  userId: z.number().int().positive(),
  expiresAt: z.number().int(),
});
type UploadPolicy = z.infer<typeof UploadPolicy>;

/** Signs and checks upload policies with HMAC-SHA256 under a server secret. */
export type PolicySigner = {
  /** The policy as base64url JSON and its signature. */
  sign: (p: UploadPolicy) => { policy: string; signature: string };
  /** The policy when `signature` is its valid signature and it parses; else null. Expiry is the caller's check. */
  verify: (policy: string, signature: string) => UploadPolicy | null;
};

/**
 * The upload-signing secret. With JWT_SECRET (`jwtSecret`, the same on every server copy) it is derived
 * from it (HMAC-SHA256 under the label 'upload-policy'), so a link signed by one copy is valid on all;
 * without it, generated once and kept in `dataDir/upload-secret` (like the generated JWT secret).
 */
export function uploadSecret(dataDir: string, jwtSecret?: string): Buffer {
  if (jwtSecret) return createHmac('sha256', jwtSecret).update('upload-policy').digest();
  const file = path.join(dataDir, 'upload-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e; // another process made it first
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim());
}

/** A signer under `secret`. */
export function createPolicySigner(secret: Buffer): PolicySigner {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');
  return {
    sign(p) {
      const policy = Buffer.from(JSON.stringify(p)).toString('base64url');
      return { policy, signature: mac(policy) };
    },
    verify(policy, signature) {
      const want = Buffer.from(mac(policy));
      const got = Buffer.from(signature);
      if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
      try {
        const parsed = UploadPolicy.safeParse(
          JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')),
        );
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
