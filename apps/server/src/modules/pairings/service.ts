import type { AssignedBrandListResult, PairingBrandListResult } from '@crm/contracts';
import {
  AssignedListRequest,
  mayWorkPairing,
  MESSAGES,
  UnassignedListRequest,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { assertMayRead, pipelineScope } from '../../auth/actor.js';
import { forbidden } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import type { KeysetPage } from '../../lib/keyset.js';
import { assignedBrandsPage, pairingBrandsPage, tabRows } from './exportQueries.js';
import { assertEventInventoryExists } from '../inventories/index.js';
import { assertBrandExists } from '../brands/index.js';
import { assertReposVisible } from '../repository/index.js';
import type { Notifications } from '../notifications/index.js';
import type { PairingsMoved } from './board/live.js';
import {
  assignedBrandPage,
  brandPairingRows,
  pairingBrandPage,
  type Scope,
  tabSource,
  toAssignedBrand,
  toPairingBrand,
} from './queries.js';

/** The database and the caller of a pairings request. */
export type PairingsContext = { db: Db; actor: Actor };

/** A pairing write's context: the database, the caller, the notification producer and the live board push. */
export type PairingWriteContext = PairingsContext & { notes: Notifications; moved: PairingsMoved };

/** The caller's pipeline scope, or 403 with the spec's assign-page warning (spec 000 §2.1, 001 §6). */
export function requireScope(actor: Actor): Scope {
  const scope = pipelineScope(actor);
  if (!scope) throw forbidden(MESSAGES.assignAccessDenied, 'ASSIGN_ACCESS_DENIED');
  return scope;
}

/** UNASSIGNED or DISCARDED tab (POST /api/event/brand/v2), 20 a page. */
export async function listUnassigned({
  db,
  actor,
  q,
}: PairingsContext & {
  q: z.infer<typeof UnassignedListRequest>;
}): Promise<PairingBrandListResult> {
  const scope = requireScope(actor);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const source = tabSource({ eiId: q.eiId, tab: q.selectionType, scope, filters: q.filters });
  const { brands, total } = await pairingBrandPage(db, { ...q, source, tab: q.selectionType });
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * The scope of the ASSIGNED pairings the actor reads (the Assigned tab, the pipeline board): their pipeline
 * scope, plus those shared with them; with `sharedWithMe` (open to every role) only the shared ones count.
 * 403 with the spec's warning for a role without a pipeline scope otherwise.
 */
export function assignedScope(actor: Actor, sharedWithMe: boolean): Scope {
  return sharedWithMe ? (pipelineScope(actor) ?? []) : requireScope(actor);
}

/** FROM, WHERE and count of the ASSIGNED pairings the actor reads (assignedScope). */
function assignedSource(
  actor: Actor,
  q: Pick<z.infer<typeof AssignedListRequest>, 'eiId' | 'filters' | 'sharedWithMe'>,
) {
  const scope = assignedScope(actor, q.sharedWithMe);
  return tabSource({
    eiId: q.eiId,
    tab: 'ASSIGNED',
    scope,
    filters: q.filters,
    shared: { actor, only: q.sharedWithMe },
  });
}

/** ASSIGNED tab (POST /api/event/inventory/brand/stage/v2), 20 a page, with stages and values: the actor's pairings and those shared with them. */
export async function listAssigned({
  db,
  actor,
  q,
}: PairingsContext & { q: z.infer<typeof AssignedListRequest> }): Promise<AssignedBrandListResult> {
  const source = assignedSource(actor, q);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const { brands, total } = await assignedBrandPage(db, actor, { ...q, source });
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * Every ASSIGNED pairing matching a request, read `pageSize` at a time by keyset (the CSV export), after the
 * checks of the list.
 */
export async function assignedRows({
  db,
  actor,
  q,
  pageSize,
}: PairingsContext & {
  q: Omit<z.infer<typeof AssignedListRequest>, 'pageNo' | 'count'>;
  pageSize: number;
}) {
  const source = assignedSource(actor, q);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  return tabRows({
    tab: 'ASSIGNED',
    sortBy: q.sortBy,
    pageSize,
    read: (page: KeysetPage) => assignedBrandsPage(db, actor, { source, page }),
    map: toAssignedBrand,
  });
}

/**
 * Every UNASSIGNED or DISCARDED brand matching a request, read `pageSize` at a time by keyset (the CSV export),
 * under the list's rules: 403 without a pipeline scope, 404 for an unknown event inventory or repository.
 */
export async function unassignedRows({
  db,
  actor,
  q,
  pageSize,
}: PairingsContext & {
  q: Omit<z.infer<typeof UnassignedListRequest>, 'pageNo' | 'count'>;
  pageSize: number;
}) {
  const scope = requireScope(actor);
  await assertEventInventoryExists(db, q.eiId);
  await assertReposVisible(db, actor, q.filters.repoIds ?? []);
  const tab = q.selectionType;
  const source = tabSource({ eiId: q.eiId, tab, scope, filters: q.filters });
  return tabRows({
    tab,
    sortBy: q.sortBy,
    pageSize,
    read: (page: KeysetPage) => pairingBrandsPage(db, { source, tab, page }),
    map: toPairingBrand,
  });
}

/** Every pairing of one brand (GET /api/brand/event/inventory/v2), with whether the caller works it (canUpdate: mayWorkPairing). */
export async function brandPairings({ db, actor, brandId }: PairingsContext & { brandId: number }) {
  assertMayRead(actor, 'PIPELINE');
  await assertBrandExists(db, brandId);
  const rows = await brandPairingRows(db, actor, brandId);
  return {
    pairings: rows.map(({ inPipelineScope, ...p }) => ({
      ...p,
      canUpdate: mayWorkPairing({ inPipelineScope, inviteStatus: p.myInviteStatus }),
    })),
  };
}
