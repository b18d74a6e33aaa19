import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  cacheFamilies,
  newsRoutes,
  type NewsCreateRequest,
  type NewsUpdateRequest,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { nextPageNo } from '../../lib/dropdownPaging';
import { callRoute, routeKey, useApi } from '../../lib/useApi';
import { patchNewsItem, type CachedNews } from './newsCache';

/** GET /api/admin/news (admins, optionally one status): one page of the news table, newest first. */
export function useAdminNews(pageNo: number, status?: 'ACTIVE' | 'HIDDEN') {
  return useApi(
    newsRoutes.adminList,
    { pageNo, ...(status ? { status } : {}) },
    { placeholderData: keepPreviousData },
  );
}

/**
 * GET /api/news?pageNo (&brandId: that brand's news only): the feed, newest first, from page 1 with
 * later pages appended on 'Load More' (spec 000 §2.12, spec 001 §4 paging).
 */
export function useNewsFeed(brandId?: number) {
  const feed = brandId ? { brandId } : {};
  return useInfiniteQuery({
    queryKey: routeKey(newsRoutes.list, feed),
    queryFn: ({ pageParam }) => callRoute(newsRoutes.list, { ...feed, pageNo: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

/** GET /api/news/appreciators?newsId: who appreciated a news item (loaded when `newsId` is set). */
export function useAppreciators(newsId: number | null) {
  return useApi(newsRoutes.appreciators, newsId !== null ? { newsId } : undefined);
}

/**
 * POST /api/news/appreciation: toggles the caller's appreciation, shown at once on every cached list
 * holding the item (and put back if the server refuses).
 */
export function useAppreciate() {
  const qc = useQueryClient();
  const patch = (
    newsId: number,
    fn: (n: { appreciations: number; appreciatedByMe: boolean }) => {
      appreciations: number;
      appreciatedByMe: boolean;
    },
  ) =>
    qc.setQueriesData<CachedNews>({ queryKey: cacheFamilies.news }, (old) =>
      patchNewsItem(old, newsId, fn),
    );
  return useMutation({
    mutationFn: (v: { newsId: number; action: 'ADD' | 'REMOVE' }) =>
      callRoute(newsRoutes.appreciate, v),
    onMutate: (v) =>
      patch(v.newsId, (n) => ({
        appreciatedByMe: v.action === 'ADD',
        appreciations: n.appreciations + (v.action === 'ADD' ? 1 : -1),
      })),
    onSuccess: (r) =>
      patch(r.newsId, () => ({
        appreciations: r.appreciations,
        appreciatedByMe: r.appreciatedByMe,
      })),
    onError: (e, v) => {
      patch(v.newsId, (n) => ({
        appreciatedByMe: v.action !== 'ADD',
        appreciations: n.appreciations + (v.action === 'ADD' ? -1 : 1),
      }));
      toastError(e);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: routeKey(newsRoutes.appreciators) }),
  });
}

const refreshNews = (qc: ReturnType<typeof useQueryClient>) => {
  void qc.invalidateQueries({ queryKey: cacheFamilies.news });
  void qc.invalidateQueries({ queryKey: cacheFamilies.dashboard });
};

/** POST (new) or PUT (edit) /api/admin/news; toasts 'News added' / 'News updated'. */
export function useSaveNews() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { create: NewsCreateRequest } | { update: NewsUpdateRequest }) =>
      'create' in body
        ? callRoute(newsRoutes.create, body.create)
        : callRoute(newsRoutes.update, body.update),
    onSuccess: (r) => {
      toastSuccess(r.message);
      refreshNews(qc);
    },
    onError: toastError,
  });
}

/** PATCH /api/admin/news/status: hides news from the feed or shows it again. */
export function useSetNewsStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { newsIds: number[]; status: 'ACTIVE' | 'HIDDEN' }) =>
      callRoute(newsRoutes.setStatus, body),
    onSuccess: () => refreshNews(qc),
    onError: toastError,
  });
}
