import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { PRODUCT_NAME, RECOVERY_CODE_COUNT } from '@crm/contracts';

/** TOTP as authenticator apps use it (RFC 6238): SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new TOTP secret: 20 random bytes as base32 (160 bits, RFC 4226's length). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL of `secret` for `email` and its QR code as an SVG data URL (issue 40 §4). */
export async function enrolmentOf(
  secret: string,
  email: string,
): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpOf(secret, email).toString();
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step `code` belongs to for `secret`, within one step either side of now (a clock a little
 * off), or null when it matches none. The caller refuses a step at or before the last one used (replay).
 */
export function totpStep(secret: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
}

/** SHA-256 (hex) of a recovery code or device token: both are long random strings, so a fast hash suffices. */
export const secretHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Base32 letters of the recovery codes (no 0, 1, 8, 9: nothing to mistake for O, l, B, g). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 10 new recovery codes, `xxxx-xxxx-xxxx` (60 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const letters = [...bytes].map((b) => ALPHABET[b % 32]).join('');
    return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8, 12)}`;
  });
}

/** A recovery code as typed (spaces and dashes ignored, any case) in the form stored: `xxxx-xxxx-xxxx`. */
export function normalRecoveryCode(code: string): string | null {
  const bare = code.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z2-7]{12}$/.test(bare)
    ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}`
    : null;
}

/** A new device token for "remember this browser": 32 random bytes, base64url. */
export const newDeviceToken = () => randomBytes(32).toString('base64url');
