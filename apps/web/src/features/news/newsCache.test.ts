import { describe, expect, it } from 'vitest';
import type { NewsItem, NewsListResult } from '@crm/contracts';
import { patchNewsItem } from './newsCache';

const item = (newsId: number, appreciations = 0) =>
  ({ newsId, appreciations, appreciatedByMe: false }) as NewsItem;
const page = (pageNo: number, news: NewsItem[]): NewsListResult => ({
  pageNo,
  totalPages: 2,
  totalNoOfEntries: 4,
  news,
});
const appreciate = (n: { appreciations: number }) => ({
  appreciations: n.appreciations + 1,
  appreciatedByMe: true,
});

describe('patchNewsItem', () => {
  it('patches the item on any appended page of the feed', () => {
    const feed = {
      pages: [page(1, [item(1), item(2)]), page(2, [item(3, 4), item(4)])],
      pageParams: [1, 2],
    };
    const out = patchNewsItem(feed, 3, appreciate);
    expect(out.pages[1].news[0]).toMatchObject({
      newsId: 3,
      appreciations: 5,
      appreciatedByMe: true,
    });
    expect(out.pages[0].news).toEqual(feed.pages[0].news);
    expect(out.pageParams).toEqual([1, 2]);
  });
  it('patches one page of the admin table', () => {
    const out = patchNewsItem(page(1, [item(1), item(2, 2)]), 2, appreciate);
    expect(out.news.map((n) => n.appreciations)).toEqual([0, 3]);
  });
  it('leaves a list not yet read alone', () => {
    expect(patchNewsItem(undefined, 1, appreciate)).toBeUndefined();
  });
});
