import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, MESSAGES, webhookRoutes, type WebhookEventType } from '@crm/contracts';
import { errorText, toastFailure, toastSuccess } from '../../lib/api';
import { showUndoToast } from '../../components/undoToast';
import { callRoute, invalidateFamilies, useApi } from '../../lib/useApi';

/**
 * The webhooks (GET /api/admin/webhooks, issue 42 §2) and what an admin does to one: turn it off or on,
 * remove it (with Undo, which restores it), send it a test event. Each toasts the server's answer and
 * refreshes the list and the logs; the list is read again every 5 s while deliveries wait.
 */
export function useWebhooks() {
  const qc = useQueryClient();
  // while deliveries wait, the counts are read again every 5 s
  const list = useApi(
    webhookRoutes.list,
    {},
    {
      refetchInterval: (q) => (q.state.data?.webhooks.some((w) => w.pending > 0) ? 5_000 : false),
    },
  );
  const refresh = () => invalidateFamilies(qc, cacheFamilies.webhooks);
  const failed = (e: unknown) => toastFailure(errorText(e, MESSAGES.tryAgain));
  const done = (r: { message: string }) => {
    toastSuccess(r.message);
    refresh();
  };
  const setEnabled = useMutation({
    mutationFn: (w: { id: number; enabled: boolean }) => callRoute(webhookRoutes.update, w),
    onSuccess: done,
    onError: failed,
  });
  const restore = useMutation({
    mutationFn: (id: number) => callRoute(webhookRoutes.restore, { id }),
    onSuccess: done,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callRoute(webhookRoutes.remove, { id }),
    onSuccess: (r, id) => {
      refresh();
      showUndoToast({
        message: r.message,
        onUndo: () => restore.mutate(id),
        testId: 'webhook-undo',
      });
    },
    onError: failed,
  });
  const test = useMutation({
    mutationFn: (id: number) => callRoute(webhookRoutes.test, { id }),
    onSuccess: done,
    onError: failed,
  });
  return { list, setEnabled, remove, test };
}

/** Adds a webhook (POST /api/admin/webhooks): answers its signing secret, shown once; refreshes the list. */
export function useAddWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; events: WebhookEventType[] }) =>
      callRoute(webhookRoutes.create, input),
    onSuccess: () => invalidateFamilies(qc, cacheFamilies.webhooks),
  });
}
