import {
  NEWS_MESSAGES,
  type NewsAppreciationResult,
  type NewsAppreciatorsResult,
  type NewsItem,
  type NewsListResult,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { eventExists } from '../../db/eventExists.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { assertAdmin } from '../../auth/actor.js';
import { assertBrandExists } from '../brands/index.js';
import {
  appreciatorsPage,
  brandExists,
  changeAppreciation,
  countNews,
  insertAdminNews,
  latestActiveNews,
  lockActiveNews,
  lockNewsSource,
  newsById,
  newsPage,
  setStatusOf,
  updateNewsFields,
  type NewsFields,
} from './queries.js';
import { recordAudit } from '../audit/index.js';

/** The database and the caller of a news request. */
type NewsContext = { db: Db; actor: Actor };

const newsNotFound = () => notFound(NEWS_MESSAGES.notFound, 'NEWS_NOT_FOUND');

/**
 * GET /api/news (everyone: ACTIVE news) and GET /api/admin/news (admins: every status, or one): newest
 * first, `count` a page; with `brandId` only the news about that brand (404 for an unknown brand).
 */
export async function listNews({
  db,
  actor,
  q,
  admin = false,
}: NewsContext & {
  q: { pageNo: number; count: number; status?: 'ACTIVE' | 'HIDDEN'; brandId?: number };
  admin?: boolean;
}): Promise<NewsListResult> {
  if (admin) assertAdmin(actor);
  if (q.brandId !== undefined) await assertBrandExists(db, q.brandId);
  const scope = { status: admin ? q.status : ('ACTIVE' as const), brandId: q.brandId };
  // the page and the count apart: a window count would read every row's joins (the pipeline writes a news item per won deal)
  const [news, total] = await Promise.all([
    newsPage(db, actor, { ...q, ...scope }),
    countNews(db, scope),
  ]);
  return { news, ...pageInfo(q.pageNo, q.count, total) };
}

/** The latest `n` ACTIVE news items as `actor` reads them (the home dashboard's news; won values as in GET /api/news). */
export function latestNews(db: Db, actor: Actor, n: number): Promise<NewsItem[]> {
  return latestActiveNews(db, actor, n);
}

/** One news item by id (any status), or 404. */
async function newsItem(db: Tx, actor: Actor, newsId: number): Promise<NewsItem> {
  const item = await newsById(db, actor, newsId);
  if (!item) throw newsNotFound();
  return item;
}

/**
 * POST /api/news/appreciation {action, newsId}: ADD or REMOVE the caller's appreciation of an ACTIVE
 * news item (404 otherwise). Idempotent: a second ADD or a REMOVE of nothing changes nothing; the count
 * moves with the row in one statement, so concurrent requests count once.
 */
export async function appreciate({
  db,
  actor,
  req,
}: NewsContext & {
  req: { action: 'ADD' | 'REMOVE'; newsId: number };
}): Promise<NewsAppreciationResult> {
  return db.transaction(async (tx) => {
    if (!(await lockActiveNews(tx, req.newsId))) throw newsNotFound();
    const appreciations = await changeAppreciation(tx, { ...req, userId: actor.userId });
    return { newsId: req.newsId, appreciations, appreciatedByMe: req.action === 'ADD' };
  });
}

/**
 * GET /api/news/appreciators?newsId: who appreciated a news item, latest first. 404 when unknown — and,
 * for anyone but an admin, when hidden (a hidden item is not there for them, not forbidden).
 */
export async function appreciators({
  db,
  actor,
  q,
}: NewsContext & {
  q: { newsId: number; pageNo: number; count: number };
}): Promise<NewsAppreciatorsResult> {
  const item = await newsItem(db, actor, q.newsId);
  if (item.status !== 'ACTIVE' && !actor.isAdmin) throw newsNotFound();
  const { users, total } = await appreciatorsPage(db, q);
  return { users, ...pageInfo(q.pageNo, q.count, total) };
}

/** 400 when the brand or event a news item is about does not exist. */
async function checkSubjects(tx: Tx, f: NewsFields): Promise<void> {
  if (f.brandId !== null && !(await brandExists(tx, f.brandId)))
    throw badRequest('This brand does not exist.', 'UNKNOWN_BRAND');
  if (f.eventId !== null && !(await eventExists(tx, f.eventId)))
    throw badRequest('This event does not exist.', 'UNKNOWN_EVENT');
}

/** POST /api/admin/news: an admin's news item (source ADMIN, by them), ACTIVE at once. */
export async function createNews({
  db,
  actor,
  fields,
}: NewsContext & { fields: NewsFields }): Promise<{ news: NewsItem; message: string }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await checkSubjects(tx, fields);
    const newsId = await insertAdminNews(tx, fields, actor.userId);
    await recordAudit(tx, actor.userId, {
      action: 'news.create',
      entity: 'news',
      entityId: newsId,
      after: fields,
    });
    return { news: await newsItem(tx, actor, newsId), message: NEWS_MESSAGES.added };
  });
}

/**
 * PUT /api/admin/news: edits an admin-written news item's title, body, badge and subjects; 404 when unknown,
 * 409 for news the pipeline wrote (a won deal, a big brand's owner: they state what happened).
 */
export async function updateNews({
  db,
  actor,
  fields,
}: NewsContext & { fields: NewsFields & { newsId: number } }): Promise<{
  news: NewsItem;
  message: string;
}> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await checkSubjects(tx, fields);
    const source = await lockNewsSource(tx, fields.newsId);
    if (source === undefined) throw newsNotFound();
    if (source !== 'ADMIN') throw conflict(NEWS_MESSAGES.generatedReadOnly, 'NEWS_GENERATED');
    const was = await newsItem(tx, actor, fields.newsId);
    await updateNewsFields(tx, fields.newsId, fields);
    const { newsId, ...after } = fields;
    await recordAudit(tx, actor.userId, {
      action: 'news.update',
      entity: 'news',
      entityId: newsId,
      before: {
        title: was.title,
        body: was.body,
        badge: was.badge,
        brandId: was.brand?.brandId ?? null,
        eventId: was.event?.eventId ?? null,
      },
      after,
    });
    return { news: await newsItem(tx, actor, fields.newsId), message: NEWS_MESSAGES.updated };
  });
}

/** PATCH /api/admin/news/status {newsIds, status}: hides news from the feed or shows it again; 404 when any id is unknown. */
export async function setNewsStatus({
  db,
  actor,
  req,
}: NewsContext & {
  req: { newsIds: number[]; status: 'ACTIVE' | 'HIDDEN' };
}): Promise<{ message: string }> {
  assertAdmin(actor);
  const ids = [...new Set(req.newsIds)];
  return db.transaction(async (tx) => {
    if ((await setStatusOf(tx, ids, req.status)) !== ids.length) throw newsNotFound();
    for (const id of ids)
      await recordAudit(tx, actor.userId, {
        action: 'news.status',
        entity: 'news',
        entityId: id,
        after: { status: req.status },
      });
    return { message: req.status === 'HIDDEN' ? NEWS_MESSAGES.hidden : NEWS_MESSAGES.shown };
  });
}
