import { sql } from 'drizzle-orm';
import { MESSAGES } from '@crm/contracts';
import type { Db, Tx } from '../db/client.js';

/** Failures of one account from one client address allowed before each further failure adds a wait. */
export const FREE_FAILURES = 5;
/** Failures from one client address, whatever the accounts, allowed before each further failure adds a wait. */
export const FREE_ADDRESS_FAILURES = 20;
/** The longest wait after failed sign-ins (seconds). */
const MAX_WAIT_SECONDS = 15 * 60;

/** Wait (seconds) after the `failures`-th failure in a row: none up to `free`, then 15 s doubling to 15 min. */
const waitAfter = (failures: number, free = FREE_FAILURES) =>
  failures < free ? 0 : Math.min(MAX_WAIT_SECONDS, 15 * 2 ** (failures - free));

/** A run of failures of one account from one address restarts after this long without one. */
const RUN = sql`interval '24 hours'`;
/** A run of failures from one address restarts after this long without one (an office behind one address forgets its typos). */
const ADDRESS_RUN = sql`interval '1 hour'`;

/**
 * The login throttle (OWASP ASVS 2.2.1): it slows down the attacker, not the owner. Failures are counted
 * per account and client address (login_throttle: one address guessing one account's password waits
 * after FREE_FAILURES), and per address across all accounts (login_address_throttle: an address
 * spraying passwords over many accounts waits after FREE_ADDRESS_FAILURES). The owner signing in from a
 * clean address is never held up by someone else's failures. Kept in the database so every server copy
 * counts the same failures. Accounts are keyed by normalised email, known or not.
 */
export const loginThrottle = {
  /** The wait (seconds) and its message before a sign-in of `email` from `address` is checked, or null to go ahead. */
  async wait(
    db: Db,
    email: string,
    address: string,
  ): Promise<{ seconds: number; message: string } | null> {
    const { rows } = await db.execute<{ account: number | null; address: number | null }>(sql`select
      (select ceil(extract(epoch from blocked_until - now()))::int from login_throttle where email = ${email} and address = ${address} and blocked_until > now()) as account,
      (select ceil(extract(epoch from blocked_until - now()))::int from login_address_throttle where address = ${address} and blocked_until > now()) as address`);
    const { account, address: fromAddress } = rows[0];
    if (fromAddress && fromAddress >= (account ?? 0))
      return { seconds: fromAddress, message: MESSAGES.loginAddressSlowDown(fromAddress) };
    return account ? { seconds: account, message: MESSAGES.loginSlowDown(account) } : null;
  },
  /** Counts a failure of `email` from `address`, for the pair and for the address, and sets their next waits. */
  async fail(db: Tx, email: string, address: string): Promise<void> {
    const { rows } = await db.execute<{
      failures: number;
    }>(sql`insert into login_throttle (email, address, failures, last_failure_at) values (${email}, ${address}, 1, now())
      on conflict (email, address) do update set failures = case when login_throttle.last_failure_at < now() - ${RUN} then 1 else login_throttle.failures + 1 end,
        last_failure_at = now() returning failures`);
    const wait = waitAfter(rows[0].failures);
    if (wait)
      await db.execute(
        sql`update login_throttle set blocked_until = now() + make_interval(secs => ${wait}) where email = ${email} and address = ${address}`,
      );
    const { rows: all } = await db.execute<{
      failures: number;
    }>(sql`insert into login_address_throttle (address, failures, last_failure_at) values (${address}, 1, now())
      on conflict (address) do update set failures = case when login_address_throttle.last_failure_at < now() - ${ADDRESS_RUN} then 1 else login_address_throttle.failures + 1 end,
        last_failure_at = now() returning failures`);
    const addressWait = waitAfter(all[0].failures, FREE_ADDRESS_FAILURES);
    if (addressWait)
      await db.execute(
        sql`update login_address_throttle set blocked_until = now() + make_interval(secs => ${addressWait}) where address = ${address}`,
      );
  },
  /** Forgets the failures of `email` from `address` after a successful sign-in (the address's count across accounts stays). */
  async succeed(db: Db, email: string, address: string): Promise<void> {
    await db.execute(
      sql`delete from login_throttle where email = ${email} and address = ${address}`,
    );
  },
};
