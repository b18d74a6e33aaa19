import {
  REPOSITORY_MESSAGES,
  type Repository,
  type RepositoryBlockedCountResult,
  type RepositoryBrandCountResult,
  type RepositoryBrandListResult,
  type RepositoryListResult,
  type RepositorySaveResult,
  RepositoryBrandListRequest,
  RepositoryBrandsChangeRequest,
  RepositoryDraftRequest,
  RepositoryListQuery,
  RepositoryUpdateRequest,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { assertBrandsInScope } from '../brands/index.js';
import { assertEventInventoryExists } from '../inventories/index.js';
import { repoScope } from './access.js';
import {
  copyRepository,
  hasBrands,
  insertRepository,
  lockRepository,
  repositoryPage,
  setRepositoryRemoved,
  updateRepositoryFields,
  visibleRepository,
} from './queries.js';
import { blockedCountsOn, changeTabBrands, countTab, repositoryBrandPage } from './brandQueries.js';

/** The database and the caller of a repository request. */
type RepositoryContext = { db: Db; actor: Actor };

const repositoryNotFound = () => notFound(REPOSITORY_MESSAGES.notFound, 'REPOSITORY_NOT_FOUND');

/** GET /api/brand/repository: one tab of repositories (name search, latest changed first, 25 a page) and both tabs' counts. */
export async function listRepositories({
  db,
  actor,
  q,
}: RepositoryContext & { q: z.infer<typeof RepositoryListQuery> }): Promise<RepositoryListResult> {
  const scope = repoScope(actor);
  const { repositories, counts } = await repositoryPage(db, { ...q, userId: actor.userId, scope });
  const total = q.mainTab === 'PRIVATE' ? counts.PRIVATE : counts.PUBLIC;
  return { repositories, counts, ...pageInfo(q.pageNo, q.count, total) };
}

/** One repository the caller may see, or 404 'Repository not found'. */
export async function getRepository({
  db,
  actor,
  repoId,
}: {
  db: Db | Tx;
  actor: Actor;
  repoId: number;
}): Promise<Repository> {
  const scope = repoScope(actor);
  const repository = await visibleRepository(db, { userId: actor.userId, scope, repoId });
  if (!repository) throw repositoryNotFound();
  return repository;
}

/**
 * Locks a repository the caller owns for a change: 404 when it does not exist or is not seen by the
 * caller, 403 when it is another user's (public) one. `removed` picks removed (restore) or live ones.
 */
async function lockOwned(
  tx: Tx,
  actor: Actor,
  repoId: number,
  removed = false,
): Promise<{ status: string }> {
  const r = await lockRepository(tx, { repoId, removed });
  const mine = r && r.ownerUserId === actor.userId;
  if (!r || (!mine && (removed || r.visibility !== 'PUBLIC' || r.status !== 'PUBLISHED')))
    throw repositoryNotFound();
  if (!mine) throw forbidden(REPOSITORY_MESSAGES.notOwner, 'REPOSITORY_NOT_OWNER');
  return r;
}

/** PUT /api/brand/repository/draft: a new DRAFT repository of the caller ('Repository saved as draft'). */
export async function createDraft({
  db,
  actor,
  req,
}: RepositoryContext & {
  req: z.infer<typeof RepositoryDraftRequest>;
}): Promise<RepositorySaveResult> {
  repoScope(actor);
  const repoId = await insertRepository(db, { ...req, ownerUserId: actor.userId });
  return {
    repository: await getRepository({ db, actor, repoId }),
    message: REPOSITORY_MESSAGES.draftSaved,
  };
}

/**
 * PATCH /api/brand/repository: the owner's edit of name, description and visibility, or a publish
 * (status PUBLISHED; 400 'Add at least one brand…' when it has none) or a return to DRAFT.
 */
export async function updateRepository({
  db,
  actor,
  req,
}: RepositoryContext & {
  req: z.infer<typeof RepositoryUpdateRequest>;
}): Promise<RepositorySaveResult> {
  repoScope(actor);
  const publishing = await db.transaction(async (tx) => {
    const cur = await lockOwned(tx, actor, req.repoId);
    const publish = req.status === 'PUBLISHED' && cur.status !== 'PUBLISHED';
    if (publish && !(await hasBrands(tx, req.repoId)))
      throw badRequest(REPOSITORY_MESSAGES.publishEmpty, 'REPOSITORY_EMPTY');
    await updateRepositoryFields(tx, req);
    return publish;
  });
  return {
    repository: await getRepository({ db, actor, repoId: req.repoId }),
    message: publishing ? REPOSITORY_MESSAGES.published : REPOSITORY_MESSAGES.updated,
  };
}

/** POST /api/brand/repository/removal {repoId}: the owner removes it (soft; POST …/restore undoes it). 'Repository removed successfully'. */
export async function removeRepository({
  db,
  actor,
  repoId,
}: RepositoryContext & { repoId: number }): Promise<{ message: string }> {
  repoScope(actor);
  await db.transaction(async (tx) => {
    await lockOwned(tx, actor, repoId);
    await setRepositoryRemoved(tx, { repoId, removed: true });
  });
  return { message: REPOSITORY_MESSAGES.removed };
}

/** POST /api/brand/repository/restore {repoId}: the owner takes a removal back (404 unless it is their removed repository). */
export async function restoreRepository({
  db,
  actor,
  repoId,
}: RepositoryContext & { repoId: number }): Promise<RepositorySaveResult> {
  repoScope(actor);
  await db.transaction(async (tx) => {
    await lockOwned(tx, actor, repoId, true);
    await setRepositoryRemoved(tx, { repoId, removed: false });
  });
  return {
    repository: await getRepository({ db, actor, repoId }),
    message: REPOSITORY_MESSAGES.restored,
  };
}

/**
 * POST /api/brand/repository/duplicate {repoId}: a PRIVATE DRAFT copy ('Copy of …') for the caller of a
 * repository they may see, holding the brands of it within the caller's scope. One transaction.
 * 'Repository duplicated successfully'.
 */
export async function duplicateRepository({
  db,
  actor,
  repoId,
}: RepositoryContext & { repoId: number }): Promise<RepositorySaveResult> {
  const scope = repoScope(actor);
  const id = await db.transaction(async (tx) => {
    const copy = await copyRepository(tx, { userId: actor.userId, scope, repoId });
    if (copy === undefined) throw repositoryNotFound();
    return copy;
  });
  return {
    repository: await getRepository({ db, actor, repoId: id }),
    message: REPOSITORY_MESSAGES.duplicated,
  };
}

/**
 * POST /api/brand/repository/brands: one page of a repository's brands (IN_REPO, 'review repo') or of
 * the brands not in it (NOT_IN_REPO, 'repo not added'), within the caller's scope (spec 001 §6: PO all,
 * TO team's, BO own), by name search and the brand filter of spec 001 §5 (its sortBy wins).
 */
export async function listRepositoryBrands({
  db,
  actor,
  q,
}: RepositoryContext & {
  q: z.infer<typeof RepositoryBrandListRequest>;
}): Promise<RepositoryBrandListResult> {
  const scope = repoScope(actor);
  await getRepository({ db, actor, repoId: q.repoId });
  const sortBy = q.filters?.sortBy ?? q.sortBy;
  const { brands, total } = await repositoryBrandPage(db, { ...q, actor, scope, sortBy });
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/** POST /api/brand/repository/brand/count: inRepo and notInRepo (spec 001 §3) for a search and filter, within the caller's scope. */
export async function countRepositoryBrands({
  db,
  actor,
  q,
}: RepositoryContext & {
  q: Pick<z.infer<typeof RepositoryBrandListRequest>, 'repoId' | 'searchFor' | 'filters'>;
}): Promise<RepositoryBrandCountResult> {
  const scope = repoScope(actor);
  await getRepository({ db, actor, repoId: q.repoId });
  const [inRepo, notInRepo] = await Promise.all([
    countTab(db, { ...q, actor, scope, tab: 'IN_REPO' }),
    countTab(db, { ...q, actor, scope, tab: 'NOT_IN_REPO' }),
  ]);
  return { inRepo, notInRepo };
}

/**
 * PUT /api/brand/repository/brands: the owner ADDs brands to the repository or REMOVEs them — the
 * listed ones, or with selectAll every brand of the source tab (NOT_IN_REPO for ADD, IN_REPO for
 * REMOVE) matching the search and filter except the listed ones. Brands stay within the caller's scope
 * (listed ones outside it: 403; unknown: 404). One transaction; answers how many changed.
 */
export async function changeRepositoryBrands({
  db,
  actor,
  req,
}: RepositoryContext & {
  req: z.infer<typeof RepositoryBrandsChangeRequest>;
}): Promise<{ affected: number; message: string }> {
  const scope = repoScope(actor);
  const ids = [...new Set(req.brandIds)];
  const affected = await db.transaction(async (tx) => {
    await lockOwned(tx, actor, req.repoId);
    if (req.action === 'ADD' && !req.selectAll) await assertBrandsInScope(tx, scope, ids);
    const tab = req.action === 'ADD' ? 'NOT_IN_REPO' : 'IN_REPO';
    return changeTabBrands(tx, { ...req, actor, scope, tab, brandIds: ids, userId: actor.userId });
  });
  return {
    affected,
    message:
      req.action === 'ADD'
        ? REPOSITORY_MESSAGES.brandsAdded(affected)
        : REPOSITORY_MESSAGES.brandsRemoved(affected),
  };
}

/**
 * POST /api/brand/repository/brand/category-blocked/count {repoId, eiIds}: per event inventory, the
 * repository's brands (caller's scope) in a blocked industry there, already paired, offloaded, and
 * the rest, which an assignment adds (the assign tab's UNASSIGNED rule). 404 for an unknown eiId.
 */
export async function blockedCounts({
  db,
  actor,
  q,
}: RepositoryContext & {
  q: { repoId: number; eiIds: number[] };
}): Promise<RepositoryBlockedCountResult> {
  const scope = repoScope(actor);
  await getRepository({ db, actor, repoId: q.repoId });
  const eiIds = [...new Set(q.eiIds)];
  for (const eiId of eiIds) await assertEventInventoryExists(db, eiId);
  const counts = await Promise.all(
    eiIds.map((eiId) => blockedCountsOn(db, { repoId: q.repoId, scope, eiId })),
  );
  return { counts };
}
