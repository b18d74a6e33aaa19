import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../lib/api';
import { logout } from '../lib/session';

/**
 * A 403 from the API (spec 000 §6, §8): shows the server's message, clears the stored session (our
 * only stored auth) and goes to /login unless already there. The UI only offers what the user's roles
 * allow (the assign page shows its warning without calling the API), so a 403 means the stored roles
 * are stale or the request was forged: logging in again picks up the current roles.
 */
export function handleForbidden(error: unknown): void {
  if (!(error instanceof ApiError && error.status === 403)) return;
  notifications.show({ id: `forbidden:${error.message}`, color: 'red', message: error.message });
  if (window.location.pathname.startsWith('/login')) return;
  setTimeout(logout, 1500);
}

/** Retries only network and 5xx failures, at most twice; a 4xx answer will not change. */
const retry = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2;

/** The app's QueryClient with the global 403 handler on queries and on mutations without onError. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleForbidden }),
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
}
