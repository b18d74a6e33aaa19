import { sql } from 'drizzle-orm';
import {
  historyFieldLabel,
  type StageHistoryEntry,
  type TimelineResult,
  type TimelineType,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { iso, offsetOf } from '../../../lib/paging.js';

/** A page request: 1-based `pageNo`, `count` a page. */
type Page = { pageNo: number; count: number };

type HistoryRow = {
  id: number;
  ei_id: number;
  brand_id: number;
  brand_name: string;
  event_name: string;
  inventory_name: string;
  action: StageHistoryEntry['action'];
  from_stage: string | null;
  to_stage: string | null;
  user_id: number;
  user_name: string;
  created_at: unknown;
};

/**
 * Page of the pairing history of one event inventory (`eiId`) or one brand (`brandId`), newest first
 * (ties by id), with names; and how many rows it has, read at the same time.
 */
export async function stageHistoryPage(
  db: Db,
  q: Page & ({ eiId: number } | { brandId: number }),
): Promise<{ history: StageHistoryEntry[]; total: number }> {
  const where = 'eiId' in q ? sql`h.ei_id = ${q.eiId}` : sql`h.brand_id = ${q.brandId}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<HistoryRow>(sql`
      select h.id, h.ei_id, h.brand_id, b.name as brand_name, e.name as event_name,
        inv.name as inventory_name, h.action, h.from_stage, h.to_stage,
        h.user_id, u.first_name || ' ' || u.last_name as user_name, h.created_at
      from stage_history h
      join brands b on b.id = h.brand_id
      join event_inventories ei on ei.id = h.ei_id
      join events e on e.id = ei.event_id
      join inventories inv on inv.id = ei.inventory_id
      join users u on u.id = h.user_id
      where ${where}
      order by h.created_at desc, h.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from stage_history h where ${where}`),
  ]);
  return {
    history: rows.map((r) => ({
      id: r.id,
      eiId: r.ei_id,
      brandId: r.brand_id,
      brandName: r.brand_name,
      eventName: r.event_name,
      inventoryName: r.inventory_name,
      action: r.action,
      fromStage: r.from_stage,
      toStage: r.to_stage,
      changedBy: { userId: r.user_id, userName: r.user_name },
      changedOn: iso(r.created_at)!,
    })),
    total: total.rows[0].n,
  };
}

type InteractionRow = {
  id: number;
  brand_id: number;
  type: 'CALL';
  note: string;
  poc_id: number | null;
  poc_name: string | null;
  user_id: number;
  user_name: string;
  created_at: unknown;
};

/** Page of brand `brandId`'s interactions (call notes), newest first (ties by id); and how many it has. */
export async function interactionPage(db: Db, q: Page & { brandId: number }) {
  const [{ rows }, total] = await Promise.all([
    db.execute<InteractionRow>(sql`
      select x.id, x.brand_id, x.type, x.note, x.poc_id, p.name as poc_name, x.user_id,
        u.first_name || ' ' || u.last_name as user_name, x.created_at
      from interactions x
      join users u on u.id = x.user_id
      left join pocs p on p.id = x.poc_id
      where x.brand_id = ${q.brandId} and x.deleted_at is null
      order by x.created_at desc, x.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from interactions where brand_id = ${q.brandId} and deleted_at is null`,
    ),
  ]);
  return {
    interactions: rows.map((r) => ({
      id: r.id,
      brandId: r.brand_id,
      type: r.type,
      note: r.note,
      pocId: r.poc_id,
      pocName: r.poc_name,
      user: { userId: r.user_id, userName: r.user_name },
      createdAt: iso(r.created_at)!,
    })),
    total: total.rows[0].n,
  };
}

type TimelineRow = {
  id: string;
  type: TimelineType;
  text: string;
  poc_name: string | null;
  user_id: number;
  user_name: string;
  created_at: unknown;
};

/**
 * The mails of brand `b` as timeline entries (issue 41 §3): received or sent by their mailbox's owner, its
 * first linked POC; the subject for `viewerId`'s own mailbox or one that shares it, else 'a mail'. Mails
 * dated later than now are not contacts yet.
 */
const mailEntries = (b: number, viewerId: number) => sql`
    select 'm' || m.id, case when m.from_address = mb.address then 'MAIL_SENT' else 'MAIL_RECEIVED' end,
        case when mb.user_id = ${viewerId} or mb.visibility <> 'METADATA' then m.subject else 'a mail' end,
        (select p.name from mail_links l2 join pocs p on p.id = l2.poc_id
          where l2.message_row_id = m.id and l2.brand_id = ${b} order by p.id limit 1),
        mb.user_id, m.sent_at
      from mail_messages m join mailboxes mb on mb.id = m.mailbox_id
      where m.sent_at <= now()
        and exists (select 1 from mail_links l where l.message_row_id = m.id and l.brand_id = ${b})`;

/**
 * Page of brand `brandId`'s timeline entries (call notes, owners added, collaborators added, brand-info
 * and POC updates grouped per save, inventories assigned, won and lost, mails as `viewerId` may see
 * them), newest first; and how many.
 */
export async function timelinePage(
  db: Db,
  q: Page & { brandId: number; viewerId: number },
): Promise<{ items: TimelineResult['items']; total: number }> {
  const b = q.brandId;
  const entries = sql`
    select 'i' || x.id as id, x.type, x.note as text, p.name as poc_name, x.user_id, x.created_at
      from interactions x left join pocs p on p.id = x.poc_id where x.brand_id = ${b} and x.deleted_at is null
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
      where s.brand_id = ${b} and ((s.action = 'ASSIGN' and s.to_stage = 'ASSIGNED') or (s.action = 'STAGE' and s.to_stage in ('WON', 'NOT_INTERESTED')))
    union all ${mailEntries(b, q.viewerId)}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<TimelineRow>(sql`
      select t.*, u.first_name || ' ' || u.last_name as user_name
      from (${entries}) t
      join users u on u.id = t.user_id
      order by t.created_at desc, t.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
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
    total: total.rows[0].n,
  };
}
