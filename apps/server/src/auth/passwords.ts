import { hash, verify } from '@node-rs/argon2';

/** argon2id hash of a password (ARCHITECTURE.md §6). @node-rs/argon2 defaults to argon2id. */
export const hashPassword = (password: string) => hash(password);

/** True when `password` matches the argon2id `passwordHash`; false (never throws) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
