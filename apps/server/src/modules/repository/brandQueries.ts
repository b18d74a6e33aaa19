import { sql } from 'drizzle-orm';
import type { BrandFilter, RepositoryBrand, RepositoryBrandListRequest } from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { and, oneOf } from '../../lib/sql.js';
import {
  brandJoins,
  brandListOrder,
  brandListWhere,
  brandSummaryColumns,
  toBrandSummary,
} from '../brands/index.js';
import { brandInScope, touchRepository, type RepoScope } from './queries.js';

/** The brands of a repository brand tab: those of repository `repoId` (IN_REPO) or not (NOT_IN_REPO), within the caller's scope, by name search and the brand filter. */
type BrandSelection = {
  actor: Actor;
  scope: RepoScope;
  tab: 'IN_REPO' | 'NOT_IN_REPO';
  repoId: number;
  searchFor: string;
  filters?: BrandFilter;
};

/** FROM (brands b with its repository row rb, if any) and WHERE of a repository brand tab. */
function tabSource(s: BrandSelection) {
  const from = sql`brands b left join repository_brands rb on rb.repo_id = ${s.repoId} and rb.brand_id = b.id`;
  const where = and([
    s.tab === 'IN_REPO' ? sql`rb.brand_id is not null` : sql`rb.brand_id is null`,
    brandInScope(s.scope),
    brandListWhere(s.actor, { mainTab: 'ALL_BRANDS', searchFor: s.searchFor, filters: s.filters }),
  ]);
  return { from, where };
}

/** How many brands a repository brand tab holds. */
export async function countTab(db: Db, s: BrandSelection): Promise<number> {
  const { from, where } = tabSource(s);
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${from} where ${where}`,
  );
  return rows[0].n;
}

type RepoBrandRow = Parameters<typeof toBrandSummary>[0] & {
  added_by_user_id: number | null;
  added_by_name: string | null;
  added_at: unknown;
};

/** Page of a repository brand tab in `sortBy`'s order, each brand with who added it and when; and how many, read at the same time. */
export async function repositoryBrandPage(
  db: Db,
  s: BrandSelection & {
    sortBy: z.infer<typeof RepositoryBrandListRequest>['sortBy'];
    pageNo: number;
    count: number;
  },
): Promise<{ brands: RepositoryBrand[]; total: number }> {
  const { from, where } = tabSource(s);
  const [{ rows }, total] = await Promise.all([
    db.execute<RepoBrandRow>(sql`
      select ${brandSummaryColumns}, rb.added_by_user_id, rb.added_at,
        (select u.first_name || ' ' || u.last_name from users u where u.id = rb.added_by_user_id) as added_by_name
      from ${from} ${brandJoins}
      where ${where}
      order by ${brandListOrder(s.sortBy)}
      limit ${s.count} offset ${offsetOf(s.pageNo, s.count)}`),
    countTab(db, s),
  ]);
  const brands = rows.map((r) => ({
    ...toBrandSummary(r),
    addedBy: r.added_by_user_id
      ? { userId: Number(r.added_by_user_id), userName: r.added_by_name ?? '' }
      : null,
    addedAt: iso(r.added_at),
  }));
  return { brands, total };
}

/**
 * Adds to repository `repoId` (as `userId`) the brands of its NOT_IN_REPO tab, or removes those of its
 * IN_REPO tab (`tab` says which): the listed `brandIds`, or with `selectAll` every brand of the tab but
 * them. Stamps the repository's updated_at when any changed; returns how many.
 */
export async function changeTabBrands(
  tx: Tx,
  s: BrandSelection & { userId: number; brandIds: number[]; selectAll: boolean },
): Promise<number> {
  const { from, where } = tabSource(s);
  const ids = s.brandIds;
  const picked = s.selectAll
    ? and([where, ids.length > 0 && sql`not (b.id ${oneOf(ids)})`])
    : and([where, sql`b.id ${oneOf(ids)}`]);
  const change =
    s.tab === 'NOT_IN_REPO'
      ? sql`insert into repository_brands (repo_id, brand_id, added_by_user_id)
          select ${s.repoId}, b.id, ${s.userId} from ${from} where ${picked}
          on conflict do nothing
          returning brand_id`
      : sql`delete from repository_brands
          where repo_id = ${s.repoId} and brand_id in (select b.id from ${from} where ${picked})
          returning brand_id`;
  const { rows } = await tx.execute(change);
  if (rows.length) await touchRepository(tx, s.repoId);
  return rows.length;
}

/**
 * For event inventory `eiId`, repository `repoId`'s brands within `scope`: how many, and of them those
 * in a blocked industry there, already paired, offloaded, and the rest (assignable: the assign tab's
 * UNASSIGNED rule).
 */
export async function blockedCountsOn(
  db: Db,
  q: { repoId: number; scope: RepoScope; eiId: number },
) {
  const blocked = sql`(b.industry_id is not null and exists (
    select 1 from ei_blocked_industries bi
    where bi.ei_id = ${q.eiId} and bi.industry_id = b.industry_id))`;
  const paired = sql`exists (select 1 from pairings a where a.ei_id = ${q.eiId} and a.brand_id = b.id)`;
  const { rows } = await db.execute<{
    in_repo: number;
    blocked: number;
    paired: number;
    offloaded: number;
    assignable: number;
  }>(sql`
    select count(*)::int as in_repo,
      (count(*) filter (where ${blocked}))::int as blocked,
      (count(*) filter (where ${paired}))::int as paired,
      (count(*) filter (where b.is_offloaded))::int as offloaded,
      (count(*) filter (where not b.is_offloaded and not ${blocked} and not ${paired}))::int as assignable
    from repository_brands rb
    join brands b on b.id = rb.brand_id
    where rb.repo_id = ${q.repoId} and ${brandInScope(q.scope)}`);
  const r = rows[0];
  return {
    eiId: q.eiId,
    inRepo: r.in_repo,
    categoryBlocked: r.blocked,
    alreadyPaired: r.paired,
    offloaded: r.offloaded,
    assignable: r.assignable,
  };
}
