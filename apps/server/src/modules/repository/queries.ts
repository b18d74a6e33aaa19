import { and as allOf, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Repository, SelectionType } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { repositories, repositoryBrands } from '../../db/schema/index.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { and, containsPattern, oneOf, ownedByAny } from '../../lib/sql.js';

/** Whose brands a repository user sees (spec 001 §6): every brand (PO, ADMIN), or brands owned by these users (TO: self and team; BO: self). */
export type RepoScope = 'all' | number[];

/** Condition: brand alias `b` is within `scope`. */
export const brandInScope = (scope: RepoScope): SQL =>
  scope === 'all' ? sql`true` : ownedByAny(scope);

/** Condition: repository alias `r` is seen by `userId` — their own, or another's PUBLIC and PUBLISHED one; never a removed one. */
const repoVisibleTo = (userId: number): SQL =>
  sql`r.removed_at is null and (r.owner_user_id = ${userId} or (r.visibility = 'PUBLIC' and r.status = 'PUBLISHED'))`;

/** Condition: brand alias `b` is in one of `repoIds` (INCLUDE) or in none of them (EXCLUDE). */
export function inRepositories(repoIds: number[], type: SelectionType = 'INCLUDE'): SQL {
  const cond = sql`exists (
    select 1 from repository_brands rb
    where rb.brand_id = b.id and rb.repo_id ${oneOf(repoIds)})`;
  return type === 'EXCLUDE' ? sql`not ${cond}` : cond;
}

/** How many of the repositories `ids` exist and are seen by `userId`. */
export async function countVisibleRepos(db: Tx, userId: number, ids: number[]): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
    from repositories r
    where r.id ${oneOf(ids)} and ${repoVisibleTo(userId)}`);
  return rows[0].n;
}

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
const repoSelect = (scope: RepoScope, where: SQL) => sql`
  select r.id, r.name, r.description, r.visibility, r.status, r.owner_user_id,
    u.first_name || ' ' || u.last_name as owner_name, r.created_at, r.updated_at, r.published_at,
    (select count(*)::int from repository_brands rb ${scope === 'all' ? sql`` : sql`join brands b on b.id = rb.brand_id`}
      where rb.repo_id = r.id ${scope === 'all' ? sql`` : sql`and ${brandInScope(scope)}`}) as brand_count
  from repositories r
  join users u on u.id = r.owner_user_id
  where ${where}`;

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

/**
 * Page of tab `mainTab` of `userId`'s repositories whose name contains `searchFor` ('' for all), latest
 * changed first, with brand counts within `scope`; and both tabs' counts, read at the same time.
 */
export async function repositoryPage(
  db: Db,
  q: {
    userId: number;
    scope: RepoScope;
    mainTab: 'PRIVATE' | 'PUBLIC';
    searchFor: string;
    pageNo: number;
    count: number;
  },
): Promise<{ repositories: Repository[]; counts: { PRIVATE: number; PUBLIC: number } }> {
  const search = q.searchFor ? sql`lower(r.name) like ${containsPattern(q.searchFor)}` : sql`true`;
  const where = and([tabWhere(q.mainTab, q.userId), search]);
  const [{ rows }, counts] = await Promise.all([
    db.execute<RepoRow>(sql`${repoSelect(q.scope, where)}
      order by r.updated_at desc, r.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ private: number; public: number }>(sql`select
      (select count(*)::int from repositories r where ${and([tabWhere('PRIVATE', q.userId), search])}) as private,
      (select count(*)::int from repositories r where ${and([tabWhere('PUBLIC', q.userId), search])}) as public`),
  ]);
  const c = counts.rows[0];
  return {
    repositories: rows.map((r) => toRepository(r, q.userId)),
    counts: { PRIVATE: c.private, PUBLIC: c.public },
  };
}

/** Repository `repoId` if `userId` sees it, with its brand count within `scope`. */
export async function visibleRepository(
  db: Tx,
  q: { userId: number; scope: RepoScope; repoId: number },
): Promise<Repository | undefined> {
  const { rows } = await db.execute<RepoRow>(
    repoSelect(q.scope, sql`r.id = ${q.repoId} and ${repoVisibleTo(q.userId)}`),
  );
  return rows[0] && toRepository(rows[0], q.userId);
}

/** Locks repository `repoId`, a removed one (`removed`) or a live one; its owner, visibility and status, or undefined. */
export async function lockRepository(
  tx: Tx,
  q: { repoId: number; removed: boolean },
): Promise<{ ownerUserId: number; visibility: string; status: string } | undefined> {
  const r = repositories;
  const rows = await tx
    .select({ ownerUserId: r.ownerUserId, visibility: r.visibility, status: r.status })
    .from(r)
    .where(allOf(eq(r.id, q.repoId), q.removed ? isNotNull(r.removedAt) : isNull(r.removedAt)))
    .for('update');
  return rows[0];
}

/** Writes a DRAFT repository of `ownerUserId`; returns its id. */
export async function insertRepository(
  db: Db,
  r: { name: string; description: string; visibility: string; ownerUserId: number },
): Promise<number> {
  const rows = await db.insert(repositories).values(r).returning({ id: repositories.id });
  return rows[0].id;
}

/** Whether repository `repoId` holds a brand. */
export async function hasBrands(tx: Tx, repoId: number): Promise<boolean> {
  const rows = await tx
    .select({ brandId: repositoryBrands.brandId })
    .from(repositoryBrands)
    .where(eq(repositoryBrands.repoId, repoId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets the given fields of repository `repoId` (each left as it is when undefined), stamping updated_at;
 * a status sets published_at (kept from the first publish) or clears it (DRAFT).
 */
export async function updateRepositoryFields(
  tx: Tx,
  q: {
    repoId: number;
    name?: string;
    description?: string;
    visibility?: string;
    status?: 'DRAFT' | 'PUBLISHED';
  },
): Promise<void> {
  const r = repositories;
  await tx
    .update(r)
    .set({
      updatedAt: sql`now()`,
      name: q.name,
      description: q.description,
      visibility: q.visibility,
      status: q.status,
      publishedAt:
        q.status === undefined
          ? undefined
          : q.status === 'PUBLISHED'
            ? sql`coalesce(${r.publishedAt}, now())`
            : null,
    })
    .where(eq(r.id, q.repoId));
}

/** Removes repository `repoId` (soft) or, with `removed` false, restores it (stamping updated_at). */
export async function setRepositoryRemoved(
  tx: Tx,
  q: { repoId: number; removed: boolean },
): Promise<void> {
  await tx
    .update(repositories)
    .set(q.removed ? { removedAt: sql`now()` } : { removedAt: null, updatedAt: sql`now()` })
    .where(eq(repositories.id, q.repoId));
}

/** Stamps repository `repoId`'s updated_at. */
export async function touchRepository(tx: Tx, repoId: number): Promise<void> {
  await tx
    .update(repositories)
    .set({ updatedAt: sql`now()` })
    .where(eq(repositories.id, repoId));
}

/**
 * Copies repository `repoId`, if `userId` sees it, as their PRIVATE DRAFT 'Copy of …' holding its brands
 * within `scope`; returns the copy's id, or undefined when the repository is not seen.
 */
export async function copyRepository(
  tx: Tx,
  q: { userId: number; scope: RepoScope; repoId: number },
): Promise<number | undefined> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into repositories (name, description, visibility, owner_user_id, duplicated_from_id)
    select left('Copy of ' || r.name, 100), r.description, 'PRIVATE', ${q.userId}, r.id
    from repositories r
    where r.id = ${q.repoId} and ${repoVisibleTo(q.userId)}
    returning id`);
  if (!rows[0]) return undefined;
  const copy = Number(rows[0].id);
  await tx.execute(sql`
    insert into repository_brands (repo_id, brand_id, added_by_user_id)
    select ${copy}, rb.brand_id, ${q.userId}
    from repository_brands rb
    join brands b on b.id = rb.brand_id
    where rb.repo_id = ${q.repoId} and ${brandInScope(q.scope)}`);
  return copy;
}
