import { useState } from 'react';
import { emailThreadRoutes } from '@crm/contracts';
import { useApi } from '../../../lib/useApi';

/** Whose mails: a brand's or a POC's. */
export type MailRecord = { brandId: number } | { pocId: number };

/** How often an open Email tab asks for new conversations (ms). */
const REFRESH_MS = 15_000;

/** Conversations shown per page. */
const PAGE_SIZE = 20;

/**
 * The Email tab's state (issue 41 §3): a page of `record`'s conversations (GET /api/email/threads, asked
 * again every 15 s while open), the
 * page, and the conversation open (GET /api/email/thread; `initialThread` at first, as a search result opens it).
 */
export function useEmailThreads(record: MailRecord, initialThread: string | null = null) {
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(initialThread);
  // new mail is read in seconds (IMAP IDLE); the open tab looks again every 15 s
  const list = useApi(
    emailThreadRoutes.threads,
    { ...record, pageNo, count: PAGE_SIZE },
    { refetchInterval: REFRESH_MS },
  );
  const thread = useApi(emailThreadRoutes.thread, openId ? { threadId: openId } : undefined);
  return { list, pageNo, setPageNo, openId, open: setOpenId, thread };
}
