import { sql, type SQL } from 'drizzle-orm';
import {
  mayRead,
  SEARCH_SUGGESTIONS,
  type BrandSearchCard,
  type EventSearchItem,
  type MailSearchItem,
  type SearchSpace,
  type SearchSuggestion,
  type UserSearchItem,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { containsPattern, executePrepared, jsonValue, todayIst } from '../../lib/sql.js';

/**
 * Global search (spec 000 §2.6, §4): brands, people, events (and companies among the
 * suggestions), typo-tolerant and ranked, in PostgreSQL on both engines. A row matches when its name
 * contains the text, or when pg_trgm's word similarity of the text to the name reaches WORD_SIMILARITY
 * (db/client.ts, set on every connection; 'relaince' finds Reliance; served by the gin_trgm_ops indexes on
 * the lower-cased names, which the planner prefers since migration 0023 prices the test). Ranking:
 * the exact name, then names starting with the text, then a word starting with it, then containing it,
 * then by similarity; the caller's own brands and events first within each of those.
 * Every function here takes the search text normalised (lower case, single spaces).
 */

/**
 * Texts shorter than this match by containment only: a 1–4 letter text has too few trigrams for
 * similarity to tell a typo from noise (and would match thousands of names), while a prefix of it is
 * what the user is typing anyway.
 */
const TYPO_MIN_LENGTH = 5;

/** Whether `q` is matched by word similarity (long enough, and with a letter or digit: pg_trgm sees nothing else). */
const byWords = (q: string) => q.length >= TYPO_MIN_LENGTH && /[\p{L}\p{N}]/u.test(q);

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
    rank: sql`(case
      when ${t} = ${q} then 4
      when ${t} like ${prefix} then 3
      when ${t} like ${wordPrefix} then 2.5
      when ${t} like ${like} then 2
      else 0
    end + word_similarity(${q}, ${t}))`,
  };
}

/**
 * The MAIL space (issue 41 §3): stored mails linked to a brand, by subject or sender (name and address),
 * the caller's own mailboxes' and, for who reads colleagues' mails (CALL_NOTES), others' as their owner
 * shares them: a subject under METADATA is not searched (nor shown). The caller's own mails rank higher.
 */
function mailSpace(actor: Actor, q: string) {
  const subject = matching(sql`lower(m.subject)`, q);
  const sender = matching(sql`lower(m.from_name || ' ' || m.from_address)`, q);
  const mine = sql`mb.user_id = ${actor.userId}`;
  const subjectShown = sql`(${mine} or mb.visibility <> 'METADATA')`;
  const colleagues = mayRead(actor.roles, actor.isAdmin, 'CALL_NOTES');
  return {
    table: sql`mail_messages m join mailboxes mb on mb.id = m.mailbox_id`,
    id: sql`m.id`,
    rank: sql`(greatest(case when ${subjectShown} then ${subject.rank} else 0 end, ${sender.rank})
      + case when ${mine} then 0.5 else 0 end)`,
    // a parameter, not SQL text: a prepared statement's name carries one text (executePrepared)
    where: sql`(${mine} or ${colleagues}::boolean)
      and ((${subjectShown} and ${subject.where}) or ${sender.where})
      and exists (select 1 from mail_links l where l.message_row_id = m.id)`,
    tiebreak: sql`m.sent_at desc, m.id`,
    columns: sql`m.id, m.mailbox_id, m.thread_key, m.from_name, m.from_address, m.sent_at,
      case when ${subjectShown} then m.subject end as subject,
      (select u.first_name || ' ' || u.last_name from users u where u.id = mb.user_id) as owner,
      (select json_build_object('id', b.id, 'name', b.name) from mail_links l join brands b on b.id = l.brand_id
        where l.message_row_id = m.id order by l.brand_id limit 1) as brand`,
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
  const isPO = sql`e.id in (
    select ei.event_id
    from event_inventories ei join event_inventory_owners o on o.ei_id = ei.id
    where o.user_id = ${me})`;
  const isBO = sql`e.id in (
    select ei.event_id
    from brand_owners o
      join pairings a on a.brand_id = o.brand_id and a.status = 'ASSIGNED'
      join event_inventories ei on ei.id = a.ei_id
    where o.user_id = ${me})`;
  return {
    BRAND: {
      table: sql`brands b`,
      id: sql`b.id`,
      rank: sql`(${brand.rank} + case when ${ownBrand} then 0.5 else 0 end)`,
      where: sql`not b.is_offloaded and ${brand.where}`,
      tiebreak: sql`lower(b.name), b.id`,
      columns: sql`b.id, b.name, b.image_url,
        (select c.name from companies c where c.id = b.company_id) as company,
        (select coalesce(json_agg(json_build_object(
            'userId', u.id, 'firstName', u.first_name, 'lastName', u.last_name
          ) order by u.first_name, u.id), '[]')
          from brand_owners o join users u on u.id = o.user_id
          where o.brand_id = b.id) as owners`,
    },
    USER: {
      table: sql`users u`,
      id: sql`u.id`,
      rank: user.rank,
      where: sql`u.status = 'ACTIVE' and ${user.where}`,
      tiebreak: sql`lower(u.first_name), lower(u.last_name), u.id`,
      columns: sql`u.id, u.first_name, u.last_name, u.profile_image,
        (select v.name from verticals v where v.id = u.vertical_id) as vertical, u.last_active_on`,
    },
    EVENT: {
      table: sql`events e`,
      id: sql`e.id`,
      rank: sql`(${event.rank} + case when ${isPO} or ${isBO} then 0.5 else 0 end)`,
      where: sql`not e.is_archived and ${event.where}`,
      tiebreak: sql`e.start_date desc, e.id`,
      columns: sql`e.id, e.name, e.start_date::text as start_date, e.end_date::text as end_date,
        ${isPO} as is_po, ${isBO} as is_bo,
        e.start_date > ${todayIst} as upcoming, e.end_date < ${todayIst} as completed`,
    },
    MAIL: mailSpace(actor, q),
  };
}

/** What every row of a page carries beside its card: the space's match count and the row's rank. */
type Ranked = { total: number; r: number | string };
type BrandHitRow = Ranked & {
  id: number;
  name: string;
  image_url: string | null;
  company: string | null;
  owners: unknown;
};
type UserHitRow = Ranked & {
  id: number;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  vertical: string | null;
  last_active_on: unknown;
};
type EventHitRow = Ranked & {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  is_po: boolean;
  is_bo: boolean;
  upcoming: boolean;
  completed: boolean;
};
type MailHitRow = Ranked & {
  id: number;
  mailbox_id: number;
  thread_key: string;
  from_name: string;
  from_address: string;
  sent_at: unknown;
  subject: string | null;
  owner: string;
  brand: unknown;
};
type HitRows = { BRAND: BrandHitRow; USER: UserHitRow; EVENT: EventHitRow; MAIL: MailHitRow };
/** The card of each space's result. */
type Cards = {
  BRAND: BrandSearchCard;
  USER: UserSearchItem;
  EVENT: EventSearchItem;
  MAIL: MailSearchItem;
};

const toCard: { [S in SearchSpace]: (r: HitRows[S]) => Cards[S] } = {
  BRAND: (r) => ({
    brandId: Number(r.id),
    brandName: String(r.name),
    companyName: r.company ?? null,
    brandImageUrl: r.image_url ?? null,
    brandOwners: jsonValue<{ userId: number; firstName: string; lastName: string }[]>(r.owners).map(
      (o) => ({ ...o, userId: Number(o.userId) }),
    ),
  }),
  USER: (r) => ({
    userId: Number(r.id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    profileImageUrl: r.profile_image ?? null,
    verticalName: r.vertical ?? null,
    lastActiveOn: iso(r.last_active_on),
  }),
  EVENT: (r) => ({
    eventId: Number(r.id),
    eventName: String(r.name),
    eventStartDate: String(r.start_date),
    eventEndDate: String(r.end_date),
    isPO: !!r.is_po,
    isBO: !!r.is_bo,
    isUpcoming: !!r.upcoming,
    isCompleted: !!r.completed,
    isOnGoing: !r.upcoming && !r.completed,
  }),
  MAIL: (r) => {
    const brand = jsonValue<{ id: number; name: string }>(r.brand);
    return {
      messageRowId: Number(r.id),
      threadId: `${r.mailbox_id}:${r.thread_key}`,
      subject: r.subject,
      fromName: r.from_name,
      fromAddress: r.from_address,
      sentAt: iso(r.sent_at)!,
      brandId: Number(brand.id),
      brandName: brand.name,
      ownerName: r.owner,
    };
  },
};

/** One page of a space's matches: its cards, the match count (null when the page is empty) and the first row's rank. */
export type SpacePage<S extends SearchSpace> = {
  cards: Cards[S][];
  total: number | null;
  topRank: number | string | undefined;
};

/**
 * A page of `space`'s matches for `text`, best first. One pass over the matches gives both the page
 * and the count (the card's columns are read for the page's rows only).
 */
export async function spacePage<S extends SearchSpace>(
  db: Db,
  p: { actor: Actor; text: string; space: S; pageNo: number; count: number },
): Promise<SpacePage<S>> {
  const s = spaces(p.actor, p.text)[p.space];
  const { rows } = await executePrepared<HitRows[S]>(
    db,
    `search_${p.space}_${byWords(p.text) ? 'typo' : 'contains'}`,
    sql`select ${s.columns}, x.total, x.r
      from (
        select ${s.id} as id, ${s.rank} as r, count(*) over ()::int as total
        from ${s.table}
        where ${s.where}
        order by r desc, ${s.tiebreak}
        limit ${p.count} offset ${offsetOf(p.pageNo, p.count)}
      ) x
        join ${s.table} on ${s.id} = x.id
      order by x.r desc, ${s.tiebreak}`,
  );
  return {
    cards: rows.map(toCard[p.space]),
    total: rows.length ? Number(rows[0].total) : null,
    topRank: rows[0]?.r,
  };
}

/** How many rows of each of `spaces` match `text` (one statement). */
export async function spaceCounts(
  db: Db,
  p: { actor: Actor; text: string; spaces: SearchSpace[] },
): Promise<Partial<Record<SearchSpace, number>>> {
  const s = spaces(p.actor, p.text);
  const counts = p.spaces.map(
    (space) =>
      sql`(select count(*)::int from ${s[space].table} where ${s[space].where}) as ${sql.identifier(space)}`,
  );
  const { rows } = await db.execute<Record<string, number>>(
    sql`select ${sql.join(counts, sql`, `)}`,
  );
  return Object.fromEntries(p.spaces.map((space) => [space, Number(rows[0][space])]));
}

/** The suggestions' one statement: each type's best SEARCH_SUGGESTIONS (companies too), ranked together. */
export async function suggestions(
  db: Db,
  p: { actor: Actor; text: string },
): Promise<SearchSuggestion[]> {
  const s = spaces(p.actor, p.text);
  const company = matching(sql`lower(c.name)`, p.text);
  const nameOf = {
    BRAND: sql`b.name`,
    USER: sql`u.first_name || ' ' || u.last_name`,
    EVENT: sql`e.name`,
  };
  const part = (space: keyof typeof nameOf, id: SQL) =>
    sql`(select ${id} as id, ${nameOf[space]} as name, ${space}::text as type, ${s[space].rank} as score
      from ${s[space].table}
      where ${s[space].where}
      order by score desc, ${s[space].tiebreak}
      limit ${SEARCH_SUGGESTIONS})`;
  const { rows } = await executePrepared<{
    id: number;
    name: string;
    type: SearchSuggestion['type'];
  }>(
    db,
    `search_suggestions_${byWords(p.text) ? 'typo' : 'contains'}`,
    sql`select id, name, type from (
      ${part('BRAND', sql`b.id`)}
      union all ${part('USER', sql`u.id`)}
      union all ${part('EVENT', sql`e.id`)}
      union all (
        select c.id, c.name, 'COMPANY', ${company.rank}
        from companies c
        where ${company.where}
        order by ${company.rank} desc, lower(c.name)
        limit ${SEARCH_SUGGESTIONS})
    ) x
    order by score desc, case type when 'BRAND' then 0 when 'USER' then 1 when 'EVENT' then 2 else 3 end,
      lower(name)
    limit ${SEARCH_SUGGESTIONS}`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, type: r.type }));
}
