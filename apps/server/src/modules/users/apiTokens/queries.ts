import { sql } from 'drizzle-orm';
import type { ApiTokenScope } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { oneOf, preparedStatement } from '../../../lib/sql.js';

/** An API token's row as the lists show it (issue 42 §1), with its user's name. */
export type ApiTokenRow = {
  id: number;
  userId: number;
  userName: string;
  name: string;
  scope: ApiTokenScope;
  hint: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedAddress: string | null;
  revokedAt: Date | null;
};

type RawRow = {
  id: string | number;
  user_id: string | number;
  user_name: string;
  name: string;
  scope: ApiTokenScope;
  hint: string;
  created_at: string | Date;
  expires_at: string | Date | null;
  last_used_at: string | Date | null;
  last_used_address: string | null;
  revoked_at: string | Date | null;
};

const date = (v: string | Date | null) => (v === null ? null : new Date(v));

const toRow = (r: RawRow): ApiTokenRow => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  userName: r.user_name,
  name: r.name,
  scope: r.scope,
  hint: r.hint,
  createdAt: new Date(r.created_at),
  expiresAt: date(r.expires_at),
  lastUsedAt: date(r.last_used_at),
  lastUsedAddress: r.last_used_address,
  revokedAt: date(r.revoked_at),
});

const rowSelect = sql`
  select k.id, k.user_id, trim(u.first_name || ' ' || u.last_name) as user_name, k.name, k.scope, k.hint,
    k.created_at, k.expires_at, k.last_used_at, k.last_used_address, k.revoked_at
  from api_tokens k join users u on u.id = k.user_id`;

/** Live tokens first (newest first), then revoked or expired ones (latest first); at most 500. */
const listOrder = sql`
  order by (k.revoked_at is null and (k.expires_at is null or k.expires_at > now())) desc,
    coalesce(k.revoked_at, k.created_at) desc, k.id desc
  limit 500`;

/** User `userId`'s tokens, or every user's (`null`, the admins' list). */
export async function apiTokenRows(db: Db, userId: number | null): Promise<ApiTokenRow[]> {
  const where = userId === null ? sql`` : sql`where k.user_id = ${userId}`;
  const { rows } = await db.execute<RawRow>(sql`${rowSelect} ${where} ${listOrder}`);
  return rows.map(toRow);
}

/** Token `id`, or null when there is none. */
export async function apiTokenRow(db: Tx, id: number): Promise<ApiTokenRow | null> {
  const { rows } = await db.execute<RawRow>(sql`${rowSelect} where k.id = ${id}`);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Adds a token of `userId` (its secret's hash and hint); answers its id. */
export async function insertApiToken(
  db: Tx,
  t: {
    userId: number;
    name: string;
    scope: ApiTokenScope;
    secretHash: string;
    hint: string;
    expiresInDays: number | null;
  },
): Promise<number> {
  const expiry =
    t.expiresInDays === null ? sql`null` : sql`now() + make_interval(days => ${t.expiresInDays})`;
  const { rows } = await db.execute<{ id: string | number }>(sql`
    insert into api_tokens (user_id, name, scope, secret_hash, hint, expires_at)
    values (${t.userId}, ${t.name}, ${t.scope}, ${t.secretHash}, ${t.hint}, ${expiry})
    returning id`);
  return Number(rows[0]!.id);
}

/** Revokes token `id` by `byUserId` unless it already is; answers whether this call revoked it. */
export async function revokeApiToken(db: Tx, id: number, byUserId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update api_tokens set revoked_at = now(), revoked_by = ${byUserId}
    where id = ${id} and revoked_at is null returning id`);
  return rows.length > 0;
}

/** Revokes every live token of the users `userIds` (their deactivation: revoked by nobody in particular). */
export async function revokeApiTokensOf(db: Tx, userIds: number[]): Promise<void> {
  await db.execute(sql`
    update api_tokens set revoked_at = now()
    where user_id ${oneOf(userIds)} and revoked_at is null`);
}

/** What verifying a secret needs of its token: never changes once made (revocation is the actor's check). */
export type ApiTokenKey = {
  id: number;
  userId: number;
  name: string;
  scope: ApiTokenScope;
  createdAt: Date;
  expiresAt: Date | null;
};

const tokenByHash = preparedStatement<
  { hash: string },
  {
    id: string | number;
    user_id: string | number;
    name: string;
    scope: ApiTokenScope;
    created_at: string | Date;
    expires_at: string | Date | null;
  }
>(
  'api_token_by_hash',
  (p) => sql`select id, user_id, name, scope, created_at, expires_at
    from api_tokens where secret_hash = ${p.hash}`,
);

/** The token whose secret hashes to `hash`, or null (a prepared statement: every API call with a new secret). */
export async function apiTokenByHash(db: Db, hash: string): Promise<ApiTokenKey | null> {
  const r = (await tokenByHash(db, { hash })).rows[0];
  return r
    ? {
        id: Number(r.id),
        userId: Number(r.user_id),
        name: r.name,
        scope: r.scope,
        createdAt: new Date(r.created_at),
        expiresAt: date(r.expires_at),
      }
    : null;
}

/** Notes token `id`'s last use (now, from `address`). */
export async function touchApiToken(db: Db, id: number, address: string): Promise<void> {
  await db.execute(
    sql`update api_tokens set last_used_at = now(), last_used_address = ${address} where id = ${id}`,
  );
}

/** The admins' cap on a new token's lifetime in days; null when none. */
export async function apiTokenMaxDays(db: Tx): Promise<number | null> {
  const { rows } = await db.execute<{ max_days: number | null }>(
    sql`select max_days from api_token_policy where id = 1`,
  );
  return rows[0]?.max_days ?? null;
}

/** Sets the cap on a new token's lifetime (null: none). */
export async function saveApiTokenMaxDays(db: Tx, maxDays: number | null): Promise<void> {
  await db.execute(sql`
    insert into api_token_policy (id, max_days) values (1, ${maxDays})
    on conflict (id) do update set max_days = excluded.max_days`);
}
