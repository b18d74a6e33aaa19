import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { FILE_PURPOSES } from '@crm/contracts';
import { deploymentSecret } from '../../lib/deploymentSecret.js';

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
 * The upload-signing secret (deploymentSecret under 'upload-policy', kept in `dataDir/upload-secret`
 * without JWT_SECRET), so a link signed by one copy is valid on all.
 */
export const uploadSecret = (dataDir: string, jwtSecret?: string): Buffer =>
  deploymentSecret({ dataDir, jwtSecret, label: 'upload-policy', file: 'upload-secret' });

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
