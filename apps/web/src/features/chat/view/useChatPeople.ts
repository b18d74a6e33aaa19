import { useMemo } from 'react';
import type { ChatInfo } from '@crm/contracts';
import type { ChatMessages } from '../messageQueries';

/**
 * Who is in the open chat: `nameOf` names a user ('You', a member, a sender we have loaded — a reply
 * may quote a former member — else 'A former member'); `mentionable` are the active members other
 * than the caller, whom '@' can mention.
 */
export function useChatPeople(
  info: ChatInfo | undefined,
  messages: ChatMessages | undefined,
  selfId: number | undefined,
) {
  const names = useMemo(() => {
    const map = new Map<number, string>();
    for (const m of messages?.messages ?? []) map.set(m.from, m.fromUserData.userName);
    for (const m of info?.members ?? []) map.set(m.userId, m.userName);
    return map;
  }, [messages, info]);
  const mentionable = useMemo(
    () =>
      (info?.members ?? [])
        .filter((m) => m.userId !== selfId && !m.isDeactivated)
        .map((m) => ({ id: m.userId, display: m.userName })),
    [info, selfId],
  );
  const nameOf = (id: number) => (id === selfId ? 'You' : (names.get(id) ?? 'A former member'));
  return { nameOf, mentionable };
}
