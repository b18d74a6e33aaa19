import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_SUGGESTIONS, type GlobalSearchResult, type SearchSpace, type SearchSuggestion } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { containsPattern, jsonValue, todayIst } from '../../lib/sql.js';
import { assertNotLocked } from '../users/lock.js';

/**
 * Global search (issue 10 §1; spec 000 §2.6, §4): brands, people, events (and companies among the
 * suggestions), typo-tolerant and ranked, in PostgreSQL on both engines. A row matches when its name
 * contains the text, or when pg_trgm's word similarity of the text to the name reaches WORD_SIMILARITY
 * ('relaince' finds Reliance; served by the gin_trgm_ops indexes on the lower-cased names). Ranking:
 * the exact name, then names starting with the text, then a word starting with it, then containing it,
 * then by similarity; the caller's own brands and events first within each of those.
 */

/** The word similarity a typo'd text needs to match (pg_trgm's default is 0.6: too strict for one swapped pair of letters). */
export const WORD_SIMILARITY = 0.3;

/** The search text as names are compared: lower case, single spaces. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** SQL over the lower-cased name `t`: whether it matches `q`, and its rank (higher first). */
function matching(t: SQL, q: string) {
  const like = containsPattern(q);
  const prefix = `${like.slice(1)}`; // 'text%'
  const wordPrefix = `% ${like.slice(1)}`;
  return {
    where: sql`(${t} like ${like} or ${q} <% ${t})`,
    rank: sql`(case when ${t} = ${q} then 4 when ${t} like ${prefix} then 3 when ${t} like ${wordPrefix} then 2.5 when ${t} like ${like} then 2 else 0 end + word_similarity(${q}, ${t}))`,
  };
}

/** Each space's name, matching rows, whether the caller owns the row (ranks first) and the card's columns. */
function spaces(actor: Actor, q: string) {
  const me = actor.userId;
  const brand = matching(sql`lower(b.name)`, q);
  const user = matching(sql`lower(u.first_name || ' ' || u.last_name)`, q);
  const event = matching(sql`lower(e.name)`, q);
  const ownBrand = sql`exists (select 1 from brand_owners o where o.brand_id = b.id and o.user_id = ${me})`;
  const isPO = sql`exists (select 1 from event_inventories ei join event_inventory_owners o on o.ei_id = ei.id where ei.event_id = e.id and o.user_id = ${me})`;
  const isBO = sql`exists (select 1 from event_inventories ei join assignments a on a.ei_id = ei.id and a.status = 'ASSIGNED' join brand_owners o on o.brand_id = a.brand_id
    where ei.event_id = e.id and o.user_id = ${me})`;
  return {
    BRAND: {
      rank: sql`(${brand.rank} + case when ${ownBrand} then 0.5 else 0 end)`,
      from: sql`from brands b`,
      where: sql`not b.is_offloaded and ${brand.where}`,
      order: sql`${brand.rank} + case when ${ownBrand} then 0.5 else 0 end desc, lower(b.name), b.id`,
      columns: sql`b.id, b.name, b.image_url, (select c.name from companies c where c.id = b.company_id) as company,
        (select coalesce(json_agg(json_build_object('userId', u.id, 'firstName', u.first_name, 'lastName', u.last_name) order by u.first_name, u.id), '[]')
          from brand_owners o join users u on u.id = o.user_id where o.brand_id = b.id) as owners`,
    },
    USER: {
      rank: user.rank,
      from: sql`from users u left join verticals v on v.id = u.vertical_id`,
      where: sql`u.status = 'ACTIVE' and ${user.where}`,
      order: sql`${user.rank} desc, lower(u.first_name), lower(u.last_name), u.id`,
      columns: sql`u.id, u.first_name, u.last_name, u.profile_image, v.name as vertical, u.last_active_on`,
    },
    EVENT: {
      rank: sql`(${event.rank} + case when ${isPO} or ${isBO} then 0.5 else 0 end)`,
      from: sql`from events e`,
      where: event.where,
      order: sql`${event.rank} + case when ${isPO} or ${isBO} then 0.5 else 0 end desc, e.start_date desc, e.id`,
      columns: sql`e.id, e.name, e.start_date::text as start_date, e.end_date::text as end_date, ${isPO} as is_po, ${isBO} as is_bo,
        e.start_date > ${todayIst} as upcoming, e.end_date < ${todayIst} as completed`,
    },
  };
}

/** Runs `fn` with the word-similarity threshold set for this transaction only (so `<%` and its index use it). */
function withThreshold<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
    return fn(tx);
  });
}

type Row = Record<string, unknown>;

/** GET /api/user/global-search: a page of each type's results (or only `searchSpace`'s) and every type's count. 423 while the call lock is on. */
export async function globalSearch(db: Db, actor: Actor, q: { searchFor: string; pageNo: number; count: number; searchSpace?: SearchSpace }): Promise<GlobalSearchResult> {
  await assertNotLocked(db, actor.userId);
  const text = normalise(q.searchFor);
  const s = spaces(actor, text);
  const page = (space: SearchSpace) => (q.searchSpace && q.searchSpace !== space ? null : s[space]);
  return withThreshold(db, async (tx) => {
    const { rows: c } = await tx.execute<{ brand: number; usr: number; event: number }>(sql`select
      (select count(*)::int ${s.BRAND.from} where ${s.BRAND.where}) as brand,
      (select count(*)::int ${s.USER.from} where ${s.USER.where}) as usr,
      (select count(*)::int ${s.EVENT.from} where ${s.EVENT.where}) as event`);
    const counts = { BRAND: c[0].brand, USER: c[0].usr, EVENT: c[0].event };
    const fetch = async (space: SearchSpace) => {
      const p = page(space);
      if (!p || !counts[space]) return [] as Row[];
      return (await tx.execute<Row>(sql`select ${p.columns} ${p.from} where ${p.where} order by ${p.order} limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`)).rows;
    };
    const [brands, users, events] = [await fetch('BRAND'), await fetch('USER'), await fetch('EVENT')];
    const largest = q.searchSpace ? counts[q.searchSpace] : Math.max(counts.BRAND, counts.USER, counts.EVENT);
    return {
      results: {
        brands: brands.map((r) => ({
          brandId: Number(r.id), brandName: String(r.name), companyName: (r.company as string | null) ?? null, brandImageUrl: (r.image_url as string | null) ?? null,
          brandOwners: jsonValue<{ userId: number; firstName: string; lastName: string }[]>(r.owners).map((o) => ({ ...o, userId: Number(o.userId) })),
        })),
        users: users.map((r) => ({
          userId: Number(r.id), firstName: String(r.first_name), lastName: String(r.last_name), profileImageUrl: (r.profile_image as string | null) ?? null,
          verticalName: (r.vertical as string | null) ?? null, lastActiveOn: iso(r.last_active_on),
        })),
        events: events.map((r) => ({
          eventId: Number(r.id), eventName: String(r.name), eventStartDate: String(r.start_date), eventEndDate: String(r.end_date), isPO: !!r.is_po, isBO: !!r.is_bo,
          isUpcoming: !!r.upcoming, isCompleted: !!r.completed, isOnGoing: !r.upcoming && !r.completed,
        })),
      },
      counts,
      pageNo: q.pageNo,
      totalPages: Math.ceil(largest / q.count),
    };
  });
}

/** GET /api/user/global-search/suggestions: the best matches of every type (companies too), ranked together. 423 while the call lock is on. */
export async function searchSuggestions(db: Db, actor: Actor, q: { searchFor: string }): Promise<{ suggestions: SearchSuggestion[] }> {
  await assertNotLocked(db, actor.userId);
  const text = normalise(q.searchFor);
  const s = spaces(actor, text);
  const company = matching(sql`lower(c.name)`, text);
  const nameOf = { BRAND: sql`b.name`, USER: sql`u.first_name || ' ' || u.last_name`, EVENT: sql`e.name` };
  const part = (space: SearchSpace, id: SQL) =>
    sql`(select ${id} as id, ${nameOf[space]} as name, ${space}::text as type, ${s[space].rank} as score ${s[space].from} where ${s[space].where} order by ${s[space].order} limit ${SEARCH_SUGGESTIONS})`;
  return withThreshold(db, async (tx) => {
    const { rows } = await tx.execute<{ id: number; name: string; type: SearchSuggestion['type'] }>(sql`select id, name, type from (
        ${part('BRAND', sql`b.id`)} union all ${part('USER', sql`u.id`)} union all ${part('EVENT', sql`e.id`)}
        union all (select c.id, c.name, 'COMPANY', ${company.rank} from companies c where ${company.where} order by ${company.rank} desc, lower(c.name) limit ${SEARCH_SUGGESTIONS})
      ) x order by score desc, case type when 'BRAND' then 0 when 'USER' then 1 when 'EVENT' then 2 else 3 end, lower(name) limit ${SEARCH_SUGGESTIONS}`);
    return { suggestions: rows.map((r) => ({ id: Number(r.id), name: r.name, type: r.type })) };
  });
}
