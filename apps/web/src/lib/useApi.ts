import { useQuery, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import {
  routeRequest,
  type JsonRouteDefinition,
  type RouteData,
  type RouteDefinition,
  type RouteInput,
} from '@crm/contracts';
import { api, apiDownload } from './api';

/** A route catalogue read the web caches: a definition with a query-cache key (JSON data or a download's bytes). */
type CachedRoute = RouteDefinition & { cacheKey: NonNullable<RouteDefinition['cacheKey']> };

/** Calls the route catalogue entry `def` with `input`: answers its data, throws ApiError on a non-2xx answer. */
export function callRoute<D extends JsonRouteDefinition>(
  def: D,
  input: RouteInput<D>,
): Promise<RouteData<D>> {
  const { method, url, body } = routeRequest(def, input);
  return api<RouteData<D>>(method, url, body);
}

/** Calls the download `def` (`response: 'file'`) with `input` and saves the file (apiDownload's toasts). */
export function downloadRoute<D extends RouteDefinition & { response: 'file' }>(
  def: D,
  input: RouteInput<D>,
): Promise<void> {
  const { method, url, body } = routeRequest(def, input);
  return apiDownload(url, body, method);
}

/**
 * The query key of `def` read with `input`: its cache family, then the input
 * (`['brands', 'info', { brandId }]`), or what its key function builds from the input
 * (`['brandProfile', brandId, 'additional']`; method and path while the input is unknown);
 * invalidating a prefix refetches it.
 */
export const apiKey = <D extends CachedRoute>(
  def: D,
  input: RouteInput<D> | undefined,
): readonly unknown[] =>
  typeof def.cacheKey !== 'function'
    ? [...def.cacheKey, input]
    : input === undefined
      ? [def.method, def.path]
      : def.cacheKey(input as never);

/**
 * The key prefix of `def`'s cached reads, to invalidate, cancel or patch them: every input of `def`, or
 * only those whose input holds `partial` (`routeKey(closedDealRoutes.list, { brandId })` matches each
 * page of one brand's list: an object in a key matches any object with those fields). A key function
 * is given `partial`, and its key is cut before the first element `partial` leaves undefined.
 */
export const routeKey = <D extends CachedRoute>(
  def: D,
  partial?: Partial<RouteInput<D>>,
): readonly unknown[] => {
  if (typeof def.cacheKey !== 'function')
    return partial === undefined ? def.cacheKey : [...def.cacheKey, partial];
  const key = def.cacheKey((partial ?? {}) as never);
  const cut = key.indexOf(undefined);
  return cut === -1 ? key : key.slice(0, cut);
};

/**
 * The filter of one record's reads in a family, to invalidate them together (a brand's profile tabs,
 * an event inventory's panels): the catalogue keys these families by the record's id second
 * (`['brandProfile', brandId, …]`); `id` undefined means the whole family.
 */
export const recordReads = (family: readonly [string], id: unknown) => ({
  queryKey: family,
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
    id === undefined || queryKey[1] === id,
});

/** Refetches every read of each family in `families` (`cacheFamilies.people`, `cacheFamilies.brands`…). */
export const invalidateFamilies = (qc: QueryClient, ...families: (readonly [string])[]) => {
  for (const family of families) void qc.invalidateQueries({ queryKey: family });
};

/**
 * Refetches the reads under `queryKey` after a push said their data changed. A read in flight began
 * before the change: invalidating replaces one that already has data, but a first read (no data yet)
 * it lets finish and keeps, so the push would be lost until the read goes stale; that read is cancelled
 * first. For the live counts (chat badge, task counts, the bell).
 */
export const refetchAfterPush = (qc: QueryClient, queryKey: readonly unknown[]) =>
  void qc
    .cancelQueries({ queryKey, predicate: (q) => q.state.data === undefined })
    .then(() => qc.invalidateQueries({ queryKey }));

/**
 * Reads `def` with `input` through the query cache under apiKey(def, input). An undefined `input`
 * (an id not known yet) waits without calling, as does `enabled: false`; the other `options` are
 * useQuery's (placeholderData, staleTime).
 */
export function useApi<D extends CachedRoute & JsonRouteDefinition>(
  def: D,
  input: RouteInput<D> | undefined,
  {
    enabled = true,
    ...options
  }: Omit<UseQueryOptions<RouteData<D>>, 'queryKey' | 'queryFn' | 'enabled'> & {
    enabled?: boolean;
  } = {},
) {
  return useQuery({
    ...options,
    queryKey: apiKey(def, input),
    queryFn: () => callRoute(def, input!),
    enabled: enabled && input !== undefined,
  });
}
