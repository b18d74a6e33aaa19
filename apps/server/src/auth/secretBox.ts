import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { deploymentSecret } from '../lib/deploymentSecret.js';

/**
 * Short secrets sealed at rest (issue 40 §4: the TOTP secrets), AES-256-GCM under a deployment key:
 * `v1.<iv>.<ciphertext and tag>`, base64url. `open` answers a text without the `v1.` prefix as it is (a
 * secret stored before sealing; sealStoredSecrets seals those at start), and null for a sealed text
 * this key cannot open (sealed under another key, or altered).
 */
export type SecretBox = {
  seal: (plain: string) => string;
  open: (stored: string) => string | null;
};

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A box under `key` (any length: the AES key is its SHA-256 under the box's own label). */
export function createSecretBox(key: Buffer): SecretBox {
  const aesKey = createHash('sha256').update('secret-box v1\0').update(key).digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const body = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${PREFIX}${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const parts = stored.slice(PREFIX.length).split('.');
      if (parts.length !== 2) return null;
      const [iv, body] = parts.map((part) => Buffer.from(part, 'base64url'));
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        const plain = decipher.update(body.subarray(0, body.length - TAG_BYTES));
        return Buffer.concat([plain, decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The deployment's box: its key derived from JWT_SECRET (`jwtSecret`), else kept in `dataDir/secret-box-key`. */
export const deploymentSecretBox = (dataDir: string, jwtSecret?: string): SecretBox =>
  createSecretBox(
    deploymentSecret({ dataDir, jwtSecret, label: 'secret-box', file: 'secret-box-key' }),
  );
