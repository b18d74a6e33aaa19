import { sql, type SQL } from 'drizzle-orm';
import {
  REPOSITORY_MESSAGES,
  type Repository,
  type RepositoryBlockedCountResult,
  type RepositoryBrand,
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
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { and, containsPattern, idArray } from '../../lib/sql.js';
import {
  assertBrandsInScope,
  brandJoins,
  brandListOrder,
  brandListWhere,
  brandSummaryColumns,
  toBrandSummary,
} from '../brands/index.js';
import { assertEventInventoryExists } from '../inventories/index.js';
import { brandInScope, repoScope, repoVisibleTo, type RepoScope } from './access.js';

type RepoRow = {
  id: number;
  name: string;
  description: string;
  visibility: Repository['visibility'];
  status: Repository['status'];
  owner_user_id: number;
  owner_name: string;
  brand_count: number;
  created_at: unknown;
  updated_at: unknown;
  published_at: unknown;
};

/** Repository rows (alias r) matching `where`, each with its brand count within `scope`. */
const repoSelect = (
  scope: RepoScope,
  where: SQL,
) => sql`select r.id, r.name, r.description, r.visibility, r.status, r.owner_user_id,
    u.first_name || ' ' || u.last_name as owner_name, r.created_at, r.updated_at, r.published_at,
    (select count(*)::int from repository_brands rb ${scope === 'all' ? sql`` : sql`join brands b on b.id = rb.brand_id`}
      where rb.repo_id = r.id ${scope === 'all' ? sql`` : sql`and ${brandInScope(scope)}`}) as brand_count
  from repositories r join users u on u.id = r.owner_user_id where ${where}`;

const toRepository = (r: RepoRow, me: number): Repository => ({
  repoId: Number(r.id),
  name: r.name,
  description: r.description,
  visibility: r.visibility,
  status: r.status,
  owner: { userId: Number(r.owner_user_id), userName: r.owner_name },
  isMine: Number(r.owner_user_id) === me,
  brandCount: r.brand_count,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
  publishedAt: iso(r.published_at),
});

/** Condition of a repositories tab for `userId`: PRIVATE = theirs; PUBLIC = others' PUBLIC and PUBLISHED ones. Never removed ones. */
const tabWhere = (tab: 'PRIVATE' | 'PUBLIC', userId: number) =>
  tab === 'PRIVATE'
    ? sql`r.removed_at is null and r.owner_user_id = ${userId}`
    : sql`r.removed_at is null and r.owner_user_id <> ${userId} and r.visibility = 'PUBLIC' and r.status = 'PUBLISHED'`;

/** GET /api/brand/repository: one tab of repositories (name search, latest changed first, 25 a page) and both tabs' counts. */
export async function listRepositories(
  db: Db,
  actor: Actor,
  q: z.infer<typeof RepositoryListQuery>,
): Promise<RepositoryListResult> {
  const scope = repoScope(actor);
  const search = q.searchFor ? sql`lower(r.name) like ${containsPattern(q.searchFor)}` : sql`true`;
  const where = and([tabWhere(q.mainTab, actor.userId), search]);
  const [{ rows }, counts] = await Promise.all([
    db.execute<RepoRow>(
      sql`${repoSelect(scope, where)} order by r.updated_at desc, r.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ private: number; public: number }>(sql`select
      (select count(*)::int from repositories r where ${and([tabWhere('PRIVATE', actor.userId), search])}) as private,
      (select count(*)::int from repositories r where ${and([tabWhere('PUBLIC', actor.userId), search])}) as public`),
  ]);
  const c = counts.rows[0];
  const total = q.mainTab === 'PRIVATE' ? c.private : c.public;
  return {
    repositories: rows.map((r) => toRepository(r, actor.userId)),
    counts: { PRIVATE: c.private, PUBLIC: c.public },
    ...pageInfo(q.pageNo, q.count, total),
  };
}

/** One repository the caller may see, or 404 'Repository not found'. */
export async function getRepository(
  db: Db | Tx,
  actor: Actor,
  repoId: number,
): Promise<Repository> {
  const scope = repoScope(actor);
  const { rows } = await db.execute<RepoRow>(
    repoSelect(scope, sql`r.id = ${repoId} and ${repoVisibleTo(actor.userId)}`),
  );
  if (!rows[0]) throw notFound(REPOSITORY_MESSAGES.notFound, 'REPOSITORY_NOT_FOUND');
  return toRepository(rows[0], actor.userId);
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
  const { rows } = await tx.execute<{ owner_user_id: number; visibility: string; status: string }>(
    sql`select owner_user_id, visibility, status from repositories where id = ${repoId} and removed_at is ${removed ? sql`not null` : sql`null`} for update`,
  );
  const r = rows[0];
  const mine = r && Number(r.owner_user_id) === actor.userId;
  if (!r || (!mine && (removed || r.visibility !== 'PUBLIC' || r.status !== 'PUBLISHED')))
    throw notFound(REPOSITORY_MESSAGES.notFound, 'REPOSITORY_NOT_FOUND');
  if (!mine) throw forbidden(REPOSITORY_MESSAGES.notOwner, 'REPOSITORY_NOT_OWNER');
  return r;
}

/** PUT /api/brand/repository/draft: a new DRAFT repository of the caller ('Repository saved as draft'). */
export async function createDraft(
  db: Db,
  actor: Actor,
  req: z.infer<typeof RepositoryDraftRequest>,
): Promise<RepositorySaveResult> {
  repoScope(actor);
  const { rows } = await db.execute<{
    id: number;
  }>(sql`insert into repositories (name, description, visibility, owner_user_id)
    values (${req.name}, ${req.description}, ${req.visibility}, ${actor.userId}) returning id`);
  return {
    repository: await getRepository(db, actor, Number(rows[0].id)),
    message: REPOSITORY_MESSAGES.draftSaved,
  };
}

/**
 * PATCH /api/brand/repository: the owner's edit of name, description and visibility, or a publish
 * (status PUBLISHED; 400 'Add at least one brand…' when it has none) or a return to DRAFT.
 */
export async function updateRepository(
  db: Db,
  actor: Actor,
  req: z.infer<typeof RepositoryUpdateRequest>,
): Promise<RepositorySaveResult> {
  repoScope(actor);
  const publishing = await db.transaction(async (tx) => {
    const cur = await lockOwned(tx, actor, req.repoId);
    const publish = req.status === 'PUBLISHED' && cur.status !== 'PUBLISHED';
    if (publish) {
      const { rows } = await tx.execute(
        sql`select 1 from repository_brands where repo_id = ${req.repoId} limit 1`,
      );
      if (!rows.length) throw badRequest(REPOSITORY_MESSAGES.publishEmpty, 'REPOSITORY_EMPTY');
    }
    const sets: SQL[] = [sql`updated_at = now()`];
    if (req.name !== undefined) sets.push(sql`name = ${req.name}`);
    if (req.description !== undefined) sets.push(sql`description = ${req.description}`);
    if (req.visibility !== undefined) sets.push(sql`visibility = ${req.visibility}`);
    if (req.status !== undefined)
      sets.push(
        sql`status = ${req.status}`,
        sql`published_at = ${req.status === 'PUBLISHED' ? sql`coalesce(published_at, now())` : sql`null`}`,
      );
    await tx.execute(
      sql`update repositories set ${sql.join(sets, sql`, `)} where id = ${req.repoId}`,
    );
    return publish;
  });
  return {
    repository: await getRepository(db, actor, req.repoId),
    message: publishing ? REPOSITORY_MESSAGES.published : REPOSITORY_MESSAGES.updated,
  };
}

/** POST /api/brand/repository/removal {repoId}: the owner removes it (soft; POST …/restore undoes it). 'Repository removed successfully'. */
export async function removeRepository(
  db: Db,
  actor: Actor,
  repoId: number,
): Promise<{ message: string }> {
  repoScope(actor);
  await db.transaction(async (tx) => {
    await lockOwned(tx, actor, repoId);
    await tx.execute(sql`update repositories set removed_at = now() where id = ${repoId}`);
  });
  return { message: REPOSITORY_MESSAGES.removed };
}

/** POST /api/brand/repository/restore {repoId}: the owner takes a removal back (404 unless it is their removed repository). */
export async function restoreRepository(
  db: Db,
  actor: Actor,
  repoId: number,
): Promise<RepositorySaveResult> {
  repoScope(actor);
  await db.transaction(async (tx) => {
    await lockOwned(tx, actor, repoId, true);
    await tx.execute(
      sql`update repositories set removed_at = null, updated_at = now() where id = ${repoId}`,
    );
  });
  return {
    repository: await getRepository(db, actor, repoId),
    message: REPOSITORY_MESSAGES.restored,
  };
}

/**
 * POST /api/brand/repository/duplicate {repoId}: a PRIVATE DRAFT copy ('Copy of …') for the caller of a
 * repository they may see, holding the brands of it within the caller's scope. One transaction.
 * 'Repository duplicated successfully'.
 */
export async function duplicateRepository(
  db: Db,
  actor: Actor,
  repoId: number,
): Promise<RepositorySaveResult> {
  const scope = repoScope(actor);
  const id = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into repositories (name, description, visibility, owner_user_id, duplicated_from_id)
      select left('Copy of ' || r.name, 100), r.description, 'PRIVATE', ${actor.userId}, r.id from repositories r where r.id = ${repoId} and ${repoVisibleTo(actor.userId)} returning id`);
    if (!rows[0]) throw notFound(REPOSITORY_MESSAGES.notFound, 'REPOSITORY_NOT_FOUND');
    const copy = Number(rows[0].id);
    await tx.execute(sql`insert into repository_brands (repo_id, brand_id, added_by_user_id)
      select ${copy}, rb.brand_id, ${actor.userId} from repository_brands rb join brands b on b.id = rb.brand_id where rb.repo_id = ${repoId} and ${brandInScope(scope)}`);
    return copy;
  });
  return {
    repository: await getRepository(db, actor, id),
    message: REPOSITORY_MESSAGES.duplicated,
  };
}

type BrandSelection = {
  repoId: number;
  searchFor: string;
  filters?: z.infer<typeof RepositoryBrandListRequest>['filters'];
};

/** FROM (brands b with its repository row rb, if any) and WHERE of a repository brand tab, within the caller's scope. */
function tabSource(
  actor: Actor,
  scope: RepoScope,
  tab: 'IN_REPO' | 'NOT_IN_REPO',
  q: BrandSelection,
) {
  const from = sql`brands b left join repository_brands rb on rb.repo_id = ${q.repoId} and rb.brand_id = b.id`;
  const where = and([
    tab === 'IN_REPO' ? sql`rb.brand_id is not null` : sql`rb.brand_id is null`,
    brandInScope(scope),
    brandListWhere(actor, { mainTab: 'ALL_BRANDS', searchFor: q.searchFor, filters: q.filters }),
  ]);
  return { from, where };
}

type RepoBrandRow = Parameters<typeof toBrandSummary>[0] & {
  added_by_user_id: number | null;
  added_by_name: string | null;
  added_at: unknown;
};

/**
 * POST /api/brand/repository/brands: one page of a repository's brands (IN_REPO, 'review repo') or of
 * the brands not in it (NOT_IN_REPO, 'repo not added'), within the caller's scope (spec 001 §6: PO all,
 * TO team's, BO own), by name search and the brand filter of spec 001 §5 (its sortBy wins).
 */
export async function listRepositoryBrands(
  db: Db,
  actor: Actor,
  q: z.infer<typeof RepositoryBrandListRequest>,
): Promise<RepositoryBrandListResult> {
  const scope = repoScope(actor);
  await getRepository(db, actor, q.repoId);
  const { from, where } = tabSource(actor, scope, q.tab, q);
  const order = brandListOrder(q.filters?.sortBy ?? q.sortBy);
  const [{ rows }, total] = await Promise.all([
    db.execute<RepoBrandRow>(sql`select ${brandSummaryColumns}, rb.added_by_user_id, rb.added_at,
        (select u.first_name || ' ' || u.last_name from users u where u.id = rb.added_by_user_id) as added_by_name
      from ${from} ${brandJoins} where ${where} order by ${order} limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  const brands: RepositoryBrand[] = rows.map((r) => ({
    ...toBrandSummary(r),
    addedBy: r.added_by_user_id
      ? { userId: Number(r.added_by_user_id), userName: r.added_by_name ?? '' }
      : null,
    addedAt: iso(r.added_at),
  }));
  return { brands, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** POST /api/brand/repository/brand/count: inRepo and notInRepo (spec 001 §3) for a search and filter, within the caller's scope. */
export async function countRepositoryBrands(
  db: Db,
  actor: Actor,
  q: BrandSelection,
): Promise<RepositoryBrandCountResult> {
  const scope = repoScope(actor);
  await getRepository(db, actor, q.repoId);
  const count = async (tab: 'IN_REPO' | 'NOT_IN_REPO') => {
    const { from, where } = tabSource(actor, scope, tab, q);
    return (
      await db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`)
    ).rows[0].n;
  };
  const [inRepo, notInRepo] = await Promise.all([count('IN_REPO'), count('NOT_IN_REPO')]);
  return { inRepo, notInRepo };
}

/**
 * PUT /api/brand/repository/brands: the owner ADDs brands to the repository or REMOVEs them — the
 * listed ones, or with selectAll every brand of the source tab (NOT_IN_REPO for ADD, IN_REPO for
 * REMOVE) matching the search and filter except the listed ones. Brands stay within the caller's scope
 * (listed ones outside it: 403; unknown: 404). One transaction; answers how many changed.
 */
export async function changeRepositoryBrands(
  db: Db,
  actor: Actor,
  req: z.infer<typeof RepositoryBrandsChangeRequest>,
): Promise<{ affected: number; message: string }> {
  const scope = repoScope(actor);
  const ids = [...new Set(req.brandIds)];
  const affected = await db.transaction(async (tx) => {
    await lockOwned(tx, actor, req.repoId);
    if (req.action === 'ADD' && !req.selectAll) await assertBrandsInScope(tx, scope, ids);
    const { from, where } = tabSource(
      actor,
      scope,
      req.action === 'ADD' ? 'NOT_IN_REPO' : 'IN_REPO',
      req,
    );
    const picked = req.selectAll
      ? and([where, ids.length > 0 && sql`not (b.id = any(${idArray(ids)}))`])
      : and([where, sql`b.id = any(${idArray(ids)})`]);
    const change =
      req.action === 'ADD'
        ? sql`insert into repository_brands (repo_id, brand_id, added_by_user_id) select ${req.repoId}, b.id, ${actor.userId} from ${from} where ${picked} on conflict do nothing returning brand_id`
        : sql`delete from repository_brands where repo_id = ${req.repoId} and brand_id in (select b.id from ${from} where ${picked}) returning brand_id`;
    const { rows } = await tx.execute(change);
    if (rows.length)
      await tx.execute(sql`update repositories set updated_at = now() where id = ${req.repoId}`);
    return rows.length;
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
export async function blockedCounts(
  db: Db,
  actor: Actor,
  q: { repoId: number; eiIds: number[] },
): Promise<RepositoryBlockedCountResult> {
  const scope = repoScope(actor);
  await getRepository(db, actor, q.repoId);
  const eiIds = [...new Set(q.eiIds)];
  for (const eiId of eiIds) await assertEventInventoryExists(db, eiId);
  const counts = await Promise.all(
    eiIds.map(async (eiId) => {
      const blocked = sql`(b.industry_id is not null and exists (select 1 from ei_blocked_industries bi where bi.ei_id = ${eiId} and bi.industry_id = b.industry_id))`;
      const paired = sql`exists (select 1 from pairings a where a.ei_id = ${eiId} and a.brand_id = b.id)`;
      const { rows } = await db.execute<{
        in_repo: number;
        blocked: number;
        paired: number;
        offloaded: number;
        assignable: number;
      }>(sql`select count(*)::int as in_repo,
          (count(*) filter (where ${blocked}))::int as blocked, (count(*) filter (where ${paired}))::int as paired,
          (count(*) filter (where b.is_offloaded))::int as offloaded,
          (count(*) filter (where not b.is_offloaded and not ${blocked} and not ${paired}))::int as assignable
        from repository_brands rb join brands b on b.id = rb.brand_id where rb.repo_id = ${q.repoId} and ${brandInScope(scope)}`);
      const r = rows[0];
      return {
        eiId,
        inRepo: r.in_repo,
        categoryBlocked: r.blocked,
        alreadyPaired: r.paired,
        offloaded: r.offloaded,
        assignable: r.assignable,
      };
    }),
  );
  return { counts };
}
