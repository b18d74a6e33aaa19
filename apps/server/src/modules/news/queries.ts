import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { wonNewsBody, type NewsItem, type UserSummary } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { dealValue, type Actor } from '../../auth/actor.js';
import { brands, events, news, newsAppreciations, users } from '../../db/schema/index.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { jsonValue, oneOf, userSummaryJson } from '../../lib/sql.js';

type NewsStatus = NewsItem['status'];

/** The subject fields of a news item an admin writes (brand and event ids, or null). */
export type NewsFields = {
  title: string;
  body: string;
  badge: string;
  brandId: number | null;
  eventId: number | null;
};

/**
 * News items matching `where` as `reader` reads them, newest first (ties by id), with the brand, event and user
 * they are about and whether the reader appreciated each; a won deal's body carries its closed value only
 * for a reader of deal values. `limit`/`offset` page them.
 */
async function selectNews(
  db: Tx,
  reader: Actor,
  where: SQL | undefined,
  page: { limit?: number; offset?: number } = {},
): Promise<NewsItem[]> {
  let query = db
    .select({
      id: news.id,
      title: news.title,
      body: news.body,
      closedValue: news.closedValue,
      badge: news.badge,
      source: news.source,
      status: news.status,
      brandId: news.brandId,
      brandName: brands.name,
      eventId: news.eventId,
      eventName: events.name,
      user: sql<unknown>`case when ${users.id} is null then null else ${userSummaryJson(sql`${users}`)} end`,
      appreciations: news.appreciations,
      mine: sql<boolean>`exists (select 1 from ${newsAppreciations} a where a.news_id = ${news.id} and a.user_id = ${reader.userId})`,
      createdAt: news.createdAt,
    })
    .from(news)
    .leftJoin(brands, eq(brands.id, news.brandId))
    .leftJoin(events, eq(events.id, news.eventId))
    .leftJoin(users, eq(users.id, news.userId))
    .where(where)
    .orderBy(desc(news.createdAt), desc(news.id))
    .$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  const rows = await query;
  return rows.map((r) => {
    const value = dealValue(reader, r.closedValue);
    return {
      newsId: r.id,
      title: r.title,
      body: value === null ? r.body : wonNewsBody(r.body, value),
      badge: r.badge as NewsItem['badge'],
      source: r.source as NewsItem['source'],
      status: r.status as NewsStatus,
      brand: r.brandId === null ? null : { brandId: r.brandId, brandName: r.brandName ?? '' },
      event: r.eventId === null ? null : { eventId: r.eventId, eventName: r.eventName ?? '' },
      user: r.user ? jsonValue<UserSummary>(r.user) : null,
      appreciations: r.appreciations,
      appreciatedByMe: !!r.mine,
      createdAt: iso(r.createdAt)!,
    };
  });
}

/** Which news a list reads: one status (every status when undefined), about one brand (any when undefined). */
export type NewsScope = { status?: NewsStatus; brandId?: number };

function scopeWhere(q: NewsScope): SQL | undefined {
  return and(
    q.status ? eq(news.status, q.status) : undefined,
    q.brandId === undefined ? undefined : eq(news.brandId, q.brandId),
  );
}

/** Page `pageNo` (1-based, `count` a page) of the news in scope `q`, as `reader` reads it. */
export function newsPage(
  db: Db,
  reader: Actor,
  q: NewsScope & { pageNo: number; count: number },
): Promise<NewsItem[]> {
  return selectNews(db, reader, scopeWhere(q), {
    limit: q.count,
    offset: offsetOf(q.pageNo, q.count),
  });
}

/** How many news items are in scope `q`. */
export async function countNews(db: Db, q: NewsScope): Promise<number> {
  const where = scopeWhere(q);
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(news)
    .where(where);
  return rows[0]?.n ?? 0;
}

/** The latest `n` ACTIVE news items, as `reader` reads them. */
export function latestActiveNews(db: Db, reader: Actor, n: number): Promise<NewsItem[]> {
  return selectNews(db, reader, eq(news.status, 'ACTIVE'), { limit: n });
}

/** News item `newsId` (any status) as `reader` reads it, or undefined. */
export async function newsById(
  db: Tx,
  reader: Actor,
  newsId: number,
): Promise<NewsItem | undefined> {
  return (await selectNews(db, reader, eq(news.id, newsId)))[0];
}

/** Locks news item `newsId` for an appreciation when it is ACTIVE; false when unknown or hidden. */
export async function lockActiveNews(tx: Tx, newsId: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(news)
    .where(and(eq(news.id, newsId), eq(news.status, 'ACTIVE')))
    .for('update');
  return rows.length > 0;
}

/**
 * Adds (ADD) or removes (REMOVE) `userId`'s appreciation of news item `newsId` and moves its count by the
 * rows changed, in one statement so that concurrent requests count once. Returns the new count.
 */
export async function changeAppreciation(
  tx: Tx,
  change: { action: 'ADD' | 'REMOVE'; newsId: number; userId: number },
): Promise<number> {
  const { action, newsId, userId } = change;
  const query =
    action === 'ADD'
      ? sql`with c as (
            insert into news_appreciations (news_id, user_id) values (${newsId}, ${userId})
            on conflict do nothing returning 1)
          update news set appreciations = appreciations + (select count(*) from c)
          where id = ${newsId} returning appreciations`
      : sql`with c as (
            delete from news_appreciations where news_id = ${newsId} and user_id = ${userId}
            returning 1)
          update news set appreciations = appreciations - (select count(*) from c)
          where id = ${newsId} returning appreciations`;
  const { rows } = await tx.execute<{ appreciations: number }>(query);
  return rows[0]!.appreciations;
}

/** Page `pageNo` of who appreciated news item `newsId`, latest first (ties by user id), and how many did. */
export async function appreciatorsPage(
  db: Db,
  q: { newsId: number; pageNo: number; count: number },
): Promise<{ users: UserSummary[]; total: number }> {
  const rows = await db
    .select({
      user: sql<unknown>`${userSummaryJson(sql`${users}`)}`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(newsAppreciations)
    .innerJoin(users, eq(users.id, newsAppreciations.userId))
    .where(eq(newsAppreciations.newsId, q.newsId))
    .orderBy(desc(newsAppreciations.createdAt), users.id)
    .limit(q.count)
    .offset(offsetOf(q.pageNo, q.count));
  return {
    users: rows.map((r) => jsonValue<UserSummary>(r.user)),
    total: rows[0]?.total ?? 0,
  };
}

/** Whether brand `brandId` exists. */
export async function brandExists(tx: Tx, brandId: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(brands)
    .where(eq(brands.id, brandId));
  return rows.length > 0;
}

/** Inserts an admin-written (source ADMIN) news item by `userId`; returns its id. */
export async function insertAdminNews(tx: Tx, f: NewsFields, userId: number): Promise<number> {
  const { title, body, badge, brandId, eventId } = f;
  const rows = await tx
    .insert(news)
    .values({ title, body, badge, source: 'ADMIN', brandId, eventId, userId })
    .returning({ id: news.id });
  return rows[0]!.id;
}

/** Locks news item `newsId` for an edit; its source (ADMIN, WON, BIG_BRAND), or undefined when unknown. */
export async function lockNewsSource(tx: Tx, newsId: number): Promise<string | undefined> {
  const rows = await tx
    .select({ source: news.source })
    .from(news)
    .where(eq(news.id, newsId))
    .for('update');
  return rows[0]?.source;
}

/** Sets news item `newsId`'s title, body, badge and subjects, stamping updated_at. */
export async function updateNewsFields(tx: Tx, newsId: number, f: NewsFields): Promise<void> {
  const { title, body, badge, brandId, eventId } = f;
  await tx
    .update(news)
    .set({ title, body, badge, brandId, eventId, updatedAt: sql`now()` })
    .where(eq(news.id, newsId));
}

/** Sets the status of the news items `ids` (distinct), stamping updated_at; returns how many exist. */
export async function setStatusOf(tx: Tx, ids: number[], status: NewsStatus): Promise<number> {
  const rows = await tx
    .update(news)
    .set({ status, updatedAt: sql`now()` })
    .where(sql`${news.id} ${oneOf(ids)}`)
    .returning({ id: news.id });
  return rows.length;
}
