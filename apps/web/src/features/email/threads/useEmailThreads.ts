import { useState } from 'react';
import { emailThreadRoutes } from '@crm/contracts';
import { useApi } from '../../../lib/useApi';

/** Whose mails: a brand's or a POC's. */
export type MailRecord = { brandId: number } | { pocId: number };

/** Conversations shown per page. */
const PAGE_SIZE = 20;

/**
 * The Email tab's state (issue 41 §3): a page of `record`'s conversations (GET /api/email/threads), the
 * page, and the conversation open (GET /api/email/thread).
 */
export function useEmailThreads(record: MailRecord) {
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useApi(emailThreadRoutes.threads, { ...record, pageNo, count: PAGE_SIZE });
  const thread = useApi(emailThreadRoutes.thread, openId ? { threadId: openId } : undefined);
  return { list, pageNo, setPageNo, openId, open: setOpenId, thread };
}
