import { sql } from 'drizzle-orm';
import { type DashboardResult, PAGE_SIZES, STAGES, type StageCounts } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { type Actor, hasRole, pipelineScope } from '../../auth/actor.js';
import { idArray } from '../../lib/sql.js';
import { allEventInventories, boInventories, poInventories } from '../inventories/service.js';

/**
 * The /home data (spec 001 §2 dashboard): counts per stage over the pairings the caller sees (all for
 * PO, ADMIN and MG; the team's brands for a TO; own brands for a BO), the caller's PO and BO
 * inventories, and the all-inventories list of 10 (upcoming first).
 */
export async function dashboard(db: Db, actor: Actor): Promise<DashboardResult> {
  const scope = hasRole(actor, 'MG') ? 'all' : pipelineScope(actor);
  const page = { pageNo: 1, count: PAGE_SIZES.dashboardInventories, searchFor: '' };
  const [counts, po, bo, all] = await Promise.all([
    scope
      ? db.execute<{ stage: string; n: number }>(sql`select a.stage, count(*)::int as n from assignments a where a.status = 'ASSIGNED'
          ${scope === 'all' ? sql`` : sql`and exists (select 1 from brand_owners bo where bo.brand_id = a.brand_id and bo.user_id = any(${idArray(scope)}))`} group by a.stage`)
      : Promise.resolve({ rows: [] as { stage: string; n: number }[] }),
    hasRole(actor, 'PO') ? poInventories(db, actor, { ...page, eventStatus: 'UPCOMING' }) : null,
    hasRole(actor, 'BO') ? boInventories(db, actor, { ...page, eventStatus: 'UPCOMING' }) : null,
    allEventInventories(db, { ...page, eventStatus: 'UPCOMING' }),
  ]);
  const stageCounts = Object.fromEntries(STAGES.map((s) => [s, counts.rows.find((r) => r.stage === s)?.n ?? 0])) as StageCounts;
  return { stageCounts, poInventories: po?.eventInventories ?? [], boInventories: bo?.eventInventories ?? [], allInventories: all.eventInventories };
}
