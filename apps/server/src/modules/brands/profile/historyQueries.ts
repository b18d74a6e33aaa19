import { sql } from 'drizzle-orm';
import type { BrandChangeEntry, BrandChangeHistoryResult } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { iso, offsetOf } from '../../../lib/paging.js';

type ChangeRow = {
  id: string;
  entity: BrandChangeEntry['entity'];
  field: string;
  from_value: string | null;
  to_value: string | null;
  reason: string | null;
  user_id: number;
  user_name: string;
  created_at: unknown;
};

const toChange = (r: ChangeRow): BrandChangeEntry => ({
  id: r.id,
  entity: r.entity,
  field: r.field,
  fromValue: r.from_value,
  toValue: r.to_value,
  reason: r.reason,
  changedBy: { userId: r.user_id, userName: r.user_name },
  changedOn: iso(r.created_at)!,
});

/**
 * A page of brand `brandId`'s changes, newest first, and their count (two statements side by side):
 * field changes (entity BRAND and LOCATION) and owner changes (entity OWNER, field brandOwner: added →
 * toValue, removed or offloaded → fromValue, with the reason). Ids are 'h<n>' / 'o<n>'.
 */
export async function changePage(
  db: Db,
  q: { brandId: number; pageNo: number; count: number },
): Promise<{ history: BrandChangeHistoryResult['history']; total: number }> {
  const union = sql`select 'h' || h.id as id, h.id as seq, h.entity, h.field, h.from_value,
      h.to_value, null::text as reason, h.user_id, h.created_at
    from brand_history h
    where h.brand_id = ${q.brandId} and h.entity in ('BRAND', 'LOCATION')
    union all
    select 'o' || o.id, o.id, 'OWNER', 'brandOwner',
      case when o.action = 'ADDED' then null else ou.first_name || ' ' || ou.last_name end,
      case when o.action = 'ADDED' then ou.first_name || ' ' || ou.last_name else null end,
      o.reason, o.by_user_id, o.created_at
    from brand_owner_history o join users ou on ou.id = o.user_id
    where o.brand_id = ${q.brandId}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<ChangeRow>(sql`select x.*, u.first_name || ' ' || u.last_name as user_name
      from (${union}) x join users u on u.id = x.user_id
      order by x.created_at desc, x.seq desc, x.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select
      (select count(*) from brand_history
        where brand_id = ${q.brandId} and entity in ('BRAND', 'LOCATION'))::int
      + (select count(*) from brand_owner_history where brand_id = ${q.brandId})::int as n`),
  ]);
  return { history: rows.map(toChange), total: total.rows[0].n };
}
