import { useState } from 'react';
import { emailThreadRoutes, REALTIME_EVENTS, type MailLinkedEvent } from '@crm/contracts';
import { useApi } from '../../../lib/useApi';
import { useSocketEvent } from '../../../lib/useSocket';

/** Whose mails: a brand's or a POC's. */
export type MailRecord = { brandId: number } | { pocId: number };

/** How often an open Email tab asks anyway (ms): a push missed while the socket was away is made up within a minute. */
const REFRESH_MS = 60_000;

/** Conversations shown per page. */
const PAGE_SIZE = 20;

/**
 * The Email tab's state (issue 41 §3): a page of `record`'s conversations (GET /api/email/threads), the
 * page, and the conversation open (GET /api/email/thread; `initialThread` at first, as a search result
 * opens it). Both are asked again as soon as the server says new mail of this brand or POC was stored
 * (REALTIME_EVENTS.mailLinked), and every minute anyway.
 */
export function useEmailThreads(record: MailRecord, initialThread: string | null = null) {
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(initialThread);
  const list = useApi(
    emailThreadRoutes.threads,
    { ...record, pageNo, count: PAGE_SIZE },
    { refetchInterval: REFRESH_MS },
  );
  const thread = useApi(emailThreadRoutes.thread, openId ? { threadId: openId } : undefined);
  useSocketEvent<MailLinkedEvent>('/notifications', REALTIME_EVENTS.mailLinked, (e) => {
    const ours = 'brandId' in record ? e.brandIds : e.pocIds;
    if (!ours.includes('brandId' in record ? record.brandId : record.pocId)) return;
    void list.refetch();
    if (openId) void thread.refetch();
  });
  return { list, pageNo, setPageNo, openId, open: setOpenId, thread };
}
