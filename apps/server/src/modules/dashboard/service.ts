import {
  DASHBOARD_NEWS_COUNT,
  PAGE_SIZES,
  STAGES,
  type DashboardResult,
  type StageCounts,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import {
  type Actor,
  dealValue,
  hasRole,
  pipelineScope,
  readsDealValues,
} from '../../auth/actor.js';
import { allEventInventories, boInventories, poInventories } from '../inventories/index.js';
import { latestNews } from '../news/index.js';
import { ownBrands, stageCounts, wonValue } from './queries.js';

/** No stage counted: the counts of a caller who sees no pairings. */
const noStages = () => Object.fromEntries(STAGES.map((s) => [s, 0])) as StageCounts;

/**
 * The /home data (spec 001 §2 dashboard): counts per stage over the pairings the caller
 * sees (all for PO, ADMIN and MG; the team's brands for a TO; own brands for a BO), the won value by
 * month and this quarter over the same pairings (none and null for a caller who may not read deal values, whose
 * inventories come without won values too), the latest news, the caller's own brands (userBrands:
 * how many and the 10 latest), the caller's PO and BO inventories,
 * and the all-inventories list of 10 (upcoming first).
 */
export async function dashboard({ db, actor }: { db: Db; actor: Actor }): Promise<DashboardResult> {
  const scope = hasRole(actor, 'MG') ? 'all' : pipelineScope(actor);
  const page = { pageNo: 1, count: PAGE_SIZES.dashboardInventories, searchFor: '' };
  const upcoming = { ...page, eventStatus: 'UPCOMING' as const };
  const [counts, won, news, userBrands, po, bo, all] = await Promise.all([
    scope ? stageCounts(db, scope) : noStages(),
    scope && readsDealValues(actor)
      ? wonValue(db, scope)
      : { wonByMonth: [], wonThisQuarter: dealValue(actor, 0) },
    latestNews(db, actor, DASHBOARD_NEWS_COUNT),
    ownBrands(db, actor.userId, PAGE_SIZES.dashboardInventories),
    hasRole(actor, 'PO') ? poInventories(db, actor, upcoming) : null,
    hasRole(actor, 'BO') ? boInventories(db, actor, upcoming) : null,
    allEventInventories(db, actor, upcoming),
  ]);
  return {
    stageCounts: counts,
    ...won,
    news,
    userBrands,
    poInventories: po?.eventInventories ?? [],
    boInventories: bo?.eventInventories ?? [],
    allInventories: all.eventInventories,
  };
}
