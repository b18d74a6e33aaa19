import { sql } from 'drizzle-orm';
import {
  COLLAB_MESSAGES,
  type SuggestionListResult,
  type SuggestionSortField,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { hasRole, pipelineScope, type Actor } from '../../auth/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { containsPattern, idArray, ownedByAny } from '../../lib/sql.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { settleActionNotifications, type Notifications } from '../notifications/index.js';
import { assertEventInventoryExists } from '../inventories/index.js';
import { applyBrandActionTx } from './service.js';

const EMPTY_FILTERS = { searchFor: '', industryIds: [], brandOwnerIds: [], stages: [] };

/** The brand (alias b) is in an industry blocked on event inventory `eiId`: it may not be assigned there. */
const blockedOn = (eiId: number) =>
  sql`exists (select 1 from ei_blocked_industries bi where bi.ei_id = ${eiId} and bi.industry_id = b.industry_id)`;

const isAssigned = async (tx: Tx, eiId: number, brandId: number) =>
  (
    await tx.execute(
      sql`select 1 from pairings where ei_id = ${eiId} and brand_id = ${brandId} and status = 'ASSIGNED'`,
    )
  ).rows.length > 0;

/** The project owners of an event inventory (event_inventory_owners). */
async function projectOwners(db: Tx, eiId: number): Promise<number[]> {
  const { rows } = await db.execute<{ user_id: number }>(
    sql`select o.user_id from event_inventory_owners o join users u on u.id = o.user_id where o.ei_id = ${eiId} and u.status = 'ACTIVE'`,
  );
  return rows.map((r) => Number(r.user_id));
}

/** Whether the actor decides suggestions of `eiId`: one of its project owners, or an admin. */
async function decides(db: Tx, actor: Actor, eiId: number): Promise<boolean> {
  return (
    actor.isAdmin ||
    hasRole(actor, 'ADMIN') ||
    (await projectOwners(db, eiId)).includes(actor.userId)
  );
}

const names = async (tx: Tx, eiId: number, brandId: number) =>
  (
    await tx.execute<{
      brand: string;
      pairing: string;
    }>(sql`select replace(b.name, '*', '') as brand, replace(e.name || ' · ' || inv.name, '*', '') as pairing
    from brands b cross join event_inventories ei join events e on e.id = ei.event_id join inventories inv on inv.id = ei.inventory_id where b.id = ${brandId} and ei.id = ${eiId}`)
  ).rows[0];

/**
 * PUT /api/event/inventory/brand/suggestion {eiId, brandId} (spec 000 §4): suggests a brand for
 * an event inventory; each of its project owners gets an ACTION notification with APPROVE / REJECT.
 * 404 unknown brand or event inventory; 409 when already assigned there, of an industry blocked there or
 * already suggested; 400 when the event inventory has no project owner.
 */
export async function suggestBrand(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { eiId: number; brandId: number },
): Promise<{ message: string; suggestionId: number }> {
  await assertEventInventoryExists(db, req.eiId);
  return notes.run(db, async (tx, notify) => {
    const n = await names(tx, req.eiId, req.brandId);
    if (!n) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
    const { rows: paired } = await tx.execute(
      sql`select 1 from pairings where ei_id = ${req.eiId} and brand_id = ${req.brandId} and status = 'ASSIGNED'`,
    );
    if (paired.length) throw conflict(COLLAB_MESSAGES.alreadyAssigned, 'ALREADY_ASSIGNED');
    const { rows: blocked } = await tx.execute(
      sql`select 1 from brands b where b.id = ${req.brandId} and ${blockedOn(req.eiId)}`,
    );
    if (blocked.length) throw conflict(COLLAB_MESSAGES.industryBlocked, 'INDUSTRY_BLOCKED');
    const owners = await projectOwners(tx, req.eiId);
    if (!owners.length) throw badRequest(COLLAB_MESSAGES.noProjectOwner, 'NO_PROJECT_OWNER');
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into brand_suggestions (ei_id, brand_id, suggested_by_user_id) values (${req.eiId}, ${req.brandId}, ${actor.userId})
      on conflict (ei_id, brand_id) where status = 'PENDING' do nothing returning id`);
    if (!rows[0]) throw conflict(COLLAB_MESSAGES.alreadySuggested, 'ALREADY_SUGGESTED');
    const suggestionId = Number(rows[0].id);
    const { rows: me } = await tx.execute<{ n: string }>(
      sql`select replace(first_name || ' ' || last_name, '*', '') as n from users where id = ${actor.userId}`,
    );
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
          content: `**${me[0].n}** suggested **${n.brand}** for **${n.pairing}**`,
        })),
    );
    return { message: COLLAB_MESSAGES.suggested, suggestionId };
  });
}

/**
 * POST /api/event/inventory/brand/suggestion/action {suggestionIds, action}: a project owner of the event
 * inventory (or an admin) approves — the brand is assigned through the assign page's code path, with its
 * history — or rejects; every owner's notification then shows the outcome and who acted, and the
 * suggester is told. 404 for a suggestion the caller does not decide; 409 when already decided, or when
 * approving could not assign the brand (offloaded since, or of a blocked industry).
 */
export async function actOnSuggestions(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { suggestionIds: number[]; action: 'APPROVE' | 'REJECT' },
): Promise<{ message: string }> {
  const ids = [...new Set(req.suggestionIds)];
  const settled: number[] = [];
  await notes.run(db, async (tx, notify) => {
    const { rows } = await tx.execute<{
      id: number;
      ei_id: number;
      brand_id: number;
      status: string;
      suggested_by_user_id: number;
    }>(
      sql`select id, ei_id, brand_id, status, suggested_by_user_id from brand_suggestions where id = any(${idArray(ids)}) order by id for update`,
    );
    if (rows.length < ids.length)
      throw notFound(COLLAB_MESSAGES.suggestionNotFound, 'SUGGESTION_NOT_FOUND');
    for (const r of rows)
      if (!(await decides(tx, actor, r.ei_id)))
        throw notFound(COLLAB_MESSAGES.suggestionNotFound, 'SUGGESTION_NOT_FOUND');
    if (rows.some((r) => r.status !== 'PENDING'))
      throw conflict(COLLAB_MESSAGES.suggestionActed, 'SUGGESTION_ALREADY_DECIDED');
    const approve = req.action === 'APPROVE';
    for (const r of rows) {
      await tx.execute(
        sql`update brand_suggestions set status = ${approve ? 'APPROVED' : 'REJECTED'}, decided_by_user_id = ${actor.userId}, decided_at = now() where id = ${r.id}`,
      );
      if (approve) {
        const assign = (selectionType: 'UNASSIGNED' | 'DISCARDED') =>
          applyBrandActionTx(tx, notify, actor, 'all', {
            action: 'ASSIGN',
            selectionType,
            filters: EMPTY_FILTERS,
            eiIds: [r.ei_id],
            brandIds: [r.brand_id],
          });
        // Nothing assigned and not already assigned (offloaded since, or a blocked industry): no false 'approved'.
        if (
          !((await assign('UNASSIGNED')) + (await assign('DISCARDED'))) &&
          !(await isAssigned(tx, r.ei_id, r.brand_id))
        )
          throw conflict(COLLAB_MESSAGES.notAssignable, 'SUGGESTION_NOT_ASSIGNABLE');
      }
      settled.push(
        ...(await settleActionNotifications(tx, { suggestionId: r.id }, req.action, actor.userId)),
      );
      const n = await names(tx, r.ei_id, r.brand_id);
      if (Number(r.suggested_by_user_id) !== actor.userId) {
        await notify([
          {
            userId: Number(r.suggested_by_user_id),
            type: approve ? 'SUGGESTION_APPROVED' : 'SUGGESTION_REJECTED',
            actorUserId: actor.userId,
            brandId: r.brand_id,
            eiId: r.ei_id,
            suggestionId: r.id,
            content: `Your suggestion of **${n.brand}** for **${n.pairing}** was **${approve ? 'approved' : 'rejected'}**`,
          },
        ]);
      }
    }
  });
  await notes.push(settled);
  return {
    message:
      req.action === 'APPROVE'
        ? COLLAB_MESSAGES.suggestionApproved
        : COLLAB_MESSAGES.suggestionRejected,
  };
}

/** GET /api/event/inventory/brand/suggestion?eiId&sortField&sortOrder (the /inventory/{eiId} tab 3): the event inventory's suggestions, newest first unless sorted. */
export async function listSuggestions(
  db: Db,
  actor: Actor,
  q: {
    eiId: number;
    pageNo: number;
    count: number;
    sortField?: SuggestionSortField;
    sortOrder?: 'ASC' | 'DESC';
  },
): Promise<SuggestionListResult> {
  await assertEventInventoryExists(db, q.eiId);
  const dir = q.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
  const orderBy =
    q.sortField === 'brandName'
      ? sql`lower(b.name) ${dir}, s.created_at desc`
      : q.sortField === 'status'
        ? sql`s.status ${dir}, s.created_at desc`
        : sql`s.created_at ${dir}`;
  const mayDecide = await decides(db, actor, q.eiId);
  const [{ rows }, total] = await Promise.all([
    db.execute<{
      id: number;
      brand_id: number;
      brand_name: string;
      by_id: number;
      by_name: string;
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      decided_id: number | null;
      decided_name: string | null;
      created_at: unknown;
    }>(sql`
      select s.id, s.brand_id, b.name as brand_name, s.suggested_by_user_id as by_id, su.first_name || ' ' || su.last_name as by_name, s.status,
        s.decided_by_user_id as decided_id, du.first_name || ' ' || du.last_name as decided_name, s.created_at
      from brand_suggestions s join brands b on b.id = s.brand_id join users su on su.id = s.suggested_by_user_id left join users du on du.id = s.decided_by_user_id
      where s.ei_id = ${q.eiId} order by ${orderBy}, s.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from brand_suggestions where ei_id = ${q.eiId}`,
    ),
  ]);
  return {
    suggestions: rows.map((r) => ({
      suggestionId: r.id,
      brandId: r.brand_id,
      brandName: r.brand_name,
      suggestedBy: { userId: r.by_id, userName: r.by_name },
      status: r.status,
      decidedBy: r.decided_id ? { userId: r.decided_id, userName: r.decided_name ?? '' } : null,
      createdAt: iso(r.created_at)!,
      canAct: mayDecide && r.status === 'PENDING',
    })),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}

/**
 * POST /api/event/inventory/brand/search: with isCollaboration, the caller's assigned pairings on the event
 * inventory (brands in their pipeline scope) to invite collaborators on; else brands not yet assigned there
 * (not offloaded, not of an industry blocked there), to suggest. By name, 20 a page.
 */
export async function pairingBrandSearch(
  db: Db,
  actor: Actor,
  q: { eiId: number; isCollaboration: boolean; searchFor: string; pageNo: number; count: number },
) {
  await assertEventInventoryExists(db, q.eiId);
  const scope = pipelineScope(actor);
  const search = q.searchFor ? sql`and lower(b.name) like ${containsPattern(q.searchFor)}` : sql``;
  const where = q.isCollaboration
    ? sql`exists (select 1 from pairings a where a.ei_id = ${q.eiId} and a.brand_id = b.id and a.status = 'ASSIGNED') ${scope === 'all' ? sql`` : scope ? sql`and ${ownedByAny(scope)}` : sql`and false`} ${search}`
    : sql`not b.is_offloaded and not ${blockedOn(q.eiId)} and not exists (select 1 from pairings a where a.ei_id = ${q.eiId} and a.brand_id = b.id and a.status = 'ASSIGNED') ${search}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<{ id: number; name: string; image_url: string | null }>(
      sql`select b.id, b.name, b.image_url from brands b where ${where} order by lower(b.name), b.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from brands b where ${where}`),
  ]);
  return {
    brands: rows.map((r) => ({ brandId: r.id, brandName: r.name, brandImageUrl: r.image_url })),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}
