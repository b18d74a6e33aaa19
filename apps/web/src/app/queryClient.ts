import { focusManager, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, toastError } from '../lib/api';
import { userRoutes } from '@crm/contracts';
import { isCallLocked } from '../lib/callLock';
import { routeKey } from '../lib/useApi';

/**
 * A 403 from the API is an ordinary refusal (editing a note you did not write, a brand outside your
 * scope): its message is shown as an error toast, once per text, and the user stays logged in and
 * keeps what they typed. Only a 401 logs out (lib/api sessionExpired).
 */
function handleForbidden(error: unknown): void {
  if (!(error instanceof ApiError && error.status === 403)) return;
  toastError(error);
}

/** Retries only network and 5xx failures, at most twice; a 4xx answer will not change. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/**
 * A query that refetches on focus does so when the window gains focus (spec 000 §4), not only when the
 * tab becomes visible again (React Query's own signal): switching back from another window counts.
 */
function refetchOnWindowFocusEvents(): void {
  focusManager.setEventListener((onFocus) => {
    if (typeof window === 'undefined') return;
    const listener = () => onFocus();
    window.addEventListener('visibilitychange', listener);
    window.addEventListener('focus', listener);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

/**
 * The app's QueryClient with the global 403 toast on queries and on mutations without onError. A 423
 * (the call lock, spec 000 §5) re-reads the lock status, so the shell shows the lock banner. Reads
 * do not refetch on window focus unless they ask to: those the spec refreshes on focus do (the header's
 * user details, OWN_DETAILS_OPTIONS; the call lock status).
 */
export function createQueryClient(): QueryClient {
  refetchOnWindowFocusEvents();
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        handleForbidden(error);
        if (isCallLocked(error))
          void client.invalidateQueries({ queryKey: routeKey(userRoutes.lockStatus) });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        if (!mutation.options.onError) handleForbidden(error);
      },
    }),
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
