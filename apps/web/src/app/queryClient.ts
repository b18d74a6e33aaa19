import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, toastError } from '../lib/api';
import { isCallLocked, LOCK_STATUS_KEY } from '../features/users/lock';

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
 * The app's QueryClient with the global 403 toast on queries and on mutations without onError. A 423
 * (the call lock, spec 000 §5) re-reads the lock status, so the shell shows the lock banner.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        handleForbidden(error);
        if (isCallLocked(error)) void client.invalidateQueries({ queryKey: LOCK_STATUS_KEY });
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
