import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, emailSendRoutes } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { callRoute, invalidateFamilies } from '../../../lib/useApi';

/**
 * Sends a mail that was not sent once more (issue 41 §4, POST /api/email/send/retry with its `sendId`):
 * says so in a toast and refreshes the outbox and the notifications (a MAIL_SEND_FAILED offers Retry only
 * while its mail is unsent); a refusal (sent meanwhile: 409) is its message in a toast.
 */
export function useRetrySend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sendId: number) => callRoute(emailSendRoutes.retry, { sendId }),
    onSuccess: (r) => {
      toastSuccess(r.message);
      invalidateFamilies(qc, cacheFamilies.emailThreads, cacheFamilies.notifications);
    },
    onError: toastError,
  });
}
