import { sql, type SQL } from 'drizzle-orm';
import {
  CLOSED_DEAL_MESSAGES as M,
  financialYearOf,
  type ClosedDeal,
  type ClosedDealList,
  type ManualClosureReport,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { assertMayRead, hasRole, pipelineScope, type Actor } from '../../auth/actor.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { pageInfo, offsetOf } from '../../lib/paging.js';
import { and, containsPattern, idArray, todayIst } from '../../lib/sql.js';
import { brandAccess } from '../brands/index.js';

/**
 * Closed deals (spec 001 §7 /brand/closed-deals, and the manual-closure reports): the deals of a brand
 * won in the pipeline (pairings at WON, dated by their last move to WON) and those recorded manually
 * (table closed_deals). See packages/contracts/src/closedDeals.ts for the rules.
 */

type Row = {
  closed_deal_id: number | null;
  source: 'PIPELINE' | 'MANUAL';
  brand_id: number;
  brand_name: string;
  ei_id: number | null;
  event_id: number | null;
  event_name: string | null;
  inventory_name: string | null;
  title: string | null;
  closed_value: number | null;
  deal_closed_date: string;
  note: string | null;
  closed_by_id: number | null;
  closed_by_name: string | null;
  total: number;
};

/** PO and ADMIN work every brand (pipelineScope 'all'). */
const isPoOrAdmin = (a: Actor) => pipelineScope(a) === 'all';

/** The manual closures `c` as rows of the shared shape (pipeline deals are unioned in for a brand). */
const manualRows = (
  where: SQL,
) => sql`select c.id as closed_deal_id, 'MANUAL' as source, c.brand_id, c.ei_id, c.title, c.closed_value::float8 as closed_value,
  c.deal_closed_date, c.note, c.closed_by_user_id as closed_by_id from closed_deals c where c.removed_at is null and ${where}`;

/** Names and the window count around rows `d` of the shared shape; the latest closed first. */
const described = (
  rows: SQL,
  count: number,
  offset: number,
) => sql`select d.closed_deal_id, d.source, d.brand_id, b.name as brand_name, d.ei_id, e.id as event_id, e.name as event_name,
    i.name as inventory_name, d.title, d.closed_value, to_char(d.deal_closed_date, 'YYYY-MM-DD') as deal_closed_date, d.note, d.closed_by_id,
    u.first_name || ' ' || u.last_name as closed_by_name, count(*) over ()::int as total
  from (${rows}) d join brands b on b.id = d.brand_id
  left join event_inventories ei on ei.id = d.ei_id left join events e on e.id = ei.event_id left join inventories i on i.id = ei.inventory_id
  left join users u on u.id = d.closed_by_id
  order by d.deal_closed_date desc, d.closed_deal_id desc nulls last, d.ei_id limit ${count} offset ${offset}`;

/** The rows' total: from the page's window count, or (a page past the end) counted on its own. */
async function totalOf(db: Db, page: Row[], rows: SQL): Promise<number> {
  if (page.length) return page[0].total;
  const { rows: c } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${rows}) d`,
  );
  return c[0].n;
}

const toDeal =
  (actor: Actor) =>
  (r: Row): ClosedDeal => ({
    closedDealId: r.closed_deal_id === null ? null : Number(r.closed_deal_id),
    source: r.source,
    brandId: Number(r.brand_id),
    brandName: r.brand_name,
    eiId: r.ei_id === null ? null : Number(r.ei_id),
    eventId: r.event_id === null ? null : Number(r.event_id),
    eventName: r.event_name,
    inventoryName: r.inventory_name,
    title: r.title,
    closedValue: r.closed_value,
    dealClosedDate: r.deal_closed_date,
    financialYear: financialYearOf(r.deal_closed_date),
    note: r.note,
    closedBy:
      r.closed_by_id === null
        ? null
        : { userId: Number(r.closed_by_id), userName: r.closed_by_name ?? '' },
    canRemove:
      r.source === 'MANUAL' && (isPoOrAdmin(actor) || Number(r.closed_by_id) === actor.userId),
  });

/** GET /api/brand/closed-deals: the brand's closed deals, pipeline and manual (PIPELINE read area; 404 unknown brand). */
export async function brandClosedDeals(
  db: Db,
  actor: Actor,
  q: { brandId: number; pageNo: number; count: number },
): Promise<ClosedDealList> {
  assertMayRead(actor, 'PIPELINE');
  const { rows: brand } = await db.execute(sql`select 1 from brands where id = ${q.brandId}`);
  if (!brand.length) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
  const pipeline = sql`select null::bigint as closed_deal_id, 'PIPELINE' as source, a.brand_id, a.ei_id, null::text as title, a.closed_value::float8 as closed_value,
      (coalesce(w.created_at, a.updated_at) at time zone 'Asia/Kolkata')::date as deal_closed_date, null::text as note, w.user_id as closed_by_id
    from pairings a left join lateral (select h.created_at, h.user_id from stage_history h
      where h.ei_id = a.ei_id and h.brand_id = a.brand_id and h.to_stage = 'WON' order by h.created_at desc limit 1) w on true
    where a.brand_id = ${q.brandId} and a.status = 'ASSIGNED' and a.stage = 'WON'`;
  const rowsOf = sql`${pipeline} union all ${manualRows(sql`c.brand_id = ${q.brandId}`)}`;
  const { rows } = await db.execute<Row>(described(rowsOf, q.count, offsetOf(q.pageNo, q.count)));
  return {
    ...pageInfo(q.pageNo, q.count, await totalOf(db, rows, rowsOf)),
    deals: rows.map(toDeal(actor)),
  };
}

/** PUT /api/brand/closed-deals: records a manual closure (rules in the contract); answers its id. */
export async function recordClosedDeal(
  db: Db,
  actor: Actor,
  b: {
    brandId: number;
    eiId: number | null;
    title: string | null;
    closedValue: number;
    dealClosedDate: string;
    note: string | null;
  },
): Promise<{ message: string; closedDealId: number }> {
  return db.transaction(async (tx) => {
    const access = await brandAccess(tx, actor, b.brandId, { lock: true });
    if (!access.canEdit)
      throw forbidden('You cannot record deals on this brand', 'CLOSED_DEAL_NOT_ALLOWED');
    const { rows: today } = await tx.execute<{ late: boolean }>(
      sql`select ${b.dealClosedDate}::date > ${todayIst} as late`,
    );
    if (today[0].late) throw badRequest(M.future, 'DEAL_DATE_IN_FUTURE');
    if (b.eiId !== null) {
      const { rows } = await tx.execute<{
        won: boolean | null;
      }>(sql`select (select a.status = 'ASSIGNED' and a.stage = 'WON' from pairings a where a.ei_id = ei.id and a.brand_id = ${b.brandId}) as won
        from event_inventories ei where ei.id = ${b.eiId}`);
      if (!rows.length) throw notFound('This event inventory does not exist.', 'EI_NOT_FOUND');
      if (rows[0].won) throw conflict(M.alreadyWon, 'DEAL_ALREADY_WON');
    }
    try {
      const { rows } = await tx.execute<{
        id: number;
      }>(sql`insert into closed_deals (brand_id, ei_id, title, closed_value, deal_closed_date, note, closed_by_user_id)
        values (${b.brandId}, ${b.eiId}, ${b.title || null}, ${b.closedValue}, ${b.dealClosedDate}, ${b.note || null}, ${actor.userId}) returning id`);
      return { message: M.recorded, closedDealId: Number(rows[0].id) };
    } catch (e) {
      if (isUniqueViolation(e, 'closed_deals_pairing_uq'))
        throw conflict(M.duplicate, 'CLOSED_DEAL_EXISTS');
      throw e;
    }
  });
}

/** POST /api/brand/closed-deals/removal (`removed` true) and /restore (false): by the recorder, PO or ADMIN (403), 404 unknown id; restoring onto a live duplicate, or a pairing won in the pipeline since, is 409. */
export async function setClosedDealRemoved(
  db: Db,
  actor: Actor,
  closedDealId: number,
  removed: boolean,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      closed_by_user_id: number;
      won: boolean | null;
    }>(sql`select c.closed_by_user_id,
        (select a.status = 'ASSIGNED' and a.stage = 'WON' from pairings a where a.ei_id = c.ei_id and a.brand_id = c.brand_id) as won
      from closed_deals c where c.id = ${closedDealId} for update of c`);
    if (!rows.length) throw notFound(M.notFound, 'CLOSED_DEAL_NOT_FOUND');
    if (!isPoOrAdmin(actor) && Number(rows[0].closed_by_user_id) !== actor.userId)
      throw forbidden(
        'Only who recorded this deal, a PO or an admin can change it',
        'CLOSED_DEAL_NOT_ALLOWED',
      );
    // the pairing may have been won in the pipeline since: it is a closed deal there, not twice
    if (!removed && rows[0].won) throw conflict(M.alreadyWon, 'DEAL_ALREADY_WON');
    try {
      await tx.execute(
        removed
          ? sql`update closed_deals set removed_at = coalesce(removed_at, now()), removed_by_user_id = coalesce(removed_by_user_id, ${actor.userId}) where id = ${closedDealId}`
          : sql`update closed_deals set removed_at = null, removed_by_user_id = null where id = ${closedDealId}`,
      );
    } catch (e) {
      if (isUniqueViolation(e, 'closed_deals_pairing_uq'))
        throw conflict(M.duplicate, 'CLOSED_DEAL_EXISTS');
      throw e;
    }
    return { message: removed ? M.removed : M.restored };
  });
}

/** Who recorded the manual closures the actor may report on: null for all (Admin, MG), the TO and their team, 403 for others. */
function reportScope(actor: Actor): number[] | null {
  if (actor.isAdmin || hasRole(actor, 'ADMIN', 'MG')) return null;
  if (hasRole(actor, 'TO')) return [actor.userId, ...actor.teamMemberIds];
  throw forbidden(M.reportForbidden, 'REPORT_NOT_ALLOWED');
}

/** The first day of financial year 'YYYY-YY' and of the next one. */
const fyBounds = (fy: string) =>
  [`${fy.slice(0, 4)}-04-01`, `${Number(fy.slice(0, 4)) + 1}-04-01`] as const;

/** POST /api/user/stats/manual-closures (rules in the contract). `count` may be large for the download. */
export async function manualClosureReport(
  db: Db,
  actor: Actor,
  q: { pageNo: number; count: number; financialYear: string | null; searchFor: string },
): Promise<ManualClosureReport> {
  const closers = reportScope(actor);
  const inScope = and([closers && sql`c.closed_by_user_id = any(${idArray(closers)})`]);
  const where = and([
    inScope,
    q.financialYear &&
      sql`c.deal_closed_date >= ${fyBounds(q.financialYear)[0]}::date and c.deal_closed_date < ${fyBounds(q.financialYear)[1]}::date`,
    q.searchFor &&
      sql`(lower(c.title) like ${containsPattern(q.searchFor)} or exists (select 1 from brands sb where sb.id = c.brand_id and lower(sb.name) like ${containsPattern(q.searchFor)}))`,
  ]);
  const [{ rows }, { rows: sums }, { rows: years }] = await Promise.all([
    db.execute<Row>(described(manualRows(where), q.count, offsetOf(q.pageNo, q.count))),
    db.execute<{ value: number }>(
      sql`select coalesce(sum(c.closed_value), 0)::float8 as value from closed_deals c where c.removed_at is null and ${where}`,
    ),
    db.execute<{
      y: number;
    }>(sql`select distinct (extract(year from c.deal_closed_date) - case when extract(month from c.deal_closed_date) < 4 then 1 else 0 end)::int as y
      from closed_deals c where c.removed_at is null and ${inScope} order by y desc`),
  ]);
  return {
    ...pageInfo(q.pageNo, q.count, await totalOf(db, rows, manualRows(where))),
    deals: rows.map(toDeal(actor)),
    totalValue: sums[0].value,
    financialYears: years.map((r) => financialYearOf(`${r.y}-04-01`)),
  };
}
