import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  newsRoutes,
  type NewsCreateRequest,
  type NewsListResult,
  type NewsUpdateRequest,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { callRoute, useApi } from '../../lib/useApi';

/** GET /api/news (everyone) or /api/admin/news (admins, optionally one status): a page of news, newest first. */
export function useNews(pageNo: number, admin = false, status?: 'ACTIVE' | 'HIDDEN') {
  return useApi(
    admin ? newsRoutes.adminList : newsRoutes.list,
    { pageNo, ...(status ? { status } : {}) },
    { placeholderData: keepPreviousData },
  );
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
    qc.setQueriesData<NewsListResult>(
      { queryKey: ['news'] },
      (old) =>
        old && {
          ...old,
          news: old.news.map((n) => (n.newsId === newsId ? { ...n, ...fn(n) } : n)),
        },
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
    onSettled: () => qc.invalidateQueries({ queryKey: ['news-appreciators'] }),
  });
}

const refreshNews = (qc: ReturnType<typeof useQueryClient>) => {
  void qc.invalidateQueries({ queryKey: ['news'] });
  void qc.invalidateQueries({ queryKey: ['dashboard'] });
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
