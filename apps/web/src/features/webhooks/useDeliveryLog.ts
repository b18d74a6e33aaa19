import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, MESSAGES, webhookRoutes } from '@crm/contracts';
import { errorText, toastFailure, toastSuccess } from '../../lib/api';
import { apiKey, callRoute, invalidateFamilies } from '../../lib/useApi';

/**
 * Webhook `id`'s delivery log (GET /api/admin/webhooks/:id/deliveries, issue 42 §2): its attempts newest
 * first, 50 a page (the next page before the last attempt read), `failedOnly` the failed ones; refreshed
 * every 5 s while open, so retries and replays show as they happen.
 */
export const useDeliveryLog = (id: number, failedOnly: boolean) =>
  useInfiniteQuery({
    queryKey: apiKey(webhookRoutes.deliveries, { id, failed: failedOnly }),
    queryFn: ({ pageParam }) =>
      callRoute(webhookRoutes.deliveries, { id, failed: failedOnly, beforeId: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.attempts.at(-1)?.attemptId : undefined),
    refetchInterval: 5_000,
  });

/** Replays deliveries of webhook `id` (POST …/replay): one by its id, or every failed one since a time. */
export function useReplay(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (which: { deliveryId: number } | { since: string }) =>
      callRoute(webhookRoutes.replay, { id, ...which }),
    onSuccess: (r) => {
      toastSuccess(r.message);
      invalidateFamilies(qc, cacheFamilies.webhooks);
    },
    onError: (e) => toastFailure(errorText(e, MESSAGES.tryAgain)),
  });
}
