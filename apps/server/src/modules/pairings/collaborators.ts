import { sql } from 'drizzle-orm';
import {
  COLLAB_MESSAGES,
  collabChangeMessage,
  type CollabCandidatesResult,
  type CollabListResult,
  type Collaborator,
  type CollabRequestSortField,
  type CollabRequestsResult,
  type InviteStatus,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { assertMayRead, pipelineScope, type Actor } from '../../auth/actor.js';
import { inScopeSql } from './pairingAccess.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { containsPattern, idArray } from '../../lib/sql.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { settleActionNotifications, type Notifications } from '../notifications/index.js';

/** Whether the brand is in the actor's pipeline scope (owner BO, their TO, PO, ADMIN): who may invite on its pairings. */
async function worksBrand(db: Tx, actor: Actor, brandId: number): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(
    sql`select ${inScopeSql(actor)} as ok from brands b where b.id = ${brandId}`,
  );
  return !!rows[0]?.ok;
}

/** Names of a pairing for messages: brand, event and inventory (404 when the pairing is not ASSIGNED). */
async function assignedPairing(
  db: Tx,
  eiId: number,
  brandId: number,
  lock = false,
): Promise<{ brand: string; pairing: string }> {
  if (lock)
    await db.execute(
      sql`select 1 from pairings where ei_id = ${eiId} and brand_id = ${brandId} for update`,
    );
  const { rows } = await db.execute<{
    brand: string;
    pairing: string;
  }>(sql`select replace(b.name, '*', '') as brand, replace(e.name || ' · ' || inv.name, '*', '') as pairing
    from pairings a join brands b on b.id = a.brand_id join event_inventories ei on ei.id = a.ei_id join events e on e.id = ei.event_id join inventories inv on inv.id = ei.inventory_id
    where a.ei_id = ${eiId} and a.brand_id = ${brandId} and a.status = 'ASSIGNED'`);
  if (!rows[0])
    throw notFound('This brand is not assigned to this event inventory', 'PAIRING_NOT_FOUND');
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
async function collaboratorsOf(db: Tx, eiId: number, brandId: number): Promise<Collaborator[]> {
  const { rows } =
    await db.execute<CollabRow>(sql`select distinct on (c.invitee_user_id) c.id, c.invitee_user_id, u.first_name || ' ' || u.last_name as name, u.profile_image, v.name as vertical_name,
      c.status, c.inviter_user_id, iu.first_name || ' ' || iu.last_name as inviter_name, c.created_at
    from collab_invitations c join users u on u.id = c.invitee_user_id left join verticals v on v.id = u.vertical_id join users iu on iu.id = c.inviter_user_id
    where c.ei_id = ${eiId} and c.brand_id = ${brandId} order by c.invitee_user_id, c.created_at desc, c.id desc`);
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

/** GET /api/event/inventory/brand/collab-invitation?eiId&brandId: the collaborators of a pairing and whether the caller may invite (readers of PIPELINE). */
export async function listCollaborators(
  db: Db,
  actor: Actor,
  q: { eiId: number; brandId: number },
): Promise<CollabListResult> {
  assertMayRead(actor, 'PIPELINE');
  await assignedPairing(db, q.eiId, q.brandId);
  return {
    collaborators: await collaboratorsOf(db, q.eiId, q.brandId),
    canInvite: await worksBrand(db, actor, q.brandId),
  };
}

/**
 * POST /api/event/inventory/brand/collab-invitation {eiId, brandId, add, remove} (spec 001 §7, §8): whoever
 * works the brand invites active colleagues (an ACTION notification each) and revokes open invitations
 * or removes collaborators (the invitee's notification then shows 'Request revoked by sender'). 409 for
 * a colleague already invited, or one with nothing open to revoke; 400 for oneself or an inactive user.
 */
export async function changeCollaborators(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { eiId: number; brandId: number; add: number[]; remove: number[] },
) {
  const add = [...new Set(req.add)];
  const remove = [...new Set(req.remove)];
  const settled: number[] = [];
  const collaborators = await notes.run(db, async (tx, notify) => {
    const names = await assignedPairing(tx, req.eiId, req.brandId, true);
    if (!(await worksBrand(tx, actor, req.brandId)))
      throw forbidden(
        'Only those who work this brand can invite collaborators',
        'COLLAB_NOT_ALLOWED',
      );
    const { rows: open } = await tx.execute<{
      id: number;
      invitee_user_id: number;
      status: InviteStatus;
    }>(sql`select id, invitee_user_id, status from collab_invitations
      where ei_id = ${req.eiId} and brand_id = ${req.brandId} and status in ('CO_INVITED', 'ACCEPTED') for update`);
    const openBy = new Map(open.map((o) => [Number(o.invitee_user_id), o]));
    if (add.length) {
      const { rows: users } = await tx.execute<{ id: number; name: string }>(
        sql`select id, first_name || ' ' || last_name as name from users where id = any(${idArray(add)}) and status = 'ACTIVE'`,
      );
      if (users.length < add.length || add.includes(actor.userId))
        throw conflict(COLLAB_MESSAGES.notInvitable, 'NOT_INVITABLE');
      const dup = users.find((u) => openBy.has(Number(u.id)));
      if (dup)
        throw conflict(
          `${dup.name} is already invited to collaborate on this pairing.`,
          'ALREADY_INVITED',
        );
    }
    const gone = remove.find((id) => !openBy.has(id));
    if (gone !== undefined)
      throw conflict(
        'This colleague has no open invitation on this pairing to revoke.',
        'NOTHING_TO_REVOKE',
      );
    for (const userId of remove) {
      const inv = openBy.get(userId)!;
      await tx.execute(
        sql`update collab_invitations set status = 'REVOKED', acted_at = now() where id = ${inv.id}`,
      );
      settled.push(
        ...(await settleActionNotifications(tx, { invitationId: inv.id }, 'REVOKED', actor.userId)),
      );
      if (inv.status === 'ACCEPTED') {
        await notify([
          {
            userId,
            type: 'COLLAB_REVOKED',
            actorUserId: actor.userId,
            brandId: req.brandId,
            eiId: req.eiId,
            invitationId: inv.id,
            content: `You are no longer a collaborator on **${names.brand}** for **${names.pairing}**`,
          },
        ]);
      }
    }
    const inviter = add.length ? await actorName(tx, actor.userId) : '';
    for (const userId of add) {
      const { rows } = await tx.execute<{ id: number }>(
        sql`insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id) values (${req.eiId}, ${req.brandId}, ${actor.userId}, ${userId}) returning id`,
      );
      await notify([
        {
          userId,
          type: 'COLLAB_INVITE',
          action: true,
          actorUserId: actor.userId,
          brandId: req.brandId,
          eiId: req.eiId,
          invitationId: Number(rows[0].id),
          content: `**${inviter}** invited you to collaborate on **${names.brand}** for **${names.pairing}**`,
        },
      ]);
    }
    return collaboratorsOf(tx, req.eiId, req.brandId);
  });
  await notes.push(settled);
  return { message: collabChangeMessage(add.length, remove.length), collaborators };
}

const actorName = async (tx: Tx, userId: number) =>
  (
    await tx.execute<{ n: string }>(
      sql`select replace(first_name || ' ' || last_name, '*', '') as n from users where id = ${userId}`,
    )
  ).rows[0].n;

/**
 * POST /api/event/inventory/brand/collab-invitation/action {invitationIds, action} (spec 001 §7, §8): the
 * invitee accepts or rejects, all listed or none. 404 for an invitation that is not theirs; 409 with the
 * spec's text for a revoked one, and for one already answered. The inviter is told; the invitee's
 * notification shows the outcome.
 */
export async function actOnInvitations(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { invitationIds: number[]; action: 'APPROVE' | 'REJECT' },
): Promise<{ message: string }> {
  const ids = [...new Set(req.invitationIds)];
  const settled: number[] = [];
  await notes.run(db, async (tx, notify) => {
    const { rows } = await tx.execute<{
      id: number;
      invitee_user_id: number;
      inviter_user_id: number;
      status: InviteStatus;
      ei_id: number;
      brand_id: number;
    }>(
      sql`select id, invitee_user_id, inviter_user_id, status, ei_id, brand_id from collab_invitations where id = any(${idArray(ids)}) order by id for update`,
    );
    const mine = rows.filter((r) => Number(r.invitee_user_id) === actor.userId);
    if (mine.length < ids.length) throw notFound(COLLAB_MESSAGES.notFound, 'INVITATION_NOT_FOUND');
    if (mine.some((r) => r.status === 'REVOKED'))
      throw conflict(COLLAB_MESSAGES.revoked, 'INVITATION_REVOKED');
    if (mine.some((r) => r.status !== 'CO_INVITED'))
      throw conflict(COLLAB_MESSAGES.alreadyActed, 'INVITATION_ALREADY_ANSWERED');
    const accepted = req.action === 'APPROVE';
    const me = await actorName(tx, actor.userId);
    for (const r of mine) {
      await tx.execute(
        sql`update collab_invitations set status = ${accepted ? 'ACCEPTED' : 'REJECTED'}, acted_at = now() where id = ${r.id}`,
      );
      settled.push(
        ...(await settleActionNotifications(tx, { invitationId: r.id }, req.action, actor.userId)),
      );
      const { brand, pairing } = await assignedPairing(tx, r.ei_id, r.brand_id).catch(() => ({
        brand: 'a brand',
        pairing: 'an event inventory',
      }));
      await notify([
        {
          userId: Number(r.inviter_user_id),
          type: accepted ? 'COLLAB_ACCEPTED' : 'COLLAB_REJECTED',
          actorUserId: actor.userId,
          brandId: r.brand_id,
          eiId: r.ei_id,
          invitationId: r.id,
          content: `**${me}** ${accepted ? 'accepted' : 'declined'} your invitation to collaborate on **${brand}** for **${pairing}**`,
        },
      ]);
    }
  });
  await notes.push(settled);
  return {
    message: req.action === 'APPROVE' ? COLLAB_MESSAGES.accepted : COLLAB_MESSAGES.rejected,
  };
}

/**
 * GET /api/event/inventory/collab-requests?eiId (the /inventory/{eiId} tab 2): collaboration requests on
 * the event inventory that the caller sent or received — every one for PO and ADMIN — newest first.
 */
export async function collabRequests(
  db: Db,
  actor: Actor,
  q: {
    eiId: number;
    pageNo: number;
    count: number;
    sortField?: CollabRequestSortField;
    sortOrder?: 'ASC' | 'DESC';
  },
): Promise<CollabRequestsResult> {
  const all = pipelineScope(actor) === 'all';
  const dir = q.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
  const orderBy =
    q.sortField === 'brandName'
      ? sql`lower(b.name) ${dir}, c.created_at desc`
      : q.sortField === 'inviteStatus'
        ? sql`c.status ${dir}, c.created_at desc`
        : sql`c.created_at ${dir}`;
  const where = sql`c.ei_id = ${q.eiId} ${all ? sql`` : sql`and (c.inviter_user_id = ${actor.userId} or c.invitee_user_id = ${actor.userId})`}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<{
      id: number;
      brand_id: number;
      brand_name: string;
      inviter_user_id: number;
      inviter_name: string;
      invitee_user_id: number;
      invitee_name: string;
      status: InviteStatus;
      created_at: unknown;
    }>(sql`
      select c.id, c.brand_id, b.name as brand_name, c.inviter_user_id, iu.first_name || ' ' || iu.last_name as inviter_name, c.invitee_user_id, eu.first_name || ' ' || eu.last_name as invitee_name, c.status, c.created_at
      from collab_invitations c join brands b on b.id = c.brand_id join users iu on iu.id = c.inviter_user_id join users eu on eu.id = c.invitee_user_id
      where ${where} order by ${orderBy}, c.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
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
      canAct: Number(r.invitee_user_id) === actor.userId && r.status === 'CO_INVITED',
    })),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}

/**
 * GET /api/event/inventory/brand/collab-invitation/users?eiId&brandId&searchFor (the invite picker): active colleagues
 * by name who may be invited to the pairing — not the caller, none with an open invitation there. 404 when the pairing
 * is not assigned; 403 for those who may not invite on it.
 */
export async function collabCandidates(
  db: Db,
  actor: Actor,
  q: { eiId: number; brandId: number; searchFor: string; pageNo: number; count: number },
): Promise<CollabCandidatesResult> {
  await assignedPairing(db, q.eiId, q.brandId);
  if (!(await worksBrand(db, actor, q.brandId)))
    throw forbidden(
      'Only those who work this brand can invite collaborators',
      'COLLAB_NOT_ALLOWED',
    );
  const where = sql`u.status = 'ACTIVE' and u.id <> ${actor.userId}
    and not exists (select 1 from collab_invitations c where c.ei_id = ${q.eiId} and c.brand_id = ${q.brandId} and c.invitee_user_id = u.id and c.status in ('CO_INVITED', 'ACCEPTED'))
    ${q.searchFor ? sql`and lower(u.first_name || ' ' || u.last_name) like ${containsPattern(q.searchFor)}` : sql``}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<{
      id: number;
      name: string;
      profile_image: string | null;
      vertical_name: string | null;
    }>(sql`select u.id, u.first_name || ' ' || u.last_name as name, u.profile_image, v.name as vertical_name
      from users u left join verticals v on v.id = u.vertical_id where ${where} order by lower(u.first_name), lower(u.last_name), u.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return {
    users: rows.map((r) => ({
      userId: Number(r.id),
      userName: r.name,
      profileImage: r.profile_image,
      verticalName: r.vertical_name,
    })),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}
