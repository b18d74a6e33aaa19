/** Cached news lists: one page (the admin table) or appended pages (the feed, a brand's News tab). */
import type { InfiniteData } from '@tanstack/react-query';
import type { NewsItem, NewsListResult } from '@crm/contracts';

/** A cached news list: one page, or an infinite query's pages. */
export type CachedNews = NewsListResult | InfiniteData<NewsListResult>;

/** The appreciation fields an optimistic update changes. */
type Appreciation = Pick<NewsItem, 'appreciations' | 'appreciatedByMe'>;

const patchPage = (
  page: NewsListResult,
  newsId: number,
  fn: (n: Appreciation) => Appreciation,
) => ({
  ...page,
  news: page.news.map((n) => (n.newsId === newsId ? { ...n, ...fn(n) } : n)),
});

/** The cached list with `fn` applied to item `newsId` wherever it shows (either shape); undefined stays undefined. */
export function patchNewsItem<T extends CachedNews | undefined>(
  old: T,
  newsId: number,
  fn: (n: Appreciation) => Appreciation,
): T {
  if (!old) return old;
  if ('pages' in old) return { ...old, pages: old.pages.map((p) => patchPage(p, newsId, fn)) } as T;
  return patchPage(old, newsId, fn) as T;
}
