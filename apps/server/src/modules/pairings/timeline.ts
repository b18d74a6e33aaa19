import { assertMayRead, type Actor } from '../../auth/actor.js';
import { sql } from 'drizzle-orm';
import { historyFieldLabel, type TimelineResult, type TimelineType } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { assertBrandExists } from '../brands/index.js';

type Row = {
  id: string;
  type: TimelineType;
  text: string;
  poc_name: string | null;
  user_id: number;
  user_name: string;
  created_at: unknown;
};

/**
 * A brand's interactions timeline (spec 001 §9 interaction types): call notes, owners added,
 * collaborators added, brand-info and POC updates (the fields changed in one save make one entry),
 * inventories assigned, won and lost — newest first, 15 a page. A read model over the history
 * tables; it changes nothing. 404 for an unknown brand.
 */
export async function brandTimeline(
  db: Db,
  actor: Actor,
  q: { brandId: number; pageNo: number; count: number },
): Promise<TimelineResult> {
  assertMayRead(actor, 'CALL_NOTES');
  await assertBrandExists(db, q.brandId);
  const b = q.brandId;
  const entries = sql`
    select 'i' || x.id as id, x.type, x.note as text, p.name as poc_name, x.user_id, x.created_at
      from interactions x left join pocs p on p.id = x.poc_id where x.brand_id = ${b}
    union all
    select 'o' || h.id, 'BRAND_OWNER_ADDED', 'added ' || u.first_name || ' ' || u.last_name || ' as brand owner', null, h.by_user_id, h.created_at
      from brand_owner_history h join users u on u.id = h.user_id where h.brand_id = ${b} and h.action = 'ADDED'
    union all
    select 'c' || c.id, 'COLLABORATOR_ADDED', u.first_name || ' ' || u.last_name || ' joined as a collaborator', null, c.invitee_user_id, coalesce(c.acted_at, c.created_at)
      from collab_invitations c join users u on u.id = c.invitee_user_id where c.brand_id = ${b} and c.status = 'ACCEPTED'
    union all
    select 'h' || min(h.id), case when bool_and(h.entity = 'POC') then 'POC_UPDATED' else 'BRAND_INFO_UPDATED' end,
        string_agg(distinct h.field, ','), null, h.user_id, h.created_at
      from brand_history h where h.brand_id = ${b} and h.entity in ('BRAND', 'LOCATION', 'POC')
      group by h.user_id, h.created_at, h.entity = 'POC'
    union all
    select 's' || s.id, case when s.to_stage = 'WON' then 'INVENTORY_WON' when s.to_stage = 'NOT_INTERESTED' then 'INVENTORY_LOST' else 'INVENTORY_ASSIGNED' end,
        inv.name || ' at ' || e.name, null, s.user_id, s.created_at
      from stage_history s join event_inventories ei on ei.id = s.ei_id join events e on e.id = ei.event_id join inventories inv on inv.id = ei.inventory_id
      where s.brand_id = ${b} and ((s.action = 'ASSIGN' and s.to_stage = 'ASSIGNED') or (s.action = 'STAGE' and s.to_stage in ('WON', 'NOT_INTERESTED')))`;
  const [{ rows }, total] = await Promise.all([
    db.execute<Row>(sql`select t.*, u.first_name || ' ' || u.last_name as user_name from (${entries}) t join users u on u.id = t.user_id
      order by t.created_at desc, t.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${entries}) t`),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      text: r.type.endsWith('_UPDATED')
        ? `updated ${r.text.split(',').map(historyFieldLabel).join(', ')}`
        : r.text,
      pocName: r.poc_name,
      user: { userId: r.user_id, userName: r.user_name },
      createdAt: iso(r.created_at)!,
    })),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}
