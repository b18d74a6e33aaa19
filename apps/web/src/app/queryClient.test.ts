import { QueryObserver } from '@tanstack/react-query';
import { userRoutes } from '@crm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWN_DETAILS_OPTIONS } from '../features/users';
import { apiKey } from '../lib/useApi';
import { createQueryClient } from './queryClient';

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', { visibilityState: 'visible' });
});
afterEach(() => vi.unstubAllGlobals());

/** Watches a query as a mounted component would; answers its fetch spy and a way to wait for it. */
async function watch(options: object) {
  const client = createQueryClient();
  client.mount(); // as QueryClientProvider does: the client now follows focus
  const fetch = vi.fn(async () => ({ userId: 1 }));
  const observer = new QueryObserver(client, {
    queryKey: apiKey(userRoutes.details, { userId: 1 }),
    queryFn: fetch,
    ...options,
  });
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  return { fetch, observer, stop: () => (stop(), client.unmount()) };
}

describe('the focus refresh (spec 000 §4, §7)', () => {
  it("reads the header's user details again each time the window gains focus, however fresh", async () => {
    const { fetch, observer, stop } = await watch(OWN_DETAILS_OPTIONS);
    expect(fetch).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    window.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    stop();
  });

  it('leaves the other reads alone on focus', async () => {
    const { fetch, stop } = await watch({ staleTime: 0 });
    window.dispatchEvent(new Event('focus'));
    await new Promise((r) => setTimeout(r, 0));
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });
});
