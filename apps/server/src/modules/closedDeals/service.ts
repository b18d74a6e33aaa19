import {
  CLOSED_DEAL_MESSAGES as M,
  type ClosedDeal,
  type ClosedDealList,
  type ManualClosureReport,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import { assertMayRead, hasRole, pipelineScope, type Actor } from '../../auth/actor.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { brandAccess } from '../brands/index.js';
import {
  brandDealPage,
  brandExists,
  insertClosedDeal,
  isFutureDate,
  lockClosedDeal,
  manualClosurePage,
  manualClosureRows,
  pipelineWinOn,
  setDealRemoved,
  type DealRead,
} from './queries.js';

/**
 * Closed deals (spec 001 §7 /brand/closed-deals, and the manual-closure reports): the deals of a brand
 * won in the pipeline (pairings at WON, dated by their last move to WON) and those recorded manually
 * (table closed_deals). See packages/contracts/src/closedDeals.ts for the rules.
 */

/** The database and the caller of a closed-deals request. */
type ClosedDealsContext = { db: Db; actor: Actor };

/** A closure's write: its context, and `moved`, which tells open boards and pairing lists of its pairing (AppContext.pairingsMoved). */
type ClosureWrite = ClosedDealsContext & { moved: AppContext['pairingsMoved'] };

/** PO and ADMIN work every brand (pipelineScope 'all'). */
const isPoOrAdmin = (a: Actor) => pipelineScope(a) === 'all';

/** A deal as `actor` sees it: a manual one may be removed by its recorder, a PO or an admin. */
const withCanRemove =
  (actor: Actor) =>
  (d: DealRead): ClosedDeal => ({
    ...d,
    canRemove: d.source === 'MANUAL' && (isPoOrAdmin(actor) || d.closedBy?.userId === actor.userId),
  });

/** GET /api/brand/closed-deals: the brand's closed deals, pipeline and manual (PIPELINE read area; 404 unknown brand). */
export async function brandClosedDeals({
  db,
  actor,
  q,
}: ClosedDealsContext & {
  q: { brandId: number; pageNo: number; count: number };
}): Promise<ClosedDealList> {
  assertMayRead(actor, 'PIPELINE');
  if (!(await brandExists(db, q.brandId))) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
  const { deals, total } = await brandDealPage(db, q);
  return { ...pageInfo(q.pageNo, q.count, total), deals: deals.map(withCanRemove(actor)) };
}

/**
 * PUT /api/brand/closed-deals: records a manual closure (rules in the contract); answers its id. After the
 * commit, a closure on an event inventory tells the boards (`moved`): the pairing stands in Won.
 */
export async function recordClosedDeal({
  db,
  moved,
  actor,
  req: b,
}: ClosureWrite & {
  req: {
    brandId: number;
    eiId: number | null;
    title: string | null;
    closedValue: number;
    dealClosedDate: string;
    note: string | null;
  };
}): Promise<{ message: string; closedDealId: number }> {
  const recorded = await db.transaction(async (tx) => {
    const access = await brandAccess(tx, actor, b.brandId, { lock: true });
    if (!access.canEdit)
      throw forbidden('You cannot record deals on this brand', 'CLOSED_DEAL_NOT_ALLOWED');
    if (await isFutureDate(tx, b.dealClosedDate)) throw badRequest(M.future, 'DEAL_DATE_IN_FUTURE');
    if (b.eiId !== null) {
      const ei = await pipelineWinOn(tx, { eiId: b.eiId, brandId: b.brandId });
      if (!ei) throw notFound('This event inventory does not exist.', 'EI_NOT_FOUND');
      if (ei.won) throw conflict(M.alreadyWon, 'DEAL_ALREADY_WON');
    }
    try {
      const closedDealId = await insertClosedDeal(tx, { ...b, closedByUserId: actor.userId });
      return { message: M.recorded, closedDealId };
    } catch (e) {
      if (isUniqueViolation(e, 'closed_deals_pairing_uq'))
        throw conflict(M.duplicate, 'CLOSED_DEAL_EXISTS');
      throw e;
    }
  });
  if (b.eiId !== null) await moved([{ eiId: b.eiId, brandId: b.brandId }]);
  return recorded;
}

/**
 * POST /api/brand/closed-deals/removal (`removed` true) and /restore (false): by the recorder, PO or ADMIN
 * (403), 404 unknown id; restoring onto a live duplicate, or a pairing won in the pipeline since, is 409.
 * After the commit, a closure on an event inventory tells the boards (`moved`).
 */
export async function setClosedDealRemoved({
  db,
  moved,
  actor,
  closedDealId,
  removed,
}: ClosureWrite & { closedDealId: number; removed: boolean }): Promise<{ message: string }> {
  const deal = await db.transaction(async (tx) => {
    const deal = await lockClosedDeal(tx, closedDealId);
    if (!deal) throw notFound(M.notFound, 'CLOSED_DEAL_NOT_FOUND');
    if (!isPoOrAdmin(actor) && deal.closedByUserId !== actor.userId)
      throw forbidden(
        'Only who recorded this deal, a PO or an admin can change it',
        'CLOSED_DEAL_NOT_ALLOWED',
      );
    // the pairing may have been won in the pipeline since: it is a closed deal there, not twice
    if (!removed && deal.won) throw conflict(M.alreadyWon, 'DEAL_ALREADY_WON');
    try {
      await setDealRemoved(tx, { id: closedDealId, removed, userId: actor.userId });
    } catch (e) {
      if (isUniqueViolation(e, 'closed_deals_pairing_uq'))
        throw conflict(M.duplicate, 'CLOSED_DEAL_EXISTS');
      throw e;
    }
    return deal;
  });
  if (deal.eiId !== null) await moved([{ eiId: deal.eiId, brandId: deal.brandId }]);
  return { message: removed ? M.removed : M.restored };
}

/** Who recorded the manual closures the actor may report on: null for all (Admin, MG), the TO and their team, 403 for others. */
function reportScope(actor: Actor): number[] | null {
  if (actor.isAdmin || hasRole(actor, 'ADMIN', 'MG')) return null;
  if (hasRole(actor, 'TO')) return [actor.userId, ...actor.teamMemberIds];
  throw forbidden(M.reportForbidden, 'REPORT_NOT_ALLOWED');
}

/** The manual-closure report's closures (same scope and filters, every one, streamed) and their total value, for the download; 403 as the report. */
export function manualClosureDownloadRows({
  db,
  actor,
  q,
}: ClosedDealsContext & { q: { financialYear: string | null; searchFor: string } }) {
  return manualClosureRows(db, { ...q, closers: reportScope(actor) });
}

/** POST /api/user/stats/manual-closures (rules in the contract). `count` may be large for the download. */
export async function manualClosureReport({
  db,
  actor,
  q,
}: ClosedDealsContext & {
  q: { pageNo: number; count: number; financialYear: string | null; searchFor: string };
}): Promise<ManualClosureReport> {
  const closers = reportScope(actor);
  const { deals, total, totalValue, financialYears } = await manualClosurePage(db, {
    ...q,
    closers,
  });
  return {
    ...pageInfo(q.pageNo, q.count, total),
    deals: deals.map(withCanRemove(actor)),
    totalValue,
    financialYears,
  };
}
