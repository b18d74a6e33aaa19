import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, emailSendRoutes, mailboxRoutes, pocRoutes } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { callRoute, invalidateFamilies, useApi } from '../../../lib/useApi';

/** How a mail is logged: its source pasted, or typed in. */
export type LogMode = 'source' | 'typed';

/** What the log form holds; `sentAt` is the day and time in IST (`YYYY-MM-DD HH:mm:ss`). */
export type LogDraft = {
  mailboxId: number | null;
  mode: LogMode;
  source: string;
  pocId: number | null;
  direction: 'RECEIVED' | 'SENT';
  sentAt: string | null;
  subject: string;
  body: string;
};

const EMPTY: LogDraft = {
  mailboxId: null,
  mode: 'source',
  source: '',
  pocId: null,
  direction: 'RECEIVED',
  sentAt: null,
  subject: '',
  body: '',
};

/** An IST day and time (`YYYY-MM-DD HH:mm:ss`) as ISO with its offset. */
const istIso = (local: string) => `${local.replace(' ', 'T')}+05:30`;

/**
 * "Log this email" (issue 41 §4, POST /api/email/log): the caller's mailboxes, brand `brandId`'s POCs with
 * an address, the draft, and `log`, which stores the mail and refreshes the conversations.
 */
export function useLogMail(brandId: number, onLogged: () => void) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<LogDraft>(EMPTY);
  const mailboxes = useApi(mailboxRoutes.list, {});
  const pocs = useApi(pocRoutes.list, { brandId, pageNo: 1, count: 100 });
  const all = mailboxes.data?.mailboxes ?? [];
  const mailboxId = draft.mailboxId ?? all[0]?.mailboxId ?? null;
  const log = useMutation({
    mutationFn: () =>
      callRoute(
        emailSendRoutes.log,
        draft.mode === 'source'
          ? { mailboxId: mailboxId!, source: draft.source }
          : {
              mailboxId: mailboxId!,
              pocId: draft.pocId!,
              direction: draft.direction,
              sentAt: istIso(draft.sentAt!),
              subject: draft.subject,
              body: draft.body,
            },
      ),
    onSuccess: (r) => {
      toastSuccess(r.message);
      invalidateFamilies(qc, cacheFamilies.emailThreads);
      setDraft(EMPTY);
      onLogged();
    },
    onError: toastError,
  });
  const ready =
    mailboxId !== null &&
    (draft.mode === 'source'
      ? draft.source.trim() !== ''
      : draft.pocId !== null && draft.sentAt !== null && draft.subject.trim() !== '');
  return {
    draft: { ...draft, mailboxId },
    set: (patch: Partial<LogDraft>) => setDraft((d) => ({ ...d, ...patch })),
    mailboxes: all,
    mailboxesLoaded: mailboxes.data !== undefined,
    pocs: (pocs.data?.poc ?? []).filter((p) => p.pocEmail),
    ready,
    log,
  };
}

/** The log form's state (useLogMail). */
export type LogMailState = ReturnType<typeof useLogMail>;
