import { hash, verify } from '@node-rs/argon2';
import { inTurns } from './signInLimits.js';

/** This process's password checks, PASSWORD_CHECKS at once (argon2id is CPU-bound; a burst waits in line). */
const checks = inTurns();

/** argon2id hash of a password (ARCHITECTURE.md §6). @node-rs/argon2 defaults to argon2id. */
export const hashPassword = (password: string) => hash(password);

/**
 * True when `password` matches the argon2id `passwordHash`; false for a malformed hash. At most
 * PASSWORD_CHECKS run at once; one that waited too long in line rejects with SignInBusy (429).
 */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return checks(() => verify(passwordHash, password).catch(() => false));
}
