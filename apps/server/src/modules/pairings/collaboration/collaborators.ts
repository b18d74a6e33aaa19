import {
  COLLAB_MESSAGES,
  collabChangeMessage,
  type CollabCandidatesResult,
  type CollabListResult,
  type CollabRequestSortField,
  type CollabRequestsResult,
} from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { assertMayRead, pipelineScope, type Actor } from '../../../auth/actor.js';
import { conflict, forbidden, notFound } from '../../../lib/errors.js';
import { pageInfo } from '../../../lib/paging.js';
import {
  settleActionNotifications,
  type AddNotifications,
  type Notifications,
} from '../../notifications/index.js';
import {
  activeUsers,
  assignedPairingNames,
  brandInActorScope,
  candidatePage,
  collabRequestPage,
  collaboratorsOf,
  insertInvitation,
  lockInvitations,
  lockOpenInvitations,
  lockPairingRow,
  plainUserName,
  setInvitationStatus,
} from './collabQueries.js';
import type { PairingsContext } from '../service.js';

/** A pairing: event inventory `eiId` × brand `brandId`. */
type PairingKey = { eiId: number; brandId: number };

/** 403 unless the brand is in the actor's pipeline scope (owner BO, their TO, PO, ADMIN): who may invite on its pairings. */
async function assertWorksBrand(db: Tx, actor: Actor, brandId: number): Promise<void> {
  if (!(await brandInActorScope(db, actor, brandId)))
    throw forbidden(
      'Only those who work this brand can invite collaborators',
      'COLLAB_NOT_ALLOWED',
    );
}

/** Names of a pairing for messages: brand, event and inventory (404 when the pairing is not ASSIGNED). */
async function assignedPairing(db: Tx, p: PairingKey): Promise<{ brand: string; pairing: string }> {
  const names = await assignedPairingNames(db, p);
  if (!names)
    throw notFound('This brand is not assigned to this event inventory', 'PAIRING_NOT_FOUND');
  return names;
}

/** GET /api/event/inventory/brand/collab-invitation?eiId&brandId: the collaborators of a pairing and whether the caller may invite (readers of PIPELINE). */
export async function listCollaborators({
  db,
  actor,
  q,
}: PairingsContext & { q: PairingKey }): Promise<CollabListResult> {
  assertMayRead(actor, 'PIPELINE');
  await assignedPairing(db, q);
  return {
    collaborators: await collaboratorsOf(db, q),
    canInvite: await brandInActorScope(db, actor, q.brandId),
  };
}

/** A change of a pairing's collaborators inside its transaction. */
type CollabChange = {
  tx: Tx;
  notify: AddNotifications;
  actor: Actor;
  req: PairingKey;
  names: { brand: string; pairing: string };
};

/** 409 unless every user of `add` is active, not the actor, and not already invited (open invitations `openBy`). */
async function assertInvitable(
  { tx, actor }: CollabChange,
  add: number[],
  openBy: Map<number, unknown>,
): Promise<void> {
  if (!add.length) return;
  const users = await activeUsers(tx, add);
  if (users.length < add.length || add.includes(actor.userId))
    throw conflict(COLLAB_MESSAGES.notInvitable, 'NOT_INVITABLE');
  const dup = users.find((u) => openBy.has(u.id));
  if (dup)
    throw conflict(
      `${dup.name} is already invited to collaborate on this pairing.`,
      'ALREADY_INVITED',
    );
}

/** Revokes the open invitation `inv` of `userId`; tells an accepted collaborator. Answers the settled notifications. */
async function revoke(
  { tx, notify, actor, req, names }: CollabChange,
  userId: number,
  inv: { id: number; status: string },
): Promise<number[]> {
  await setInvitationStatus(tx, inv.id, 'REVOKED');
  const settled = await settleActionNotifications(
    tx,
    { invitationId: inv.id },
    'REVOKED',
    actor.userId,
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
  return settled;
}

/** Invites `userId` (an ACTION notification naming `inviter`). */
async function invite(
  { tx, notify, actor, req, names }: CollabChange,
  userId: number,
  inviter: string,
): Promise<void> {
  const invitationId = await insertInvitation(tx, {
    eiId: req.eiId,
    brandId: req.brandId,
    inviterUserId: actor.userId,
    inviteeUserId: userId,
  });
  await notify([
    {
      userId,
      type: 'COLLAB_INVITE',
      action: true,
      actorUserId: actor.userId,
      brandId: req.brandId,
      eiId: req.eiId,
      invitationId,
      content: `**${inviter}** invited you to collaborate on **${names.brand}** for **${names.pairing}**`,
    },
  ]);
}

/**
 * POST /api/event/inventory/brand/collab-invitation {eiId, brandId, add, remove} (spec 001 §7, §8): whoever
 * works the brand invites active colleagues (an ACTION notification each) and revokes open invitations
 * or removes collaborators (the invitee's notification then shows 'Request revoked by sender'). 409 for
 * a colleague already invited, or one with nothing open to revoke; 400 for oneself or an inactive user.
 */
export async function changeCollaborators({
  db,
  notes,
  actor,
  req,
}: PairingsContext & {
  notes: Notifications;
  req: PairingKey & { add: number[]; remove: number[] };
}) {
  const add = [...new Set(req.add)];
  const remove = [...new Set(req.remove)];
  const settled: number[] = [];
  const collaborators = await notes.run(db, async (tx, notify) => {
    await lockPairingRow(tx, req);
    const names = await assignedPairing(tx, req);
    await assertWorksBrand(tx, actor, req.brandId);
    const change: CollabChange = { tx, notify, actor, req, names };
    const open = await lockOpenInvitations(tx, req);
    const openBy = new Map(open.map((o) => [o.inviteeUserId, o]));
    await assertInvitable(change, add, openBy);
    const gone = remove.find((id) => !openBy.has(id));
    if (gone !== undefined)
      throw conflict(
        'This colleague has no open invitation on this pairing to revoke.',
        'NOTHING_TO_REVOKE',
      );
    for (const userId of remove)
      settled.push(...(await revoke(change, userId, openBy.get(userId)!)));
    const inviter = add.length ? await plainUserName(tx, actor.userId) : '';
    for (const userId of add) await invite(change, userId, inviter);
    return collaboratorsOf(tx, req);
  });
  await notes.push(settled);
  return { message: collabChangeMessage(add.length, remove.length), collaborators };
}

/**
 * POST /api/event/inventory/brand/collab-invitation/action {invitationIds, action} (spec 001 §7, §8): the
 * invitee accepts or rejects, all listed or none. 404 for an invitation that is not theirs; 409 with the
 * spec's text for a revoked one, and for one already answered. The inviter is told; the invitee's
 * notification shows the outcome.
 */
export async function actOnInvitations({
  db,
  notes,
  actor,
  req,
}: PairingsContext & {
  notes: Notifications;
  req: { invitationIds: number[]; action: 'APPROVE' | 'REJECT' };
}): Promise<{ message: string }> {
  const ids = [...new Set(req.invitationIds)];
  const settled: number[] = [];
  await notes.run(db, async (tx, notify) => {
    const rows = await lockInvitations(tx, ids);
    const mine = rows.filter((r) => r.inviteeUserId === actor.userId);
    if (mine.length < ids.length) throw notFound(COLLAB_MESSAGES.notFound, 'INVITATION_NOT_FOUND');
    if (mine.some((r) => r.status === 'REVOKED'))
      throw conflict(COLLAB_MESSAGES.revoked, 'INVITATION_REVOKED');
    if (mine.some((r) => r.status !== 'CO_INVITED'))
      throw conflict(COLLAB_MESSAGES.alreadyActed, 'INVITATION_ALREADY_ANSWERED');
    const accepted = req.action === 'APPROVE';
    const me = await plainUserName(tx, actor.userId);
    for (const r of mine) {
      await setInvitationStatus(tx, r.id, accepted ? 'ACCEPTED' : 'REJECTED');
      settled.push(
        ...(await settleActionNotifications(tx, { invitationId: r.id }, req.action, actor.userId)),
      );
      const { brand, pairing } = (await assignedPairingNames(tx, r)) ?? {
        brand: 'a brand',
        pairing: 'an event inventory',
      };
      await notify([
        {
          userId: r.inviterUserId,
          type: accepted ? 'COLLAB_ACCEPTED' : 'COLLAB_REJECTED',
          actorUserId: actor.userId,
          brandId: r.brandId,
          eiId: r.eiId,
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
export async function collabRequests({
  db,
  actor,
  q,
}: PairingsContext & {
  q: {
    eiId: number;
    pageNo: number;
    count: number;
    sortField?: CollabRequestSortField;
    sortOrder?: 'ASC' | 'DESC';
  };
}): Promise<CollabRequestsResult> {
  const all = pipelineScope(actor) === 'all';
  const { requests, total } = await collabRequestPage(db, {
    ...q,
    userId: all ? null : actor.userId,
    me: actor.userId,
  });
  return { requests, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * GET /api/event/inventory/brand/collab-invitation/users?eiId&brandId&searchFor (the invite picker): active colleagues
 * by name who may be invited to the pairing — not the caller, none with an open invitation there. 404 when the pairing
 * is not assigned; 403 for those who may not invite on it.
 */
export async function collabCandidates({
  db,
  actor,
  q,
}: PairingsContext & {
  q: PairingKey & { searchFor: string; pageNo: number; count: number };
}): Promise<CollabCandidatesResult> {
  await assignedPairing(db, q);
  await assertWorksBrand(db, actor, q.brandId);
  const { users, total } = await candidatePage(db, { ...q, me: actor.userId });
  return { users, ...pageInfo(q.pageNo, q.count, total) };
}
