import {
  COLLAB_MESSAGES,
  type SuggestionListResult,
  type SuggestionSortField,
} from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { hasRole, pipelineScope, type Actor } from '../../../auth/actor.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import { pageInfo } from '../../../lib/paging.js';
import {
  settleActionNotifications,
  type AddNotifications,
  type Notifications,
} from '../../notifications/index.js';
import { assertEventInventoryExists } from '../../inventories/index.js';
import type { PairingsContext, PairingWriteContext } from '../service.js';
import { applyBrandActionTx } from '../actions.js';
import { plainUserName } from './collabQueries.js';
import type { PairingKey } from '../board/live.js';
import {
  brandSearchPage,
  decideSuggestion,
  insertSuggestion,
  isAssigned,
  isBlocked,
  lockSuggestions,
  pairingNames,
  projectOwners,
  suggestionPage,
} from './suggestionQueries.js';

const EMPTY_FILTERS = { searchFor: '', industryIds: [], brandOwnerIds: [], stages: [] };

/** Whether the actor decides suggestions of `eiId`: one of its project owners, or an admin. */
async function decides(db: Tx, actor: Actor, eiId: number): Promise<boolean> {
  return (
    actor.isAdmin ||
    hasRole(actor, 'ADMIN') ||
    (await projectOwners(db, eiId)).includes(actor.userId)
  );
}

/**
 * PUT /api/event/inventory/brand/suggestion {eiId, brandId} (spec 000 §4): suggests a brand for
 * an event inventory; each of its project owners gets an ACTION notification with APPROVE / REJECT.
 * 404 unknown brand or event inventory; 409 when already assigned there, of an industry blocked there or
 * already suggested; 400 when the event inventory has no project owner.
 */
export async function suggestBrand({
  db,
  notes,
  actor,
  req,
}: PairingsContext & {
  notes: Notifications;
  req: { eiId: number; brandId: number };
}): Promise<{ message: string; suggestionId: number }> {
  await assertEventInventoryExists(db, req.eiId);
  return notes.run(db, async (tx, notify) => {
    const n = await pairingNames(tx, req);
    if (!n) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
    if (await isAssigned(tx, req))
      throw conflict(COLLAB_MESSAGES.alreadyAssigned, 'ALREADY_ASSIGNED');
    if (await isBlocked(tx, req))
      throw conflict(COLLAB_MESSAGES.industryBlocked, 'INDUSTRY_BLOCKED');
    const owners = await projectOwners(tx, req.eiId);
    if (!owners.length) throw badRequest(COLLAB_MESSAGES.noProjectOwner, 'NO_PROJECT_OWNER');
    const suggestionId = await insertSuggestion(tx, { ...req, userId: actor.userId });
    if (suggestionId === undefined)
      throw conflict(COLLAB_MESSAGES.alreadySuggested, 'ALREADY_SUGGESTED');
    const me = await plainUserName(tx, actor.userId);
    await notify(
      owners
        .filter((id) => id !== actor.userId)
        .map((userId) => ({
          userId,
          type: 'BRAND_SUGGESTION' as const,
          action: true,
          actorUserId: actor.userId,
          brandId: req.brandId,
          eiId: req.eiId,
          suggestionId,
          content: `**${me}** suggested **${n.brand}** for **${n.pairing}**`,
        })),
    );
    return { message: COLLAB_MESSAGES.suggested, suggestionId };
  });
}

/** A locked suggestion being decided. */
type Suggestion = Awaited<ReturnType<typeof lockSuggestions>>[number];

/**
 * Assigns an approved suggestion's brand through the assign page's code path, from the unassigned or
 * the discarded tab; 409 when nothing could be assigned and it is not already assigned (offloaded
 * since, or a blocked industry): no false 'approved'.
 */
async function assignSuggested(
  {
    tx,
    notify,
    actor,
    onBoard,
  }: { tx: Tx; notify: AddNotifications; actor: Actor; onBoard: PairingKey[] },
  s: Suggestion,
): Promise<void> {
  const assign = (selectionType: 'UNASSIGNED' | 'DISCARDED') =>
    applyBrandActionTx({
      tx,
      add: notify,
      actor,
      scope: 'all',
      req: {
        action: 'ASSIGN',
        selectionType,
        filters: EMPTY_FILTERS,
        eiIds: [s.eiId],
        brandIds: [s.brandId],
      },
      onBoard,
    });
  if (!((await assign('UNASSIGNED')) + (await assign('DISCARDED'))) && !(await isAssigned(tx, s)))
    throw conflict(COLLAB_MESSAGES.notAssignable, 'SUGGESTION_NOT_ASSIGNABLE');
}

/**
 * POST /api/event/inventory/brand/suggestion/action {suggestionIds, action}: a project owner of the event
 * inventory (or an admin) approves — the brand is assigned through the assign page's code path, with its
 * history — or rejects; every owner's notification then shows the outcome and who acted, and the
 * suggester is told; the pipeline boards then hear of the assigned pairings (`moved`). 404 for a
 * suggestion the caller does not decide; 409 when already decided, or when
 * approving could not assign the brand (offloaded since, or of a blocked industry).
 */
export async function actOnSuggestions({
  db,
  notes,
  moved,
  actor,
  req,
}: PairingWriteContext & {
  req: { suggestionIds: number[]; action: 'APPROVE' | 'REJECT' };
}): Promise<{ message: string }> {
  const ids = [...new Set(req.suggestionIds)];
  const settled: number[] = [];
  const onBoard: PairingKey[] = [];
  await notes.run(db, async (tx, notify) => {
    const rows = await lockSuggestions(tx, ids);
    if (rows.length < ids.length)
      throw notFound(COLLAB_MESSAGES.suggestionNotFound, 'SUGGESTION_NOT_FOUND');
    for (const r of rows)
      if (!(await decides(tx, actor, r.eiId)))
        throw notFound(COLLAB_MESSAGES.suggestionNotFound, 'SUGGESTION_NOT_FOUND');
    if (rows.some((r) => r.status !== 'PENDING'))
      throw conflict(COLLAB_MESSAGES.suggestionActed, 'SUGGESTION_ALREADY_DECIDED');
    const approve = req.action === 'APPROVE';
    for (const r of rows) {
      const status = approve ? 'APPROVED' : 'REJECTED';
      await decideSuggestion(tx, { id: r.id, status, userId: actor.userId });
      if (approve) await assignSuggested({ tx, notify, actor, onBoard }, r);
      settled.push(
        ...(await settleActionNotifications(tx, { suggestionId: r.id }, req.action, actor.userId)),
      );
      const n = (await pairingNames(tx, r))!;
      if (r.suggestedByUserId !== actor.userId) {
        await notify([
          {
            userId: r.suggestedByUserId,
            type: approve ? 'SUGGESTION_APPROVED' : 'SUGGESTION_REJECTED',
            actorUserId: actor.userId,
            brandId: r.brandId,
            eiId: r.eiId,
            suggestionId: r.id,
            content: `Your suggestion of **${n.brand}** for **${n.pairing}** was **${approve ? 'approved' : 'rejected'}**`,
          },
        ]);
      }
    }
  });
  await notes.push(settled);
  await moved(onBoard);
  return {
    message:
      req.action === 'APPROVE'
        ? COLLAB_MESSAGES.suggestionApproved
        : COLLAB_MESSAGES.suggestionRejected,
  };
}

/** GET /api/event/inventory/brand/suggestion?eiId&sortField&sortOrder (the /inventory/{eiId} tab 3): the event inventory's suggestions, newest first unless sorted. */
export async function listSuggestions({
  db,
  actor,
  q,
}: PairingsContext & {
  q: {
    eiId: number;
    pageNo: number;
    count: number;
    sortField?: SuggestionSortField;
    sortOrder?: 'ASC' | 'DESC';
  };
}): Promise<SuggestionListResult> {
  await assertEventInventoryExists(db, q.eiId);
  const mayDecide = await decides(db, actor, q.eiId);
  const { suggestions, total } = await suggestionPage(db, { ...q, mayDecide });
  return { suggestions, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * POST /api/event/inventory/brand/search: with isCollaboration, the caller's assigned pairings on the event
 * inventory (brands in their pipeline scope) to invite collaborators on; else brands not yet assigned there
 * (not offloaded, not of an industry blocked there), to suggest. By name, 20 a page.
 */
export async function pairingBrandSearch({
  db,
  actor,
  q,
}: PairingsContext & {
  q: { eiId: number; isCollaboration: boolean; searchFor: string; pageNo: number; count: number };
}) {
  await assertEventInventoryExists(db, q.eiId);
  const { brands, total } = await brandSearchPage(db, {
    ...q,
    assigned: q.isCollaboration,
    scope: pipelineScope(actor),
  });
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}
