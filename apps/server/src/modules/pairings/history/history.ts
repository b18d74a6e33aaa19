import type { StageHistoryResult, TimelineResult } from '@crm/contracts';
import { assertMayRead } from '../../../auth/actor.js';
import { pageInfo } from '../../../lib/paging.js';
import { assertBrandExists } from '../../brands/index.js';
import { assertEventInventoryExists } from '../../inventories/index.js';
import { interactionPage, stageHistoryPage, timelinePage } from './historyQueries.js';
import type { PairingsContext } from '../service.js';

/** A page request: 1-based `pageNo`, `count` a page. */
type Page = { pageNo: number; count: number };

/** Pairing history of one event inventory (15 a page). */
export async function eiHistory({
  db,
  actor,
  q,
}: PairingsContext & { q: Page & { eiId: number } }): Promise<StageHistoryResult> {
  assertMayRead(actor, 'STAGE_HISTORY');
  await assertEventInventoryExists(db, q.eiId);
  const { history, total } = await stageHistoryPage(db, q);
  return { history, ...pageInfo(q.pageNo, q.count, total) };
}

/** Pairing history of one brand (15 a page). */
export async function brandStageHistory({
  db,
  actor,
  q,
}: PairingsContext & { q: Page & { brandId: number } }): Promise<StageHistoryResult> {
  assertMayRead(actor, 'STAGE_HISTORY');
  await assertBrandExists(db, q.brandId);
  const { history, total } = await stageHistoryPage(db, q);
  return { history, ...pageInfo(q.pageNo, q.count, total) };
}

/** Interactions (call notes) of one brand, newest first. */
export async function listInteractions({
  db,
  actor,
  q,
}: PairingsContext & { q: Page & { brandId: number } }) {
  assertMayRead(actor, 'CALL_NOTES');
  await assertBrandExists(db, q.brandId);
  const { interactions, total } = await interactionPage(db, q);
  return { interactions, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * A brand's interactions timeline (spec 001 §9 interaction types): call notes, owners added,
 * collaborators added, brand-info and POC updates (the fields changed in one save make one entry),
 * inventories assigned, won and lost, mails (issue 41 §3) — newest first, 15 a page. A read model over the history
 * tables; it changes nothing. 404 for an unknown brand.
 */
export async function brandTimeline({
  db,
  actor,
  q,
}: PairingsContext & { q: Page & { brandId: number } }): Promise<TimelineResult> {
  assertMayRead(actor, 'CALL_NOTES');
  await assertBrandExists(db, q.brandId);
  const { items, total } = await timelinePage(db, { ...q, viewerId: actor.userId });
  return { items, ...pageInfo(q.pageNo, q.count, total) };
}
