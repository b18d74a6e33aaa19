import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import type { SsoChecks } from '../../../auth/oidc.js';

/** How long the provider has to send the user back (the state's life). */
const START_LIFE = sql`interval '10 minutes'`;

/** Keeps a sign-in's checks and the app path to return to, under its state; old ones are cleared now and then. */
export async function saveSsoStart(db: Db, s: SsoChecks & { returnTo: string }): Promise<void> {
  await db.execute(sql`
    insert into sso_logins (state, nonce, code_verifier, return_to)
    values (${s.state}, ${s.nonce}, ${s.codeVerifier}, ${s.returnTo})`);
  if (Math.random() < 0.02)
    await db.execute(sql`delete from sso_logins where created_at < now() - interval '1 day'`);
}

/**
 * Takes the sign-in of `state`: its checks and return path, once (one `update … returning`, so of two
 * callbacks with one state only one gets it), within 10 minutes of its start; null otherwise.
 */
export async function takeSsoStart(
  db: Db,
  state: string,
): Promise<(SsoChecks & { returnTo: string }) | null> {
  const { rows } = await db.execute<{
    nonce: string;
    code_verifier: string;
    return_to: string;
  }>(sql`
    update sso_logins set used_at = now()
    where state = ${state} and used_at is null and created_at > now() - ${START_LIFE}
    returning nonce, code_verifier, return_to`);
  const r = rows[0];
  return r ? { state, nonce: r.nonce, codeVerifier: r.code_verifier, returnTo: r.return_to } : null;
}

/** Gives the sign-in of `state` a one-time ticket (its hash) for `userId`, good for a minute. */
export async function issueTicket(
  tx: Tx,
  t: { state: string; ticketHash: string; userId: number },
): Promise<void> {
  await tx.execute(sql`
    update sso_logins set ticket_hash = ${t.ticketHash}, user_id = ${t.userId},
      ticket_expires_at = now() + interval '1 minute', code_verifier = ''
    where state = ${t.state}`);
}

/** Uses the ticket of `ticketHash`: its user, once and within its minute; null otherwise. */
export async function useTicket(db: Db, ticketHash: string): Promise<number | null> {
  const { rows } = await db.execute<{ user_id: number }>(sql`
    delete from sso_logins where ticket_hash = ${ticketHash} and ticket_expires_at > now()
    returning user_id`);
  return rows[0] ? Number(rows[0].user_id) : null;
}
