import { sql, type SQL } from 'drizzle-orm';
import {
  NEWS_MESSAGES,
  type NewsAppreciationResult,
  type NewsAppreciatorsResult,
  type NewsItem,
  type NewsListResult,
  type UserSummary,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { iso, offsetOf, pageInfo } from '../../lib/paging.js';
import { idArray, jsonValue, userSummaryJson } from '../../lib/sql.js';
import { assertAdmin } from '../../auth/actor.js';

type NewsRow = {
  id: number;
  title: string;
  body: string;
  badge: NewsItem['badge'];
  source: NewsItem['source'];
  status: NewsItem['status'];
  brand_id: number | null;
  brand_name: string | null;
  event_id: number | null;
  event_name: string | null;
  u: unknown;
  appreciations: number;
  mine: boolean;
  created_at: unknown;
};

/** News rows (alias n) matching `where`, newest first, with what they are about and the caller's appreciation. */
const newsSelect = (
  me: number,
  where: SQL,
) => sql`select n.id, n.title, n.body, n.badge, n.source, n.status, n.brand_id, b.name as brand_name, n.event_id, e.name as event_name,
    case when u.id is null then null else ${userSummaryJson()} end as u, n.appreciations, exists (select 1 from news_appreciations a where a.news_id = n.id and a.user_id = ${me}) as mine,
    n.created_at
  from news n left join brands b on b.id = n.brand_id left join events e on e.id = n.event_id left join users u on u.id = n.user_id
  where ${where}`;

const toItem = (r: NewsRow): NewsItem => ({
  newsId: Number(r.id),
  title: r.title,
  body: r.body,
  badge: r.badge,
  source: r.source,
  status: r.status,
  brand:
    r.brand_id === null ? null : { brandId: Number(r.brand_id), brandName: r.brand_name ?? '' },
  event:
    r.event_id === null ? null : { eventId: Number(r.event_id), eventName: r.event_name ?? '' },
  user: r.u ? jsonValue<UserSummary>(r.u) : null,
  appreciations: r.appreciations,
  appreciatedByMe: !!r.mine,
  createdAt: iso(r.created_at)!,
});

/**
 * GET /api/news (everyone: ACTIVE news) and GET /api/admin/news (admins: every status, or one): newest
 * first, `count` a page.
 */
export async function listNews(
  db: Db,
  actor: Actor,
  q: { pageNo: number; count: number; status?: 'ACTIVE' | 'HIDDEN' },
  admin = false,
): Promise<NewsListResult> {
  if (admin) assertAdmin(actor);
  const status = admin ? q.status : 'ACTIVE';
  const where = status ? sql`n.status = ${status}` : sql`true`;
  // the page and the count apart: a window count would read every row's joins (the pipeline writes a news item per won deal)
  const [{ rows }, count] = await Promise.all([
    db.execute<NewsRow>(
      sql`${newsSelect(actor.userId, where)} order by n.created_at desc, n.id desc limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from news n where ${where}`),
  ]);
  return { news: rows.map(toItem), ...pageInfo(q.pageNo, q.count, count.rows[0]?.n ?? 0) };
}

/** The latest `n` ACTIVE news items (the home dashboard's news). */
export async function latestNews(db: Db, actor: Actor, n: number): Promise<NewsItem[]> {
  const { rows } = await db.execute<NewsRow>(
    sql`${newsSelect(actor.userId, sql`n.status = 'ACTIVE'`)} order by n.created_at desc, n.id desc limit ${n}`,
  );
  return rows.map(toItem);
}

/** One news item by id (any status), or 404. */
async function newsItem(db: Tx, actor: Actor, newsId: number): Promise<NewsItem> {
  const { rows } = await db.execute<NewsRow>(newsSelect(actor.userId, sql`n.id = ${newsId}`));
  if (!rows[0]) throw notFound(NEWS_MESSAGES.notFound, 'NEWS_NOT_FOUND');
  return toItem(rows[0]);
}

/**
 * POST /api/news/appreciation {action, newsId}: ADD or REMOVE the caller's appreciation of an ACTIVE
 * news item (404 otherwise). Idempotent: a second ADD or a REMOVE of nothing changes nothing; the count
 * moves with the row in one statement, so concurrent requests count once.
 */
export async function appreciate(
  db: Db,
  actor: Actor,
  req: { action: 'ADD' | 'REMOVE'; newsId: number },
): Promise<NewsAppreciationResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(
      sql`select 1 from news where id = ${req.newsId} and status = 'ACTIVE' for update`,
    );
    if (!rows.length) throw notFound(NEWS_MESSAGES.notFound, 'NEWS_NOT_FOUND');
    const change =
      req.action === 'ADD'
        ? sql`with c as (insert into news_appreciations (news_id, user_id) values (${req.newsId}, ${actor.userId}) on conflict do nothing returning 1)
          update news set appreciations = appreciations + (select count(*) from c) where id = ${req.newsId} returning appreciations`
        : sql`with c as (delete from news_appreciations where news_id = ${req.newsId} and user_id = ${actor.userId} returning 1)
          update news set appreciations = appreciations - (select count(*) from c) where id = ${req.newsId} returning appreciations`;
    const { rows: after } = await tx.execute<{ appreciations: number }>(change);
    return {
      newsId: req.newsId,
      appreciations: after[0]!.appreciations,
      appreciatedByMe: req.action === 'ADD',
    };
  });
}

/**
 * GET /api/news/appreciators?newsId: who appreciated a news item, latest first. 404 when unknown — and,
 * for anyone but an admin, when hidden (a hidden item is not there for them, not forbidden).
 */
export async function appreciators(
  db: Db,
  actor: Actor,
  q: { newsId: number; pageNo: number; count: number },
): Promise<NewsAppreciatorsResult> {
  const item = await newsItem(db, actor, q.newsId);
  if (item.status !== 'ACTIVE' && !actor.isAdmin)
    throw notFound(NEWS_MESSAGES.notFound, 'NEWS_NOT_FOUND');
  const { rows } = await db.execute<{
    u: unknown;
    total: number;
  }>(sql`select ${userSummaryJson()} as u, count(*) over ()::int as total
    from news_appreciations a join users u on u.id = a.user_id where a.news_id = ${q.newsId} order by a.created_at desc, u.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    users: rows.map((r) => jsonValue<UserSummary>(r.u)),
    ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0),
  };
}

type Fields = {
  title: string;
  body: string;
  badge: string;
  brandId: number | null;
  eventId: number | null;
};

/** 400 when the brand or event a news item is about does not exist. */
async function checkSubjects(tx: Tx, f: Fields): Promise<void> {
  if (
    f.brandId !== null &&
    !(await tx.execute(sql`select 1 from brands where id = ${f.brandId}`)).rows.length
  )
    throw badRequest('This brand does not exist.', 'UNKNOWN_BRAND');
  if (
    f.eventId !== null &&
    !(await tx.execute(sql`select 1 from events where id = ${f.eventId}`)).rows.length
  )
    throw badRequest('This event does not exist.', 'UNKNOWN_EVENT');
}

/** POST /api/admin/news: an admin's news item (source ADMIN, by them), ACTIVE at once. */
export async function createNews(
  db: Db,
  actor: Actor,
  f: Fields,
): Promise<{ news: NewsItem; message: string }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await checkSubjects(tx, f);
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into news (title, body, badge, source, brand_id, event_id, user_id)
      values (${f.title}, ${f.body}, ${f.badge}, 'ADMIN', ${f.brandId}, ${f.eventId}, ${actor.userId}) returning id`);
    return { news: await newsItem(tx, actor, Number(rows[0]!.id)), message: NEWS_MESSAGES.added };
  });
}

/**
 * PUT /api/admin/news: edits an admin-written news item's title, body, badge and subjects; 404 when unknown,
 * 409 for news the pipeline wrote (a won deal, a big brand's owner: they state what happened).
 */
export async function updateNews(
  db: Db,
  actor: Actor,
  f: Fields & { newsId: number },
): Promise<{ news: NewsItem; message: string }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await checkSubjects(tx, f);
    const { rows } = await tx.execute<{ source: NewsItem['source'] }>(
      sql`select source from news where id = ${f.newsId} for update`,
    );
    if (!rows.length) throw notFound(NEWS_MESSAGES.notFound, 'NEWS_NOT_FOUND');
    if (rows[0].source !== 'ADMIN')
      throw conflict(NEWS_MESSAGES.generatedReadOnly, 'NEWS_GENERATED');
    await tx.execute(
      sql`update news set title = ${f.title}, body = ${f.body}, badge = ${f.badge}, brand_id = ${f.brandId}, event_id = ${f.eventId}, updated_at = now() where id = ${f.newsId}`,
    );
    return { news: await newsItem(tx, actor, f.newsId), message: NEWS_MESSAGES.updated };
  });
}

/** PATCH /api/admin/news/status {newsIds, status}: hides news from the feed or shows it again; 404 when any id is unknown. */
export async function setNewsStatus(
  db: Db,
  actor: Actor,
  req: { newsIds: number[]; status: 'ACTIVE' | 'HIDDEN' },
): Promise<{ message: string }> {
  assertAdmin(actor);
  const ids = [...new Set(req.newsIds)];
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(
      sql`update news set status = ${req.status}, updated_at = now() where id = any(${idArray(ids)}) returning id`,
    );
    if (rows.length !== ids.length) throw notFound(NEWS_MESSAGES.notFound, 'NEWS_NOT_FOUND');
    return { message: req.status === 'HIDDEN' ? NEWS_MESSAGES.hidden : NEWS_MESSAGES.shown };
  });
}
