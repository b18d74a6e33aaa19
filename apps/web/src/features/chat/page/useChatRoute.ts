import { useSearchParams } from 'react-router';
import { latestParams } from '../../../lib/urlParams';
import type { ChatTab } from '../queries';

/** Where /chat goes next: another chat (null: none), tab or message; what is not given stays. */
export type ChatRouteChange = { chatId?: number | null; tab?: ChatTab; mid?: number };

/** A positive integer URL parameter, else null. */
const positiveParam = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The URL state of /chat?chatId&tab=CHATS|EVENTS[&mid]: the tab, the open chat, the message to show,
 * and `go`, which moves to another (a new history entry; a move without `mid` drops it).
 */
export function useChatRoute() {
  const [params, setParams] = useSearchParams();
  const tab: ChatTab = params.get('tab') === 'EVENTS' ? 'EVENTS' : 'CHATS';
  const chatId = positiveParam(params.get('chatId'));
  const mid = positiveParam(params.get('mid'));
  const go = (next: ChatRouteChange) => {
    const p = latestParams();
    if (next.mid) p.set('mid', String(next.mid));
    else p.delete('mid');
    const t = next.tab ?? tab;
    if (t === 'EVENTS') p.set('tab', 'EVENTS');
    else p.delete('tab');
    const id = next.chatId === undefined ? chatId : next.chatId;
    if (id) p.set('chatId', String(id));
    else p.delete('chatId');
    setParams(p);
  };
  return { tab, chatId, mid, go };
}
