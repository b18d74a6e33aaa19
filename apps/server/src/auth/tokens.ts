import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { ApiTokenScope } from '@crm/contracts';

/**
 * What a valid token says: its user, its id (`jti`, the handle logout revokes), when it was issued (epoch
 * seconds) and its expiry. An API token's session (issue 42 §1) also names the token: its `jti` is
 * `api:<id>`, and a token that never expires has the year 9999 as its expiry.
 */
export type Session = {
  userId: number;
  jti: string;
  issuedAt: number;
  expiresAt: Date;
  apiToken?: { id: number; name: string; scope: ApiTokenScope };
};

/** Signs and verifies bearer tokens: HS256 JWTs whose subject is the user id, with a unique jti and an expiry. */
export type TokenService = {
  /** A new token of user `userId`: the token, its expiry (ISO) and its id (`jti`, the session's handle). */
  sign: (userId: number) => Promise<{ token: string; expiresAt: string; jti: string }>;
  /** The session of a valid, unexpired token, else null (revocation is checked by the actor cache). */
  verify: (token: string) => Promise<Session | null>;
};

/** The signing key: JWT_SECRET when set, else one generated once and kept in `dataDir/jwt-secret`. */
export function resolveSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * Token service with a lifetime of `ttlHours`. The secret is imported once as an HMAC key (handing jose the
 * raw bytes would import them again on every call), and a token once verified is remembered until it
 * expires (at most `maxRemembered` tokens; a token cannot change, and revocation is the actor cache's
 * check), so a busy client costs one signature check per process, not one per request.
 */
export function createTokenService(
  secret: Uint8Array,
  ttlHours: number,
  maxRemembered = 10_000,
): TokenService {
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, Session>();
  const check = async (token: string): Promise<Session | null> => {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
      const id = Number(payload.sub);
      if (
        !Number.isSafeInteger(id) ||
        id <= 0 ||
        typeof payload.jti !== 'string' ||
        !payload.exp ||
        !payload.iat
      )
        return null;
      return {
        userId: id,
        jti: payload.jti,
        issuedAt: payload.iat,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch {
      return null;
    }
  };
  return {
    async sign(userId) {
      const exp = Math.floor(Date.now() / 1000) + Math.round(ttlHours * 3600);
      const jti = randomUUID();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(await key);
      return { token, expiresAt: new Date(exp * 1000).toISOString(), jti };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt.getTime() > Date.now()) return known;
      verified.delete(token);
      const session = await check(token);
      if (session) {
        if (verified.size >= maxRemembered) verified.clear();
        verified.set(token, session);
      }
      return session;
    },
  };
}
