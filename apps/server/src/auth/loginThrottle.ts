import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Failures of one account allowed before each further failure adds a wait. */
export const FREE_FAILURES = 5;
/** The longest wait after failed sign-ins (seconds): the owner is slowed down, never locked out for good. */
export const MAX_WAIT_SECONDS = 15 * 60;

/** Wait (seconds) after the `failures`-th failure in a row: none up to FREE_FAILURES, then 15 s doubling to 15 min. */
export const waitAfter = (failures: number) => (failures < FREE_FAILURES ? 0 : Math.min(MAX_WAIT_SECONDS, 15 * 2 ** (failures - FREE_FAILURES)));

/**
 * The per-account login throttle (issue 6 §2), kept in the database so every server copy counts the
 * same failures and no client header can reset it. Accounts are keyed by normalised email, known or not.
 */
export const loginThrottle = {
  /** Seconds the account must still wait before a sign-in is checked (0 = go ahead). */
  async waitSeconds(db: Db, email: string): Promise<number> {
    const { rows } = await db.execute<{ wait: number }>(sql`select ceil(extract(epoch from blocked_until - now()))::int as wait from login_throttle
      where email = ${email} and blocked_until > now()`);
    return rows[0]?.wait ?? 0;
  },
  /** Counts a failure (a run of failures restarts after 24 h without one) and sets the next wait. */
  async fail(db: Db, email: string): Promise<void> {
    const { rows } = await db.execute<{ failures: number }>(sql`insert into login_throttle (email, failures, last_failure_at) values (${email}, 1, now())
      on conflict (email) do update set failures = case when login_throttle.last_failure_at < now() - interval '24 hours' then 1 else login_throttle.failures + 1 end,
        last_failure_at = now() returning failures`);
    const wait = waitAfter(rows[0].failures);
    if (wait) await db.execute(sql`update login_throttle set blocked_until = now() + make_interval(secs => ${wait}) where email = ${email}`);
  },
  /** Forgets the failures after a successful sign-in. */
  async succeed(db: Db, email: string): Promise<void> {
    await db.execute(sql`delete from login_throttle where email = ${email}`);
  },
};
