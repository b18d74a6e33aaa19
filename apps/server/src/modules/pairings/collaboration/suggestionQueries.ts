import { and, eq, sql } from 'drizzle-orm';
import type { SuggestionListResult, SuggestionSortField } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { brandSuggestions, pairings } from '../../../db/schema/index.js';
import { containsPattern, oneOf, ownedByAny } from '../../../lib/sql.js';
import { iso, offsetOf } from '../../../lib/paging.js';

/** A pairing: event inventory `eiId` × brand `brandId`. */
type PairingKey = { eiId: number; brandId: number };
/** A page request: 1-based `pageNo`, `count` a page. */
type Page = { pageNo: number; count: number };

/** The brand (alias b) is in an industry blocked on event inventory `eiId`: it may not be assigned there. */
const blockedOn = (eiId: number) => sql`exists (
  select 1 from ei_blocked_industries bi
  where bi.ei_id = ${eiId} and bi.industry_id = b.industry_id)`;

/** Whether pairing (`eiId`, `brandId`) exists and is ASSIGNED. */
export async function isAssigned(tx: Tx, p: PairingKey): Promise<boolean> {
  const rows = await tx
    .select({ id: pairings.id })
    .from(pairings)
    .where(
      and(
        eq(pairings.eiId, p.eiId),
        eq(pairings.brandId, p.brandId),
        eq(pairings.status, 'ASSIGNED'),
      ),
    );
  return rows.length > 0;
}

/** Whether brand `brandId` is of an industry blocked on event inventory `eiId`. */
export async function isBlocked(tx: Tx, p: PairingKey): Promise<boolean> {
  const { rows } = await tx.execute(
    sql`select 1 from brands b where b.id = ${p.brandId} and ${blockedOn(p.eiId)}`,
  );
  return rows.length > 0;
}

/** The ACTIVE project owners of an event inventory (event_inventory_owners). */
export async function projectOwners(db: Tx, eiId: number): Promise<number[]> {
  const { rows } = await db.execute<{ user_id: number }>(sql`
    select o.user_id
    from event_inventory_owners o
    join users u on u.id = o.user_id
    where o.ei_id = ${eiId} and u.status = 'ACTIVE'`);
  return rows.map((r) => Number(r.user_id));
}

/** Names for messages, `*` removed: brand `brandId`, and event inventory `eiId` as 'event · inventory'; undefined when either is unknown. */
export async function pairingNames(
  tx: Tx,
  p: PairingKey,
): Promise<{ brand: string; pairing: string } | undefined> {
  const { rows } = await tx.execute<{ brand: string; pairing: string }>(sql`
    select replace(b.name, '*', '') as brand, replace(e.name || ' · ' || inv.name, '*', '') as pairing
    from brands b
    cross join event_inventories ei
    join events e on e.id = ei.event_id
    join inventories inv on inv.id = ei.inventory_id
    where b.id = ${p.brandId} and ei.id = ${p.eiId}`);
  return rows[0];
}

/** Writes a PENDING suggestion of a pairing by `userId`; its id, or undefined when one is already pending. */
export async function insertSuggestion(
  tx: Tx,
  s: PairingKey & { userId: number },
): Promise<number | undefined> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into brand_suggestions (ei_id, brand_id, suggested_by_user_id)
    values (${s.eiId}, ${s.brandId}, ${s.userId})
    on conflict (ei_id, brand_id) where status = 'PENDING' do nothing
    returning id`);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** Locks the suggestions `ids` (by id). */
export function lockSuggestions(tx: Tx, ids: number[]) {
  const s = brandSuggestions;
  return tx
    .select({
      id: s.id,
      eiId: s.eiId,
      brandId: s.brandId,
      status: s.status,
      suggestedByUserId: s.suggestedByUserId,
    })
    .from(s)
    .where(sql`${s.id} ${oneOf(ids)}`)
    .orderBy(s.id)
    .for('update');
}

/** Records `userId`'s decision on suggestion `id`. */
export async function decideSuggestion(
  tx: Tx,
  d: { id: number; status: 'APPROVED' | 'REJECTED'; userId: number },
): Promise<void> {
  await tx
    .update(brandSuggestions)
    .set({ status: d.status, decidedByUserId: d.userId, decidedAt: sql`now()` })
    .where(eq(brandSuggestions.id, d.id));
}

type SuggestionRow = {
  id: number;
  brand_id: number;
  brand_name: string;
  by_id: number;
  by_name: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  decided_id: number | null;
  decided_name: string | null;
  created_at: unknown;
};

/**
 * Page of event inventory `eiId`'s suggestions sorted by brand name, status or (default) date; and how
 * many, read at the same time. `canAct` on the pending ones when `mayDecide`.
 */
export async function suggestionPage(
  db: Db,
  q: Page & {
    eiId: number;
    mayDecide: boolean;
    sortField?: SuggestionSortField;
    sortOrder?: 'ASC' | 'DESC';
  },
): Promise<{ suggestions: SuggestionListResult['suggestions']; total: number }> {
  const dir = q.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
  const orderBy =
    q.sortField === 'brandName'
      ? sql`lower(b.name) ${dir}, s.created_at desc`
      : q.sortField === 'status'
        ? sql`s.status ${dir}, s.created_at desc`
        : sql`s.created_at ${dir}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<SuggestionRow>(sql`
      select s.id, s.brand_id, b.name as brand_name,
        s.suggested_by_user_id as by_id, su.first_name || ' ' || su.last_name as by_name, s.status,
        s.decided_by_user_id as decided_id, du.first_name || ' ' || du.last_name as decided_name,
        s.created_at
      from brand_suggestions s
      join brands b on b.id = s.brand_id
      join users su on su.id = s.suggested_by_user_id
      left join users du on du.id = s.decided_by_user_id
      where s.ei_id = ${q.eiId}
      order by ${orderBy}, s.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from brand_suggestions where ei_id = ${q.eiId}`,
    ),
  ]);
  return {
    suggestions: rows.map((r) => ({
      suggestionId: r.id,
      brandId: r.brand_id,
      brandName: r.brand_name,
      suggestedBy: { userId: r.by_id, userName: r.by_name },
      status: r.status,
      decidedBy: r.decided_id ? { userId: r.decided_id, userName: r.decided_name ?? '' } : null,
      createdAt: iso(r.created_at)!,
      canAct: q.mayDecide && r.status === 'PENDING',
    })),
    total: total.rows[0].n,
  };
}

/**
 * Page of brands by name containing `searchFor` ('' for all): with `assigned`, those ASSIGNED on event
 * inventory `eiId` within `scope` (null: none); else those not assigned there, not offloaded and not of
 * an industry blocked there. And how many, read at the same time.
 */
export async function brandSearchPage(
  db: Db,
  q: Page & { eiId: number; assigned: boolean; scope: 'all' | number[] | null; searchFor: string },
) {
  const { scope } = q;
  const search = q.searchFor ? sql`and lower(b.name) like ${containsPattern(q.searchFor)}` : sql``;
  const paired = sql`exists (select 1 from pairings a where a.ei_id = ${q.eiId} and a.brand_id = b.id and a.status = 'ASSIGNED')`;
  const where = q.assigned
    ? sql`${paired} ${scope === 'all' ? sql`` : scope ? sql`and ${ownedByAny(scope)}` : sql`and false`} ${search}`
    : sql`not b.is_offloaded and not ${blockedOn(q.eiId)} and not ${paired} ${search}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<{ id: number; name: string; image_url: string | null }>(sql`
      select b.id, b.name, b.image_url
      from brands b
      where ${where}
      order by lower(b.name), b.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from brands b where ${where}`),
  ]);
  return {
    brands: rows.map((r) => ({ brandId: r.id, brandName: r.name, brandImageUrl: r.image_url })),
    total: total.rows[0].n,
  };
}
