import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, searchRoutes, type SearchSpace } from '@crm/contracts';
import { callRoute, routeKey, useApi } from '../../lib/useApi';

/** GET /api/user/global-search/suggestions: while typing (the caller debounces 500 ms). */
export function useSearchSuggestions(text: string) {
  return useApi(
    searchRoutes.suggestions,
    { searchFor: text },
    { enabled: text.length > 0, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}

/** GET /api/user/global-search: the first page of every type (counts, tabs). */
export function useSearchOverview(text: string) {
  return useApi(
    searchRoutes.search,
    { searchFor: text, count: SEARCH_PAGE_SIZE },
    { enabled: text.length > 0, staleTime: 30_000 },
  );
}

/** GET /api/user/global-search?searchSpace: one type's results, 15 a page, more on request. */
export function useSearchSpace(text: string, space: SearchSpace, enabled: boolean) {
  const input = { searchFor: text, searchSpace: space, count: SEARCH_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: routeKey(searchRoutes.search, input),
    queryFn: ({ pageParam }) => callRoute(searchRoutes.search, { ...input, pageNo: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled: enabled && text.length > 0,
    staleTime: 30_000,
  });
}
