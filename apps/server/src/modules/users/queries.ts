import { and, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AuthUser, LockStatus, RoleCode, UserSummary } from '@crm/contracts';
import type { Session } from '../../auth/tokens.js';
import type { Actor } from '../../auth/actor.js';
import type { Db, Tx } from '../../db/client.js';
import { revokedTokens, users } from '../../db/schema/index.js';
import { iso } from '../../lib/paging.js';
import { containsPattern, oneOf, preparedStatement } from '../../lib/sql.js';

/** Users: accounts as actors, sign-in rows, profile cards, revoked tokens, call locks and activity. */

type UserRow = {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  roles: string[];
  is_admin: boolean;
  status: string;
  vertical_name: string | null;
  last_active_on: unknown;
  owned_team_ids: number[] | null;
  team_member_ids: number[] | null;
  team_ids: number[] | null;
  two_factor_setup_required: boolean;
};

/** A user row with its vertical and the teams it owns, whose members it leads and it belongs to. */
const userSelect = sql`
  select u.id, u.email, u.password_hash, u.first_name, u.last_name, u.profile_image, u.roles,
    u.is_admin, u.status, v.name as vertical_name, u.last_active_on,
    (select array_agg(t.id)::int[] from teams t where t.owner_user_id = u.id) as owned_team_ids,
    (select array_agg(distinct tm.user_id)::int[]
      from teams t join team_members tm on tm.team_id = t.id
      where t.owner_user_id = u.id) as team_member_ids,
    (select array_agg(tm.team_id)::int[] from team_members tm where tm.user_id = u.id) as team_ids,
    (u.totp_secret is null
      and exists (select 1 from two_factor_policy p where p.roles && u.roles)) as two_factor_setup_required
  from users u
    left join verticals v on v.id = u.vertical_id`;

/** Maps a user row to the spec's user summary (spec 000 §3). */
function toUserSummary(r: UserRow): UserSummary {
  return {
    userId: r.id,
    userName: `${r.first_name} ${r.last_name}`.trim(),
    firstName: r.first_name,
    lastName: r.last_name,
    profileImage: r.profile_image,
    roles: r.roles,
    verticalName: r.vertical_name,
    lastActiveOn: iso(r.last_active_on),
  };
}

function toAuthUser(r: UserRow): AuthUser {
  return {
    ...toUserSummary(r),
    roles: r.roles as RoleCode[],
    email: r.email,
    isAdmin: r.is_admin,
    teamIds: [...(r.owned_team_ids ?? []), ...(r.team_ids ?? [])],
    userVerticalImage: null,
  };
}

function toActor(r: UserRow): Actor {
  return {
    userId: r.id,
    roles: r.roles as RoleCode[],
    isAdmin: r.is_admin,
    ownedTeamIds: r.owned_team_ids ?? [],
    teamMemberIds: r.team_member_ids ?? [],
    twoFactorSetupRequired: r.two_factor_setup_required,
  };
}

/**
 * A token (its `jti`, issued at `issuedAt` epoch seconds) of the user row `u` still holds: not revoked, and
 * not issued before the user's sessions were cut off (iat counts whole seconds).
 */
const tokenHolds = (jti: SQL | Placeholder, issuedAt: SQL | Placeholder) => sql`
  not exists (select 1 from revoked_tokens r where r.jti = ${jti})
  and (u.sessions_valid_from is null
    or date_trunc('second', u.sessions_valid_from) <= to_timestamp(${issuedAt}))`;

/** activeActor's statements (run for every request whose actor is not cached), built once. */
const actorById = preparedStatement<{ userId: number }, UserRow>(
  'actor',
  (p) => sql`${userSelect} where u.id = ${p.userId} and u.status = 'ACTIVE'`,
);
const actorByToken = preparedStatement<{ userId: number; jti: string; issuedAt: number }, UserRow>(
  'actor_by_token',
  (p) =>
    sql`${userSelect} where u.id = ${p.userId} and u.status = 'ACTIVE' and ${tokenHolds(p.jti, p.issuedAt)}`,
);

const actorByApiToken = preparedStatement<{ userId: number; tokenId: number }, UserRow>(
  'actor_by_api_token',
  (p) =>
    sql`${userSelect} join api_tokens k on k.user_id = u.id
      where u.id = ${p.userId} and u.status = 'ACTIVE' and k.id = ${p.tokenId}
        and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())`,
);

/**
 * The actor of active user `userId`, or null; given a browser session's token, also null when it was revoked
 * or issued before the user's sessions were cut off; given an API token (issue 42 §1), when it was revoked or
 * expired. A prepared statement (hot path: every request).
 */
export async function activeActor(
  db: Db,
  userId: number,
  token?: Pick<Session, 'jti' | 'issuedAt' | 'apiToken'>,
): Promise<Actor | null> {
  const { rows } = token?.apiToken
    ? await actorByApiToken(db, { userId, tokenId: token.apiToken.id })
    : token
      ? await actorByToken(db, { userId, jti: token.jti, issuedAt: token.issuedAt })
      : await actorById(db, { userId });
  return rows[0] ? toActor(rows[0]) : null;
}

/**
 * The jtis among `sessions` whose tokens still hold (as activeActor's check: user active, token not revoked
 * nor cut off), in one statement for them all.
 */
export async function liveTokens(
  db: Db,
  sessions: Pick<Session, 'userId' | 'jti' | 'issuedAt'>[],
): Promise<Set<string>> {
  const list = sessions.map(({ userId, jti, issuedAt }) => ({ userId, jti, issuedAt }));
  const { rows } = await db.execute<{ jti: string }>(sql`select s.jti
    from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as s(jti text, "userId" int, "issuedAt" bigint)
      join users u on u.id = s."userId" and u.status = 'ACTIVE'
    where ${tokenHolds(sql`s.jti`, sql`s."issuedAt"`)}`);
  return new Set(rows.map((r) => r.jti));
}

/** The account with `email` for a sign-in: its password hash, whether it is active, and the user. */
export async function accountByEmail(
  db: Db,
  email: string,
): Promise<{
  passwordHash: string;
  active: boolean;
  user: AuthUser;
  twoFactorSetupRequired: boolean;
} | null> {
  const { rows } = await db.execute<UserRow>(sql`${userSelect} where u.email = ${email}`);
  const r = rows[0];
  return r
    ? {
        passwordHash: r.password_hash,
        active: r.status === 'ACTIVE',
        user: toAuthUser(r),
        twoFactorSetupRequired: r.two_factor_setup_required,
      }
    : null;
}

/** Sets the user's last activity to now. */
export async function touchLastActive(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveOn: sql`now()` })
    .where(eq(users.id, userId));
}

/** A user in full (as they see themself) and as a profile card; null when unknown. */
export async function userById(
  db: Db,
  userId: number,
): Promise<{ full: AuthUser; card: UserSummary } | null> {
  const { rows } = await db.execute<UserRow>(sql`${userSelect} where u.id = ${userId}`);
  return rows[0] ? { full: toAuthUser(rows[0]), card: toUserSummary(rows[0]) } : null;
}

/** Revokes a token until it would have expired (kept once), then drops revocations already expired. */
export async function revokeToken(db: Db, s: Session): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: s.jti, userId: s.userId, expiresAt: s.expiresAt })
    .onConflictDoNothing({ target: revokedTokens.jti });
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}

/** Active brand owners (role BO), of `ids` unless every one, whose name contains `searchFor`; by name, at most 100. */
export async function brandOwnerRows(db: Db, ids: 'all' | number[], searchFor: string) {
  const name = sql`u.first_name || ' ' || u.last_name`;
  const { rows } = await db.execute<{ id: number; name: string }>(sql`select u.id, ${name} as name
    from users u
    where 'BO' = any(u.roles) and u.status = 'ACTIVE'
      ${ids === 'all' ? sql`` : sql`and u.id ${oneOf(ids)}`}
      ${searchFor ? sql`and lower(${name}) like ${containsPattern(searchFor)}` : sql``}
    order by u.first_name, u.last_name
    limit 100`);
  return rows.map((r) => ({ userId: r.id, userName: r.name }));
}

/** The user's call lock: the brand and POC of the call, or nulls. */
export async function lockOf(db: Tx, userId: number): Promise<LockStatus> {
  const rows = await db
    .select({ brandId: users.lockBrandId, pocId: users.lockPocId })
    .from(users)
    .where(eq(users.id, userId));
  const r = rows[0];
  return { isLocked: !!r?.brandId, brandId: r?.brandId ?? null, pocId: r?.pocId ?? null };
}

/** Whether brand `brandId` exists and, when `pocId` is given, has that live POC. */
export async function brandAndPocExist(db: Db, brandId: number, pocId?: number) {
  const { rows } = await db.execute(sql`select 1 from brands where id = ${brandId}`);
  if (!rows.length) return { brand: false, poc: false };
  if (!pocId) return { brand: true, poc: true };
  const { rows: poc } = await db.execute(sql`select 1 from pocs
    where id = ${pocId} and brand_id = ${brandId} and removed_at is null`);
  return { brand: true, poc: poc.length > 0 };
}

/** Sets the user's call lock to the brand and POC (nulls clear it). */
export async function setLock(
  db: Db,
  userId: number,
  lock: { brandId: number | null; pocId: number | null },
): Promise<void> {
  await db
    .update(users)
    .set({ lockBrandId: lock.brandId, lockPocId: lock.pocId })
    .where(eq(users.id, userId));
}

/** Clears the user's call lock if it is on brand `brandId` (in the caller's transaction). */
export async function clearLockOn(tx: Tx, userId: number, brandId: number): Promise<void> {
  await tx
    .update(users)
    .set({ lockBrandId: null, lockPocId: null })
    .where(and(eq(users.id, userId), eq(users.lockBrandId, brandId)));
}

/**
 * Sets the user's last activity to now unless it is already under `freshMs` (ms) old (another server copy wrote it:
 * the row is read, not written); answers the one before in epoch ms (0 when never active), or null when it was fresh.
 */
export async function touchActivity(
  db: Db,
  userId: number,
  freshMs: number,
): Promise<number | null> {
  const { rows } = await db.execute<{ before: unknown }>(sql`update users u
    set last_active_on = now()
    from users old
    where u.id = ${userId} and old.id = u.id
      and (old.last_active_on is null
        or old.last_active_on <= now() - make_interval(secs => ${freshMs / 1000}))
    returning old.last_active_on as before`);
  if (!rows.length) return null;
  const before = rows[0].before;
  return before
    ? new Date(String(before instanceof Date ? before.toISOString() : before)).getTime()
    : 0;
}
