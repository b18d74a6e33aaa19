import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BlockedBrand, BlockedBrandsRequest, PageInfo, Stage } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { and, containsPattern, oneOf, ownedByAny } from '../../lib/sql.js';
import { pageInfo } from '../../lib/paging.js';
import { assertEventInventoryExists } from '../inventories/index.js';
import { pairingBrandPage, type TabSource } from './queries.js';
import { requireScope } from './service.js';

type Query = z.infer<typeof BlockedBrandsRequest>;

/** Brand b is owned by a member (or the owner) of team `teamId`. */
const ownedByTeam = (teamId: number) => sql`exists (select 1 from brand_owners bo
  where bo.brand_id = b.id and bo.user_id in (
    select tm.user_id from team_members tm where tm.team_id = ${teamId}
    union select t.owner_user_id from teams t where t.id = ${teamId}))`;

/**
 * FROM, WHERE and total of the blocked-category brands of `q.eiId` the actor reads (alias b, and a
 * pairings when ASSIGNED): of an industry blocked there; UNASSIGNED = not offloaded and never paired
 * there, ASSIGNED = an ASSIGNED pairing there; in the actor's pipeline scope; narrowed by name, owners
 * and team (`forTeam`: `teamId`, or else the caller's own team members).
 */
function blockedSource(actor: Actor, q: Query): TabSource {
  const scope = requireScope(actor);
  const assigned = q.eventAssignStatus === 'ASSIGNED';
  const team = q.forTeam
    ? q.teamId !== undefined
      ? ownedByTeam(q.teamId)
      : ownedByAny([actor.userId, ...actor.teamMemberIds])
    : undefined;
  const where = and([
    sql`b.industry_id in (select bi.industry_id from ei_blocked_industries bi where bi.ei_id = ${q.eiId})`,
    assigned
      ? sql`a.ei_id = ${q.eiId} and a.status = 'ASSIGNED'`
      : sql`not b.is_offloaded
        and not exists (select 1 from pairings p where p.ei_id = ${q.eiId} and p.brand_id = b.id)`,
    scope !== 'all' && ownedByAny(scope),
    q.searchFor && sql`lower(b.name) like ${containsPattern(q.searchFor)}`,
    q.brandOwnerUserIds.length > 0 && ownedByAny(q.brandOwnerUserIds),
    team,
  ]);
  const from = assigned ? sql`pairings a join brands b on b.id = a.brand_id` : sql`brands b`;
  return { from, where, count: sql`select 1 from ${from} where ${where}` };
}

/**
 * POST /api/event/inventory/brand/blocked (spec 001 §7 'Blocked-category brands'): one page (50) of
 * the brands of industries blocked on the event inventory, by name, with their stage there when
 * ASSIGNED, and how many industries are blocked. 403 without a pipeline scope (the assign page's
 * warning), 404 for an unknown event inventory.
 */
export async function blockedBrands(
  db: Db,
  actor: Actor,
  q: Query,
): Promise<PageInfo & { brands: BlockedBrand[]; blockedIndustryCount: number }> {
  const source = blockedSource(actor, q);
  await assertEventInventoryExists(db, q.eiId);
  const [page, industries] = await Promise.all([
    pairingBrandPage(db, {
      source,
      tab: 'UNASSIGNED',
      sortBy: { field: 'brandName', order: 'ASC' },
      pageNo: q.pageNo,
      count: q.count,
    }),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from ei_blocked_industries where ei_id = ${q.eiId}`,
    ),
  ]);
  const ids = page.brands.map((b) => b.brandId);
  const stages = new Map<number, Stage>();
  if (q.eventAssignStatus === 'ASSIGNED' && ids.length > 0) {
    const { rows } = await db.execute<{ brand_id: number; stage: Stage }>(
      sql`select brand_id, stage from pairings where ei_id = ${q.eiId} and brand_id ${oneOf(ids)}`,
    );
    for (const r of rows) stages.set(Number(r.brand_id), r.stage);
  }
  return {
    brands: page.brands.map((b) => ({ ...b, stage: stages.get(b.brandId) ?? null })),
    blockedIndustryCount: industries.rows[0].n,
    ...pageInfo(q.pageNo, q.count, page.total),
  };
}
