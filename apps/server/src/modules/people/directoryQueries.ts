import { sql, type SQL } from 'drizzle-orm';
import type { BrandSummary, DirectoryResult, UserVerticalsResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { offsetOf } from '../../lib/paging.js';
import { and, jsonValue, ownedByAny, userSummaryJson } from '../../lib/sql.js';
import {
  brandJoins,
  brandListOrder,
  brandListWhere,
  brandSummaryColumns,
  toBrandSummary,
} from '../brands/index.js';

/** The User API's directory lists and the admin's user pickers. */

type DirectoryRow = { u: unknown; status: 'ACTIVE' | 'INACTIVE'; total: number };

/** One page of the users (alias `u`) matching `where`, by name then id, each with their status, and how many match. */
export async function userPage(
  db: Db,
  where: SQL,
  q: { pageNo: number; count: number },
): Promise<{ users: DirectoryResult['users']; total: number }> {
  const { rows } = await db.execute<DirectoryRow>(sql`
    select ${userSummaryJson()} as u, u.status, count(*) over ()::int as total
    from users u
    where ${where}
    order by lower(u.first_name), lower(u.last_name), u.id
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    users: rows.map((r) => ({
      ...jsonValue<DirectoryResult['users'][number]>(r.u),
      status: r.status,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** Every vertical with how many active users are in it, by name. */
export async function verticalCounts(db: Db): Promise<UserVerticalsResult['verticals']> {
  const { rows } = await db.execute<{ id: number; name: string; n: number }>(sql`
    select v.id, v.name,
      (select count(*)::int from users u where u.vertical_id = v.id and u.status = 'ACTIVE') as n
    from verticals v
    order by lower(v.name), v.id`);
  return rows.map((r) => ({ verticalId: Number(r.id), verticalName: r.name, userCount: r.n }));
}

type AllUserBrandsQuery = {
  userId: number;
  pageNo: number;
  count: number;
  searchFor: string;
  sortBy: Parameters<typeof brandListOrder>[0];
  filters?: Parameters<typeof brandListWhere>[1]['filters'];
};

/** One page of every brand `q.userId` owns matching the brand list's search and filter, in its sort, and how many match. */
export async function allUserBrandsPage(
  db: Db,
  actor: Actor,
  q: AllUserBrandsQuery,
): Promise<{ brands: BrandSummary[]; total: number }> {
  const where = and([
    ownedByAny([q.userId]),
    brandListWhere(actor, { mainTab: 'ALL_BRANDS', searchFor: q.searchFor, filters: q.filters }),
  ]);
  const { rows } = await db.execute<Parameters<typeof toBrandSummary>[0] & { total: number }>(sql`
    select ${brandSummaryColumns}, count(*) over ()::int as total
    from brands b ${brandJoins}
    where ${where}
    order by ${brandListOrder(q.sortBy)}
    limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return { brands: rows.map(toBrandSummary), total: rows[0]?.total ?? 0 };
}
