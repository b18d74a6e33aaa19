import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_SPACES,
  SEARCH_SUGGESTIONS,
  type GlobalSearchResult,
  type SearchSpace,
  type SearchSuggestion,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { containsPattern, executePrepared, jsonValue, todayIst } from '../../lib/sql.js';
import { assertNotLocked } from '../users/index.js';

/**
 * Global search (spec 000 §2.6, §4): brands, people, events (and companies among the
 * suggestions), typo-tolerant and ranked, in PostgreSQL on both engines. A row matches when its name
 * contains the text, or when pg_trgm's word similarity of the text to the name reaches WORD_SIMILARITY
 * (db/client.ts, set on every connection; 'relaince' finds Reliance; served by the gin_trgm_ops indexes on
 * the lower-cased names, which the planner prefers since migration 0023 prices the test). Ranking:
 * the exact name, then names starting with the text, then a word starting with it, then containing it,
 * then by similarity; the caller's own brands and events first within each of those.
 */

/**
 * Texts shorter than this match by containment only: a 1–4 letter text has too few trigrams for
 * similarity to tell a typo from noise (and would match thousands of names), while a prefix of it is
 * what the user is typing anyway.
 */
const TYPO_MIN_LENGTH = 5;

/** Whether `q` is matched by word similarity (long enough, and with a letter or digit: pg_trgm sees nothing else). */
const byWords = (q: string) => q.length >= TYPO_MIN_LENGTH && /[\p{L}\p{N}]/u.test(q);

/** The search text as names are compared: lower case, single spaces. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * SQL over the lower-cased name `t`: whether it matches `q`, and its rank (higher first). A text of
 * TYPO_MIN_LENGTH or more characters (`byWords`) matches by word similarity alone: when the name contains it, at most
 * the three padded trigrams at its ends are missing from the name, so its word similarity is at least 0.5
 * — one test (and one trigram index scan) instead of two, which halves the typo search's cost.
 */
function matching(t: SQL, q: string) {
  const like = containsPattern(q);
  const prefix = `${like.slice(1)}`; // 'text%'
  const wordPrefix = `% ${like.slice(1)}`;
  return {
    where: byWords(q) ? sql`${q} <% ${t}` : sql`${t} like ${like}`,
    rank: sql`(case when ${t} = ${q} then 4 when ${t} like ${prefix} then 3 when ${t} like ${wordPrefix} then 2.5 when ${t} like ${like} then 2 else 0 end + word_similarity(${q}, ${t}))`,
  };
}

/**
 * Each space's table (`table`, its row id `id`), matching rows (`where`), rank (higher first; the caller's
 * own rows get half a point), the order among equal ranks (`tiebreak`) and the card's columns.
 */
function spaces(actor: Actor, q: string) {
  const me = actor.userId;
  const brand = matching(sql`lower(b.name)`, q);
  const user = matching(sql`lower(u.first_name || ' ' || u.last_name)`, q);
  const event = matching(sql`lower(e.name)`, q);
  // the caller's own brands and events as uncorrelated sets: read once per query, not once per matching row
  const ownBrand = sql`b.id in (select o.brand_id from brand_owners o where o.user_id = ${me})`;
  const isPO = sql`e.id in (select ei.event_id from event_inventories ei join event_inventory_owners o on o.ei_id = ei.id where o.user_id = ${me})`;
  const isBO = sql`e.id in (select ei.event_id from brand_owners o join pairings a on a.brand_id = o.brand_id and a.status = 'ASSIGNED' join event_inventories ei on ei.id = a.ei_id
    where o.user_id = ${me})`;
  return {
    BRAND: {
      table: sql`brands b`,
      id: sql`b.id`,
      rank: sql`(${brand.rank} + case when ${ownBrand} then 0.5 else 0 end)`,
      where: sql`not b.is_offloaded and ${brand.where}`,
      tiebreak: sql`lower(b.name), b.id`,
      columns: sql`b.id, b.name, b.image_url, (select c.name from companies c where c.id = b.company_id) as company,
        (select coalesce(json_agg(json_build_object('userId', u.id, 'firstName', u.first_name, 'lastName', u.last_name) order by u.first_name, u.id), '[]')
          from brand_owners o join users u on u.id = o.user_id where o.brand_id = b.id) as owners`,
    },
    USER: {
      table: sql`users u`,
      id: sql`u.id`,
      rank: user.rank,
      where: sql`u.status = 'ACTIVE' and ${user.where}`,
      tiebreak: sql`lower(u.first_name), lower(u.last_name), u.id`,
      columns: sql`u.id, u.first_name, u.last_name, u.profile_image, (select v.name from verticals v where v.id = u.vertical_id) as vertical, u.last_active_on`,
    },
    EVENT: {
      table: sql`events e`,
      id: sql`e.id`,
      rank: sql`(${event.rank} + case when ${isPO} or ${isBO} then 0.5 else 0 end)`,
      where: event.where,
      tiebreak: sql`e.start_date desc, e.id`,
      columns: sql`e.id, e.name, e.start_date::text as start_date, e.end_date::text as end_date, ${isPO} as is_po, ${isBO} as is_bo,
        e.start_date > ${todayIst} as upcoming, e.end_date < ${todayIst} as completed`,
    },
  };
}

type Row = Record<string, unknown>;

/** GET /api/user/global-search: a page of each type's results (or only `searchSpace`'s) and every type's count. 423 while the call lock is on. */
export async function globalSearch(
  db: Db,
  actor: Actor,
  q: { searchFor: string; pageNo: number; count: number; searchSpace?: SearchSpace },
): Promise<GlobalSearchResult> {
  const [, result] = await Promise.all([assertNotLocked(db, actor.userId), search(db, actor, q)]);
  return result;
}

/** The global search's statements (the lock is checked beside them). */
async function search(
  db: Db,
  actor: Actor,
  q: { searchFor: string; pageNo: number; count: number; searchSpace?: SearchSpace },
): Promise<GlobalSearchResult> {
  const text = normalise(q.searchFor);
  const s = spaces(actor, text);
  const page = (space: SearchSpace) => (q.searchSpace && q.searchSpace !== space ? null : s[space]);
  // one pass over each searched space's matches gives both its page and its count (the card's columns are
  // read for the page's rows only); a space not searched, or paged past its end, is counted on its own
  const fetch = async (space: SearchSpace): Promise<{ rows: Row[]; total: number | null }> => {
    const p = page(space);
    if (!p) return { rows: [], total: null };
    const { rows } = await executePrepared<Row>(
      db,
      `search_${space}_${byWords(text) ? 'typo' : 'contains'}`,
      sql`select ${p.columns}, x.total, x.r from (
        select ${p.id} as id, ${p.rank} as r, count(*) over ()::int as total from ${p.table} where ${p.where}
        order by r desc, ${p.tiebreak} limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}) x
      join ${p.table} on ${p.id} = x.id order by x.r desc, ${p.tiebreak}`,
    );
    return { rows, total: rows.length ? Number(rows[0].total) : q.pageNo === 1 ? 0 : null };
  };
  const [brands, users, events] = await Promise.all([
    fetch('BRAND'),
    fetch('USER'),
    fetch('EVENT'),
  ]);
  const known = { BRAND: brands.total, USER: users.total, EVENT: events.total };
  const unknown = SEARCH_SPACES.filter((space) => known[space] === null);
  if (unknown.length) {
    const { rows: c } = await db.execute<Record<string, number>>(
      sql`select ${sql.join(
        unknown.map(
          (space) =>
            sql`(select count(*)::int from ${s[space].table} where ${s[space].where}) as ${sql.identifier(space)}`,
        ),
        sql`, `,
      )}`,
    );
    for (const space of unknown) known[space] = Number(c[0][space]);
  }
  const counts = known as Record<SearchSpace, number>;
  const largest = q.searchSpace
    ? counts[q.searchSpace]
    : Math.max(counts.BRAND, counts.USER, counts.EVENT);
  const top = { BRAND: brands.rows[0]?.r, USER: users.rows[0]?.r, EVENT: events.rows[0]?.r };
  const bestSpace = SEARCH_SPACES.reduce<SearchSpace | null>(
    (best, space) =>
      top[space] !== undefined && (best === null || Number(top[space]) > Number(top[best]))
        ? space
        : best,
    null,
  );
  return {
    results: {
      brands: brands.rows.map((r) => ({
        brandId: Number(r.id),
        brandName: String(r.name),
        companyName: (r.company as string | null) ?? null,
        brandImageUrl: (r.image_url as string | null) ?? null,
        brandOwners: jsonValue<{ userId: number; firstName: string; lastName: string }[]>(
          r.owners,
        ).map((o) => ({ ...o, userId: Number(o.userId) })),
      })),
      users: users.rows.map((r) => ({
        userId: Number(r.id),
        firstName: String(r.first_name),
        lastName: String(r.last_name),
        profileImageUrl: (r.profile_image as string | null) ?? null,
        verticalName: (r.vertical as string | null) ?? null,
        lastActiveOn: iso(r.last_active_on),
      })),
      events: events.rows.map((r) => ({
        eventId: Number(r.id),
        eventName: String(r.name),
        eventStartDate: String(r.start_date),
        eventEndDate: String(r.end_date),
        isPO: !!r.is_po,
        isBO: !!r.is_bo,
        isUpcoming: !!r.upcoming,
        isCompleted: !!r.completed,
        isOnGoing: !r.upcoming && !r.completed,
      })),
    },
    counts,
    bestSpace,
    pageNo: q.pageNo,
    totalPages: Math.ceil(largest / q.count),
  };
}

/** GET /api/user/global-search/suggestions: the best matches of every type (companies too), ranked together. 423 while the call lock is on. */
export async function searchSuggestions(
  db: Db,
  actor: Actor,
  q: { searchFor: string },
): Promise<{ suggestions: SearchSuggestion[] }> {
  const [, rows] = await Promise.all([
    assertNotLocked(db, actor.userId),
    suggestionRows(db, actor, q.searchFor),
  ]);
  return { suggestions: rows.map((r) => ({ id: Number(r.id), name: r.name, type: r.type })) };
}

/** The suggestions' one statement: each type's best SEARCH_SUGGESTIONS, ranked together. */
async function suggestionRows(db: Db, actor: Actor, searchFor: string) {
  const text = normalise(searchFor);
  const s = spaces(actor, text);
  const company = matching(sql`lower(c.name)`, text);
  const nameOf = {
    BRAND: sql`b.name`,
    USER: sql`u.first_name || ' ' || u.last_name`,
    EVENT: sql`e.name`,
  };
  const part = (space: SearchSpace, id: SQL) =>
    sql`(select ${id} as id, ${nameOf[space]} as name, ${space}::text as type, ${s[space].rank} as score from ${s[space].table} where ${s[space].where} order by score desc, ${s[space].tiebreak} limit ${SEARCH_SUGGESTIONS})`;
  const { rows } = await executePrepared<{
    id: number;
    name: string;
    type: SearchSuggestion['type'];
  }>(
    db,
    `search_suggestions_${byWords(text) ? 'typo' : 'contains'}`,
    sql`select id, name, type from (
      ${part('BRAND', sql`b.id`)} union all ${part('USER', sql`u.id`)} union all ${part('EVENT', sql`e.id`)}
      union all (select c.id, c.name, 'COMPANY', ${company.rank} from companies c where ${company.where} order by ${company.rank} desc, lower(c.name) limit ${SEARCH_SUGGESTIONS})
    ) x order by score desc, case type when 'BRAND' then 0 when 'USER' then 1 when 'EVENT' then 2 else 3 end, lower(name) limit ${SEARCH_SUGGESTIONS}`,
  );
  return rows;
}
