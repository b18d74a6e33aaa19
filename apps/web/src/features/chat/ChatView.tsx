import { Stack } from '@mantine/core';
import { currentUser } from '../../lib/user';
import { loadFailed } from '../../components/LoadError';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { useChatInfo } from './queries';
import { useChatMessages } from './messageQueries';
import { useTypingSender, useTypingUsers } from './useTyping';
import { ChatLoadFailed, ChatLoading } from './view/ChatLoadState';
import { ChatMessagesArea } from './view/ChatMessagesArea';
import { ChatPanels } from './view/ChatPanels';
import { MessageDialogs } from './view/MessageDialogs';
import { useChatPeople } from './view/useChatPeople';
import { useChatSync } from './view/useChatSync';
import { useChatTargets } from './view/useChatTargets';
import { useMessageActions } from './view/useMessageActions';
import { useMessageChanges } from './view/useMessageChanges';
import { useSendMessage } from './view/useSendMessage';

type Props = {
  chatId: number;
  /** Show this message once loaded (/chat?chatId&mid, a starred message of this chat). */
  initialMid: number | null;
  /** Open a message of any chat (the starred list). */
  onOpenMessage: (chatId: number, mid: number) => void;
  /** The caller left this group. */
  onLeft: () => void;
};

/**
 * The open chat (001 §2, §4): header, messages and the composer. Sending is optimistic: the
 * message shows at once as sending with its localId and gives way to the server's copy on the ack (or
 * the push, whichever comes first); a failure is marked with Retry, which sends the same localId again,
 * and the message stays in the outbox (IndexedDB) until acknowledged, going again when the socket reconnects.
 * Replies quote their original; reactions, pins and stars apply at once and come back live to everyone;
 * the draft is kept per chat and who is typing shows under the messages. While the chat is open and the
 * tab visible, what arrives is marked read (POST /message/read).
 */
export function ChatView({ chatId, initialMid, onOpenMessage, onLeft }: Props) {
  const selfId = currentUser()?.userId;
  const info = useChatInfo(chatId);
  const msgs = useChatMessages(chatId);
  const t = useChatTargets(initialMid);
  const typingNames = useTypingUsers(chatId);
  const typed = useTypingSender(chatId);
  useChatSync(chatId, info.data, msgs);
  const { nameOf, mentionable } = useChatPeople(info.data, msgs.data, selfId);
  const { submit, resend } = useSendMessage(chatId, selfId, t);
  const changes = useMessageChanges(chatId, t);
  const onAction = useMessageActions({ chatId, selfId, targets: t, resend });

  if (loadFailed(info) || loadFailed(msgs))
    return <ChatLoadFailed query={loadFailed(info) ? info : msgs} />;
  if (!info.data || !msgs.data) return <ChatLoading />;
  return (
    <Stack gap={0} h="100%" data-testid="chat-view" data-chat-id={chatId}>
      <ChatHeader info={info.data} onPanel={t.setPanel} />
      <ChatMessagesArea
        chatId={chatId}
        info={info.data}
        messages={msgs.data}
        selfId={selfId}
        nameOf={nameOf}
        onAction={onAction}
        jumpTo={t.jumpTo}
        typingNames={typingNames}
      />
      <ChatComposer
        chatId={chatId}
        saved={info.data.draftMessage ?? ''}
        disabled={info.data.archived}
        replyTo={t.replyTo}
        nameOf={nameOf}
        onCancelReply={() => t.setReplyTo(null)}
        onTyping={typed}
        onSend={submit}
        members={mentionable}
      />
      <MessageDialogs t={t} changes={changes} />
      <ChatPanels
        chatId={chatId}
        info={info.data}
        selfId={selfId}
        t={t}
        onOpenMessage={onOpenMessage}
        onLeft={onLeft}
      />
    </Stack>
  );
}
