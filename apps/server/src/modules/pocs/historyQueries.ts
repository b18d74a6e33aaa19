import { sql } from 'drizzle-orm';
import type { FieldHistoryResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { HistoryEntity } from '../brands/index.js';
import { iso, offsetOf } from '../../lib/paging.js';

/** A brand_history row with the changed entity's and the user's names (historyPage). */
type HistoryRow = {
  id: number;
  entity: string;
  entity_id: number | null;
  entity_name: string | null;
  field: string;
  from_value: string | null;
  to_value: string | null;
  user_id: number;
  user_name: string;
  created_at: string;
};

const toHistory = (r: HistoryRow): FieldHistoryResult['history'][number] => ({
  id: r.id,
  entity: r.entity,
  entityId: r.entity_id,
  entityName: r.entity_name,
  field: r.field,
  from: r.from_value,
  to: r.to_value,
  changedBy: { userId: r.user_id, userName: r.user_name },
  changedOn: iso(r.created_at)!,
});

/** One page of a brand's history rows for `entity`, newest first, and their total. */
export async function historyPage(
  db: Db,
  entity: HistoryEntity,
  q: { brandId: number; pageNo: number; count: number },
): Promise<{ history: FieldHistoryResult['history']; total: number }> {
  const where = sql`h.brand_id = ${q.brandId} and h.entity = ${entity}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<HistoryRow>(sql`select h.id, h.entity, h.entity_id,
        case h.entity
          when 'POC' then (select p.name from pocs p where p.id = h.entity_id)
          when 'DEPARTMENT' then (select d.name from departments d where d.id = h.entity_id)
          when 'AGENCY' then (select a.name from agencies a where a.id = h.entity_id)
        end as entity_name,
        h.field, h.from_value, h.to_value, h.user_id,
        u.first_name || ' ' || u.last_name as user_name, h.created_at
      from brand_history h
        join users u on u.id = h.user_id
      where ${where}
      order by h.created_at desc, h.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from brand_history h where ${where}`),
  ]);
  return { history: rows.map(toHistory), total: total.rows[0].n };
}
