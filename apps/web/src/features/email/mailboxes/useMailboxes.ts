import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  MAILBOX_MESSAGES,
  mailboxRoutes,
  type MailboxSettings,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { callRoute, invalidateFamilies, useApi } from '../../../lib/useApi';

/**
 * The caller's mailboxes (issue 41 §1: GET /api/user/mailboxes; refreshed every 3 s while one is read) and what is done to one: `update` its
 * settings, `disconnect` it (keeping or removing its linked mails); each toasts and refreshes the list.
 */
export function useMailboxes() {
  const qc = useQueryClient();
  // while a mailbox is being read, its progress is asked for every few seconds
  const list = useApi(
    mailboxRoutes.list,
    {},
    {
      refetchInterval: (q) =>
        q.state.data?.mailboxes.some((m) => m.progress?.minutesLeft != null) ? 3000 : false,
    },
  );
  const refresh = () => invalidateFamilies(qc, cacheFamilies.mailboxes);
  const update = useMutation({
    mutationFn: (q: MailboxSettings & { mailboxId: number }) => callRoute(mailboxRoutes.update, q),
    onSuccess: () => {
      toastSuccess(MAILBOX_MESSAGES.saved);
      refresh();
    },
    onError: toastError,
  });
  const disconnect = useMutation({
    mutationFn: (q: { mailboxId: number; keepMails: boolean }) =>
      callRoute(mailboxRoutes.disconnect, q),
    onSuccess: (r) => {
      toastSuccess(r.message);
      refresh();
    },
    onError: toastError,
  });
  return { list, update, disconnect };
}
