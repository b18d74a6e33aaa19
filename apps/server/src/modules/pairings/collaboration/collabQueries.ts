import { and, eq, sql } from 'drizzle-orm';
import type {
  CollabCandidatesResult,
  Collaborator,
  CollabRequestSortField,
  CollabRequestsResult,
  InviteStatus,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { collabInvitations, pairings } from '../../../db/schema/index.js';
import type { Actor } from '../../../auth/actor.js';
import { containsPattern, oneOf } from '../../../lib/sql.js';
import { iso, offsetOf } from '../../../lib/paging.js';
import { inScopeSql } from '../access/accessQueries.js';

/** A pairing: event inventory `eiId` × brand `brandId`. */
type PairingKey = { eiId: number; brandId: number };
/** A page request: 1-based `pageNo`, `count` a page. */
type Page = { pageNo: number; count: number };

/** Whether brand `brandId` is in the actor's pipeline scope (false for an unknown brand). */
export async function brandInActorScope(db: Tx, actor: Actor, brandId: number): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(
    sql`select ${inScopeSql(actor)} as ok from brands b where b.id = ${brandId}`,
  );
  return !!rows[0]?.ok;
}

/** Locks pairing (`eiId`, `brandId`) (FOR UPDATE), whatever its status. */
export async function lockPairingRow(tx: Tx, p: PairingKey): Promise<void> {
  await tx
    .select({ id: pairings.id })
    .from(pairings)
    .where(and(eq(pairings.eiId, p.eiId), eq(pairings.brandId, p.brandId)))
    .for('update');
}

/** Names of ASSIGNED pairing (`eiId`, `brandId`) for messages, `*` removed: brand, and 'event · inventory'; undefined when not ASSIGNED. */
export async function assignedPairingNames(
  db: Tx,
  p: PairingKey,
): Promise<{ brand: string; pairing: string } | undefined> {
  const { rows } = await db.execute<{ brand: string; pairing: string }>(sql`
    select replace(b.name, '*', '') as brand, replace(e.name || ' · ' || inv.name, '*', '') as pairing
    from pairings a
    join brands b on b.id = a.brand_id
    join event_inventories ei on ei.id = a.ei_id
    join events e on e.id = ei.event_id
    join inventories inv on inv.id = ei.inventory_id
    where a.ei_id = ${p.eiId} and a.brand_id = ${p.brandId} and a.status = 'ASSIGNED'`);
  return rows[0];
}

type CollabRow = {
  id: number;
  invitee_user_id: number;
  name: string;
  profile_image: string | null;
  vertical_name: string | null;
  status: InviteStatus;
  inviter_user_id: number;
  inviter_name: string;
  created_at: unknown;
};

/** The pairing's invitations, latest per colleague first (spec 001 §3 Collaborator). */
export async function collaboratorsOf(db: Tx, p: PairingKey): Promise<Collaborator[]> {
  const { rows } = await db.execute<CollabRow>(sql`
    select distinct on (c.invitee_user_id) c.id, c.invitee_user_id,
      u.first_name || ' ' || u.last_name as name, u.profile_image, v.name as vertical_name,
      c.status, c.inviter_user_id, iu.first_name || ' ' || iu.last_name as inviter_name, c.created_at
    from collab_invitations c
    join users u on u.id = c.invitee_user_id
    left join verticals v on v.id = u.vertical_id
    join users iu on iu.id = c.inviter_user_id
    where c.ei_id = ${p.eiId} and c.brand_id = ${p.brandId}
    order by c.invitee_user_id, c.created_at desc, c.id desc`);
  return rows
    .map((r) => ({
      invitationId: r.id,
      coUserId: r.invitee_user_id,
      coName: r.name,
      coImageUrl: r.profile_image,
      coSpecialization: r.vertical_name,
      inviteStatus: r.status,
      invitedBy: { userId: r.inviter_user_id, userName: r.inviter_name },
      invitedOn: iso(r.created_at)!,
    }))
    .sort((a, b) => b.invitedOn.localeCompare(a.invitedOn));
}

/** Locks the open (invited or accepted) invitations of pairing (`eiId`, `brandId`). */
export function lockOpenInvitations(
  tx: Tx,
  p: PairingKey,
): Promise<{ id: number; inviteeUserId: number; status: string }[]> {
  const c = collabInvitations;
  return tx
    .select({ id: c.id, inviteeUserId: c.inviteeUserId, status: c.status })
    .from(c)
    .where(
      and(
        eq(c.eiId, p.eiId),
        eq(c.brandId, p.brandId),
        sql`${c.status} in ('CO_INVITED', 'ACCEPTED')`,
      ),
    )
    .for('update');
}

/** The ACTIVE users among `ids`, with their full names. */
export async function activeUsers(tx: Tx, ids: number[]): Promise<{ id: number; name: string }[]> {
  const { rows } = await tx.execute<{ id: number; name: string }>(sql`
    select id, first_name || ' ' || last_name as name
    from users
    where id ${oneOf(ids)} and status = 'ACTIVE'`);
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** User `userId`'s full name, `*` removed (for notification texts). */
export async function plainUserName(tx: Tx, userId: number): Promise<string> {
  const { rows } = await tx.execute<{ n: string }>(
    sql`select replace(first_name || ' ' || last_name, '*', '') as n from users where id = ${userId}`,
  );
  return rows[0].n;
}

/** Sets invitation `id`'s status, stamping acted_at. */
export async function setInvitationStatus(
  tx: Tx,
  id: number,
  status: 'REVOKED' | 'ACCEPTED' | 'REJECTED',
): Promise<void> {
  await tx
    .update(collabInvitations)
    .set({ status, actedAt: sql`now()` })
    .where(eq(collabInvitations.id, id));
}

/** Writes an invitation by `inviterUserId` to `inviteeUserId` on a pairing; returns its id. */
export async function insertInvitation(
  tx: Tx,
  inv: PairingKey & { inviterUserId: number; inviteeUserId: number },
): Promise<number> {
  const rows = await tx
    .insert(collabInvitations)
    .values(inv)
    .returning({ id: collabInvitations.id });
  return rows[0].id;
}

/** Locks the invitations `ids` (by id). */
export function lockInvitations(tx: Tx, ids: number[]) {
  const c = collabInvitations;
  return tx
    .select({
      id: c.id,
      inviteeUserId: c.inviteeUserId,
      inviterUserId: c.inviterUserId,
      status: c.status,
      eiId: c.eiId,
      brandId: c.brandId,
    })
    .from(c)
    .where(sql`${c.id} ${oneOf(ids)}`)
    .orderBy(c.id)
    .for('update');
}

type RequestRow = {
  id: number;
  brand_id: number;
  brand_name: string;
  inviter_user_id: number;
  inviter_name: string;
  invitee_user_id: number;
  invitee_name: string;
  status: InviteStatus;
  created_at: unknown;
};

/**
 * Page of the invitations on event inventory `eiId` — every one, or with `userId` those they sent or
 * received — sorted by brand name, status or (default) date; and how many, read at the same time.
 * `canAct` for `me` on the open invitations they received.
 */
export async function collabRequestPage(
  db: Db,
  q: Page & {
    eiId: number;
    userId: number | null;
    me: number;
    sortField?: CollabRequestSortField;
    sortOrder?: 'ASC' | 'DESC';
  },
): Promise<{ requests: CollabRequestsResult['requests']; total: number }> {
  const dir = q.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
  const orderBy =
    q.sortField === 'brandName'
      ? sql`lower(b.name) ${dir}, c.created_at desc`
      : q.sortField === 'inviteStatus'
        ? sql`c.status ${dir}, c.created_at desc`
        : sql`c.created_at ${dir}`;
  const where = sql`c.ei_id = ${q.eiId} ${q.userId === null ? sql`` : sql`and (c.inviter_user_id = ${q.userId} or c.invitee_user_id = ${q.userId})`}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<RequestRow>(sql`
      select c.id, c.brand_id, b.name as brand_name,
        c.inviter_user_id, iu.first_name || ' ' || iu.last_name as inviter_name,
        c.invitee_user_id, eu.first_name || ' ' || eu.last_name as invitee_name, c.status, c.created_at
      from collab_invitations c
      join brands b on b.id = c.brand_id
      join users iu on iu.id = c.inviter_user_id
      join users eu on eu.id = c.invitee_user_id
      where ${where}
      order by ${orderBy}, c.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from collab_invitations c where ${where}`,
    ),
  ]);
  return {
    requests: rows.map((r) => ({
      invitationId: r.id,
      brandId: r.brand_id,
      brandName: r.brand_name,
      inviter: { userId: r.inviter_user_id, userName: r.inviter_name },
      invitee: { userId: r.invitee_user_id, userName: r.invitee_name },
      inviteStatus: r.status,
      createdAt: iso(r.created_at)!,
      canAct: Number(r.invitee_user_id) === q.me && r.status === 'CO_INVITED',
    })),
    total: total.rows[0].n,
  };
}

type CandidateRow = {
  id: number;
  name: string;
  profile_image: string | null;
  vertical_name: string | null;
};

/**
 * Page of the ACTIVE users but `me` whose name contains `searchFor` ('' for all) with no open
 * invitation on pairing (`eiId`, `brandId`), by name; and how many, read at the same time.
 */
export async function candidatePage(
  db: Db,
  q: Page & PairingKey & { me: number; searchFor: string },
): Promise<{ users: CollabCandidatesResult['users']; total: number }> {
  const where = sql`u.status = 'ACTIVE' and u.id <> ${q.me}
    and not exists (
      select 1 from collab_invitations c
      where c.ei_id = ${q.eiId} and c.brand_id = ${q.brandId} and c.invitee_user_id = u.id
        and c.status in ('CO_INVITED', 'ACCEPTED'))
    ${q.searchFor ? sql`and lower(u.first_name || ' ' || u.last_name) like ${containsPattern(q.searchFor)}` : sql``}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<CandidateRow>(sql`
      select u.id, u.first_name || ' ' || u.last_name as name, u.profile_image, v.name as vertical_name
      from users u
      left join verticals v on v.id = u.vertical_id
      where ${where}
      order by lower(u.first_name), lower(u.last_name), u.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return {
    users: rows.map((r) => ({
      userId: Number(r.id),
      userName: r.name,
      profileImage: r.profile_image,
      verticalName: r.vertical_name,
    })),
    total: total.rows[0].n,
  };
}
