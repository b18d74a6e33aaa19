import type { FieldHistoryResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { HistoryEntity } from '../brands/index.js';
import { pageInfo } from '../../lib/paging.js';
import { historyPage } from './historyQueries.js';

/** One page of a brand's field history for `entity`, newest first (spec 001 §7: POC, department, location history, 15 a page). */
export async function fieldHistory(
  db: Db,
  entity: HistoryEntity,
  q: { brandId: number; pageNo: number; count: number },
): Promise<FieldHistoryResult> {
  const { history, total } = await historyPage(db, entity, q);
  return { history, ...pageInfo(q.pageNo, q.count, total) };
}
