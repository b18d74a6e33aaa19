import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toastError } from '../../../lib/api';
import { latestParams } from '../../../lib/urlParams';
import { openPersonalChat, openSupportChat, refreshChatLists } from '../queries';

/**
 * /chat?userId=… (a profile, a user card) or ?support=1 (What's New 'message us'): opens that user's
 * personal chat (created the first time), then shows it by chatId in place of the link's parameters;
 * a refusal is toasted and the parameters dropped.
 */
export function useChatLinkOpener(): void {
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const userId = Number(params.get('userId'));
  const support = params.get('support') === '1';
  useEffect(() => {
    if (!support && (!Number.isInteger(userId) || userId <= 0)) return;
    let live = true;
    const clear = (chat?: number) => {
      const p = latestParams();
      p.delete('userId');
      p.delete('support');
      p.delete('tab');
      if (chat) p.set('chatId', String(chat));
      setParams(p, { replace: true });
    };
    (support ? openSupportChat() : openPersonalChat(userId))
      .then((c) => {
        if (!live) return;
        refreshChatLists(qc);
        clear(c.id);
      })
      .catch((e: unknown) => {
        if (!live) return;
        toastError(e);
        clear();
      });
    return () => {
      live = false;
    };
  }, [userId, support, setParams, qc]);
}
