import { z } from 'zod';
import { Id, PageInfo, pageFields, UserSummary } from './common.js';

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
 * A news item: title, body, badge, what it is about (brand, event, user), how many
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

/** GET /api/news?pageNo&count (everyone: ACTIVE news, newest first) and GET /api/admin/news (admins: all, or one status). */
export const NewsListQuery = z.object({
  ...pageFields(NEWS_PAGE_SIZE),
  status: z.enum(NEWS_STATUSES).optional(),
});
export const NewsListResult = PageInfo.extend({ news: z.array(NewsItem) });
export type NewsListResult = z.infer<typeof NewsListResult>;

/** POST /api/news/appreciation {action ADD or REMOVE, newsId} (spec 001 §7): idempotent; answers the item's new count. */
export const NewsAppreciationRequest = z.object({ action: z.enum(['ADD', 'REMOVE']), newsId: Id });
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
export const NewsStatusRequest = z.object({
  newsIds: z.array(Id).min(1).max(100),
  status: z.enum(NEWS_STATUSES),
});
export const NewsSaveResult = z.object({ news: NewsItem, message: z.string() });
export type NewsSaveResult = z.infer<typeof NewsSaveResult>;
/** GET /api/admin/news/badges: the badges an admin may pick, with labels and colours. */
export const NewsBadgesResult = z.object({
  badges: z.array(
    z.object({ code: z.enum(NEWS_BADGE_CODES), label: z.string(), color: z.string() }),
  ),
});
