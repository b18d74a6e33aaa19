import { z } from 'zod';
import { Id, MessageResult, PageInfo, pageFields, UserSummary } from './common.js';
import { defineRoute } from './routes.js';

/** News badges with their labels and colours. DEAL_WON and BIG_BRAND are written by the database itself. */
export const NEWS_BADGES = {
  DEAL_WON: { label: 'Deal won', color: 'green' },
  BIG_BRAND: { label: 'Big brand', color: 'grape' },
  ANNOUNCEMENT: { label: 'Announcement', color: 'blue' },
  ACHIEVEMENT: { label: 'Achievement', color: 'yellow' },
  EVENT_UPDATE: { label: 'Event update', color: 'cyan' },
} as const;
export type NewsBadge = keyof typeof NEWS_BADGES;
const NEWS_BADGE_CODES = Object.keys(NEWS_BADGES) as [NewsBadge, ...NewsBadge[]];
/** The badges an admin may give a news item (the automatic ones are the pipeline's). */
export const ADMIN_NEWS_BADGES = ['ANNOUNCEMENT', 'ACHIEVEMENT', 'EVENT_UPDATE'] as const;
const NEWS_STATUSES = ['ACTIVE', 'HIDDEN'] as const;
/** News feed page size (ours). */
const NEWS_PAGE_SIZE = 20;

/** News texts (ours). */
export const NEWS_MESSAGES = {
  added: 'News added',
  updated: 'News updated',
  hidden: 'News hidden',
  shown: 'News shown again',
  notFound: 'This news item does not exist or was removed.',
  generatedReadOnly:
    'News written by the pipeline (a won deal, a big brand) cannot be edited; hide it instead.',
  dashboardEmpty: 'No news yet',
} as const;

/**
 * The body of a won deal's news item (source WON) as a reader of deal values reads it (spec 001 §7; the
 * PIPELINE read area, mayReadDealValues): the stored sentence, written without the value ('Asha Rao won
 * Title Sponsor with Acme.'), with the closed value (crore) before its full stop ('… with Acme for ₹12.5 Cr.').
 * A reader without deal access reads the stored sentence.
 */
export const wonNewsBody = (body: string, closedValue: number) =>
  `${body.replace(/\.$/, '')} for ₹${closedValue} Cr.`;

/**
 * A news item: title, body (a won deal's with its closed value only for a reader of deal values), badge, what it is about (brand, event, user), how many
 * appreciated it and whether the caller did; createdAt ISO UTC.
 */
export const NewsItem = z.object({
  newsId: z.number(),
  title: z.string(),
  body: z.string(),
  badge: z.enum(NEWS_BADGE_CODES),
  source: z.enum(['ADMIN', 'WON', 'BIG_BRAND']),
  status: z.enum(NEWS_STATUSES),
  brand: z.object({ brandId: z.number(), brandName: z.string() }).nullable(),
  event: z.object({ eventId: z.number(), eventName: z.string() }).nullable(),
  user: UserSummary.nullable(),
  appreciations: z.number(),
  appreciatedByMe: z.boolean(),
  createdAt: z.string(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/**
 * GET /api/news?pageNo&count[&brandId] (everyone: ACTIVE news, newest first; with brandId only the news
 * about that brand, spec 001 §7 'GET news … {brandId, pageNo}') and GET /api/admin/news (admins: all, or
 * one status).
 */
const NewsListQuery = z.object({
  ...pageFields(NEWS_PAGE_SIZE),
  status: z.enum(NEWS_STATUSES).optional(),
  brandId: Id.optional(),
});
export const NewsListResult = PageInfo.extend({ news: z.array(NewsItem) });
export type NewsListResult = z.infer<typeof NewsListResult>;

/** POST /api/news/appreciation {action ADD or REMOVE, newsId} (spec 001 §7): idempotent; answers the item's new count. */
const NewsAppreciationRequest = z.object({ action: z.enum(['ADD', 'REMOVE']), newsId: Id });
export const NewsAppreciationResult = z.object({
  newsId: z.number(),
  appreciations: z.number(),
  appreciatedByMe: z.boolean(),
});
export type NewsAppreciationResult = z.infer<typeof NewsAppreciationResult>;

/** GET /api/news/appreciators?newsId&pageNo: who appreciated a news item, latest first. */
export const NewsAppreciatorsQuery = z.object({ newsId: Id, ...pageFields(50) });
export const NewsAppreciatorsResult = PageInfo.extend({ users: z.array(UserSummary) });
export type NewsAppreciatorsResult = z.infer<typeof NewsAppreciatorsResult>;

/** An admin's news fields: title 1–200 characters, body ≤ 2,000, a badge, optionally the brand and event it is about. */
const NewsFields = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2000).default(''),
  badge: z.enum(ADMIN_NEWS_BADGES),
  brandId: Id.nullable().default(null),
  eventId: Id.nullable().default(null),
});
/** POST /api/admin/news (create) and PUT /api/admin/news (edit by newsId). */
export const NewsCreateRequest = NewsFields;
export type NewsCreateRequest = z.input<typeof NewsCreateRequest>;
export const NewsUpdateRequest = NewsFields.extend({ newsId: Id });
export type NewsUpdateRequest = z.input<typeof NewsUpdateRequest>;
/** PATCH /api/admin/news/status {newsIds, status}: hide news from the feed or show it again (undo). */
const NewsStatusRequest = z.object({
  newsIds: z.array(Id).min(1).max(100),
  status: z.enum(NEWS_STATUSES),
});
const NewsSaveResult = z.object({ news: NewsItem, message: z.string() });
/** GET /api/admin/news/badges: the badges an admin may pick, with labels and colours. */
const NewsBadgesResult = z.object({
  badges: z.array(
    z.object({ code: z.enum(NEWS_BADGE_CODES), label: z.string(), color: z.string() }),
  ),
});

/** The news feed's endpoints (spec 001 §7 news appreciation, /admin/news): the feed, appreciation, appreciators and the admin's news. */
export const newsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/news',
    query: NewsListQuery,
    response: NewsListResult,
    summary: 'One page of the news feed (active news, newest first)',
    tags: ['news'],
    cacheKey: ['news', 'feed'],
  }),
  appreciate: defineRoute({
    method: 'POST',
    path: '/news/appreciation',
    body: NewsAppreciationRequest,
    response: NewsAppreciationResult,
    summary: 'Adds or removes the caller’s appreciation of a news item',
    tags: ['news'],
  }),
  appreciators: defineRoute({
    method: 'GET',
    path: '/news/appreciators',
    query: NewsAppreciatorsQuery,
    response: NewsAppreciatorsResult,
    summary: 'Who appreciated a news item, latest first',
    tags: ['news'],
    cacheKey: ({ newsId }: z.input<typeof NewsAppreciatorsQuery>) => ['newsAppreciators', newsId],
  }),
  /** GET /admin/news/appreciators (spec 001 §7 Admin reference data): the same page as `appreciators`. */
  adminAppreciators: defineRoute({
    method: 'GET',
    path: '/admin/news/appreciators',
    query: NewsAppreciatorsQuery,
    response: NewsAppreciatorsResult,
    summary: 'Who appreciated a news item, latest first',
    tags: ['news'],
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/news',
    query: NewsListQuery,
    response: NewsListResult,
    summary: 'One page of every news item, or of one status (admins)',
    tags: ['news'],
    cacheKey: ['news', 'admin'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/news',
    body: NewsCreateRequest,
    response: NewsSaveResult,
    summary: 'Adds a news item (admins)',
    tags: ['news'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/admin/news',
    body: NewsUpdateRequest,
    response: NewsSaveResult,
    summary: 'Edits a news item (admins)',
    tags: ['news'],
  }),
  setStatus: defineRoute({
    method: 'PATCH',
    path: '/admin/news/status',
    body: NewsStatusRequest,
    response: MessageResult,
    summary: 'Hides news from the feed or shows it again (admins)',
    tags: ['news'],
  }),
  badges: defineRoute({
    method: 'GET',
    path: '/admin/news/badges',
    response: NewsBadgesResult,
    summary: 'The badges an admin may give a news item',
    tags: ['news'],
  }),
};
