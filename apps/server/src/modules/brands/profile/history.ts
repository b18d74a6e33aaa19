import type { BrandChangeHistoryResult } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { pageInfo } from '../../../lib/paging.js';
import { assertBrandExists } from '../service.js';
import { changePage } from './historyQueries.js';

/**
 * GET /api/brand/history?brandId&pageNo (spec 001 §7; §9: 10 a page): the brand's field changes
 * (entity BRAND and LOCATION) and owner changes (entity OWNER, field brandOwner: added → toValue,
 * removed or offloaded → fromValue, with the reason), newest first. Ids are 'h<n>' / 'o<n>'. 404 unknown brand.
 */
export async function brandChangeHistory({
  db,
  q,
}: {
  db: Db;
  q: { brandId: number; pageNo: number; count: number };
}): Promise<BrandChangeHistoryResult> {
  await assertBrandExists(db, q.brandId);
  const { history, total } = await changePage(db, q);
  return { history, ...pageInfo(q.pageNo, q.count, total) };
}
