import { Box, Center, Stack, Text } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_MESSAGES, type ChatMessage } from '@crm/contracts';
import { ApiError, toastError, toastSuccess } from '../../lib/api';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { currentUser } from '../../lib/user';
import { plainDescription } from '../tasks/mentions/mentions';
import { ChatComposer, type SentFiles } from './ChatComposer';
import { ChatFilesDrawer } from './ChatFilesDrawer';
import { ChatHeader, type ChatPanel } from './ChatHeader';
import { EditMessageModal } from './EditMessageModal';
import { ForwardModal } from './ForwardModal';
import { GroupInfoDrawer } from './GroupInfoDrawer';
import {
  applyPin,
  applyReaction,
  applyStar,
  pinMessage,
  react,
  starMessage,
} from './messageActions';
import type { MessageAction } from './MessageMenu';
import { lastServerMid, type ShownMessage } from './messageList';
import { MessageList } from './MessageList';
import { MessagesDrawer } from './MessagesDrawer';
import { flushOutbox, retry, send, type OutboxEntry } from './outbox';
import {
  catchUp,
  chatKeys,
  deleteMessage,
  editMessage,
  markRead,
  mergeMessages,
  newLocalId,
  patchChatInLists,
  patchMessages,
  pendingMessage,
  setPendingState,
  useChatInfo,
  useChatMessages,
} from './queries';
import { typingText, useTypingSender, useTypingUsers } from './useTyping';

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
  const qc = useQueryClient();
  const selfId = currentUser()?.userId;
  const info = useChatInfo(chatId);
  const msgs = useChatMessages(chatId);
  const visible = useDocumentVisibility() === 'visible';
  const [editing, setEditing] = useState<ShownMessage | null>(null);
  const [deleting, setDeleting] = useState<ShownMessage | null>(null);
  const [forwarding, setForwarding] = useState<ShownMessage | null>(null);
  const [replyTo, setReplyTo] = useState<ShownMessage | null>(null);
  const [panel, setPanel] = useState<ChatPanel | null>(null);
  const [jumpTo, setJumpTo] = useState<{ mid: number; seq: number } | null>(
    initialMid ? { mid: initialMid, seq: 1 } : null,
  );
  const [busy, setBusy] = useState(false);
  const readSent = useRef(0);
  const typingNames = useTypingUsers(chatId);
  const typed = useTypingSender(chatId);

  // a push that came between the server's read of the first page and its arrival here found no cache: catch up once loaded;
  // messages still in the outbox (sent offline, or before a reload) show and go
  const loaded = msgs.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void catchUp(qc, chatId).catch(() => undefined);
    void flushOutbox(qc);
  }, [loaded, chatId, qc]);

  const latest = msgs.data ? lastServerMid(msgs.data.messages) : 0;
  useEffect(() => {
    readSent.current = 0;
  }, [chatId]);
  useEffect(() => {
    if (
      !visible ||
      !latest ||
      !info.data ||
      latest <= Math.max(readSent.current, info.data.lastRead)
    )
      return;
    readSent.current = latest;
    markRead(chatId, latest)
      .then((r) => {
        patchChatInLists(qc, chatId, (c) => ({
          ...c,
          lastRead: r.lastRead,
          unreadCount: r.unreadCount,
        }));
        void qc.invalidateQueries({ queryKey: chatKeys.unread });
      })
      .catch(() => {
        readSent.current = 0;
      });
  }, [visible, latest, info.data, chatId, qc]);

  /** Names of the chat's members and of the senders we have loaded (a reply may quote a former member). */
  const names = useMemo(() => {
    const map = new Map<number, string>();
    for (const m of msgs.data?.messages ?? []) map.set(m.from, m.fromUserData.userName);
    for (const m of info.data?.members ?? []) map.set(m.userId, m.userName);
    return map;
  }, [msgs.data, info.data]);
  const mentionable = useMemo(
    () =>
      (info.data?.members ?? [])
        .filter((m) => m.userId !== selfId && !m.isDeactivated)
        .map((m) => ({ id: m.userId, display: m.userName })),
    [info.data, selfId],
  );
  const nameOf = (id: number) => (id === selfId ? 'You' : (names.get(id) ?? 'A former member'));

  /** The outbox entry of a message of ours (new, or shown pending); its files are already uploaded. */
  const entryOf = (
    m: Pick<
      ShownMessage,
      'localId' | 'content' | 'replyingTo' | 'replyingToMessage' | 'sentOn' | 'resources'
    >,
    files: SentFiles['files'],
  ): OutboxEntry => ({
    localId: m.localId!,
    userId: selfId ?? 0,
    chatId,
    content: m.content,
    replyingTo: m.replyingTo,
    quoted: m.replyingToMessage,
    createdAt: m.sentOn,
    files,
    resources: m.resources ?? [],
  });
  const submit = (content: string, attached: SentFiles) => {
    const pending = {
      ...pendingMessage(chatId, newLocalId(), content, replyTo),
      resources: attached.resources,
    };
    setReplyTo(null);
    patchMessages(qc, chatId, (d) => ({ ...d, messages: [...d.messages, pending] }));
    void send(qc, entryOf(pending, attached.files));
  };
  const change = async (fn: () => Promise<ChatMessage>, done: () => void) => {
    setBusy(true);
    try {
      mergeMessages(qc, chatId, [await fn()]);
      done();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(false);
    }
  };
  const act = async (m: ShownMessage, a: MessageAction) => {
    try {
      switch (a.kind) {
        case 'retry':
          if (!m.localId) return;
          setPendingState(qc, chatId, m.localId, 'sending');
          return void retry(
            qc,
            m.localId,
            entryOf(
              m,
              (m.resources ?? []).map((f) => ({ fileId: f.fileId, thumbnailFileId: null })),
            ),
          );
        case 'reply':
          return setReplyTo(m);
        case 'forward':
          return setForwarding(m);
        case 'edit':
          return setEditing(m);
        case 'delete':
          return setDeleting(m);
        case 'jump':
          return setJumpTo((j) => ({ mid: a.mid, seq: (j?.seq ?? 0) + 1 }));
        case 'copy':
          await navigator.clipboard.writeText(plainDescription(m.content));
          return toastSuccess(CHAT_MESSAGES.textCopied);
        case 'react': {
          // choosing an emoji we already gave takes it back
          const add =
            a.add &&
            !(m.reactions ?? []).some(
              (r) => r.emoji === a.emoji && selfId !== undefined && r.userIds.includes(selfId),
            );
          const ev = { chatId, messageId: m.id, mid: m.mid, userId: selfId ?? 0, emoji: a.emoji };
          applyReaction(qc, ev, add);
          return void react(m.id, a.emoji, add).catch((e: unknown) => {
            applyReaction(qc, ev, !add);
            toastError(e);
          });
        }
        case 'pin': {
          const res = await pinMessage(m.id, !m.isPinned);
          applyPin(qc, res);
          void qc.invalidateQueries({ queryKey: [...chatKeys.all, 'pinned'] });
          return toastSuccess(res.message);
        }
        case 'star': {
          const res = await starMessage(m.id, !m.isStarred);
          applyStar(qc, res);
          void qc.invalidateQueries({ queryKey: [...chatKeys.all, 'starred'] });
          return toastSuccess(res.message);
        }
      }
    } catch (e) {
      toastError(e);
    }
  };

  if (loadFailed(info) || loadFailed(msgs)) {
    const q = loadFailed(info) ? info : msgs;
    if (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403)) {
      return (
        <Center h="100%">
          <EmptyState
            title="Chat not available"
            description={
              q.error.status === 403
                ? q.error.message
                : 'This chat does not exist or you are not one of its members.'
            }
          />
        </Center>
      );
    }
    return (
      <Box p="md">
        <LoadError what="the chat" query={q} />
      </Box>
    );
  }
  if (!info.data || !msgs.data) {
    return (
      <Box p="md" data-testid="chat-loading">
        <SkeletonBlock lines={8} height={28} />
      </Box>
    );
  }
  return (
    <Stack gap={0} h="100%" data-testid="chat-view" data-chat-id={chatId}>
      <ChatHeader info={info.data} onPanel={setPanel} />
      <Box style={{ flex: 1, minHeight: 0 }} bg="gray.0" pos="relative">
        <MessageList
          chatId={chatId}
          data={msgs.data}
          selfId={selfId}
          isGroup={info.data.purpose !== 'PERSONAL_CHAT'}
          nameOf={nameOf}
          onAction={(m, a) => void act(m, a)}
          jumpTo={jumpTo}
          seenUpTo={Math.max(
            0,
            ...Object.values(msgs.data.readers),
            ...info.data.members.filter((m) => m.userId !== selfId).map((m) => m.lastRead),
          )}
        />
        {typingNames.length > 0 && (
          <Text
            size="xs"
            c="dimmed"
            fs="italic"
            pos="absolute"
            bottom={2}
            left={16}
            data-testid="chat-typing"
          >
            {typingText(typingNames)}
          </Text>
        )}
      </Box>
      <ChatComposer
        chatId={chatId}
        saved={info.data.draftMessage ?? ''}
        disabled={info.data.archived}
        replyTo={replyTo}
        nameOf={nameOf}
        onCancelReply={() => setReplyTo(null)}
        onTyping={typed}
        onSend={submit}
        members={mentionable}
      />
      {editing && (
        <EditMessageModal
          initial={editing.content}
          saving={busy}
          onClose={() => setEditing(null)}
          onSave={(text) =>
            void change(
              () => editMessage(editing.id, text),
              () => setEditing(null),
            )
          }
        />
      )}
      <ConfirmModal
        opened={!!deleting}
        title="Delete message"
        color="red"
        confirmLabel="Delete"
        loading={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          void change(
            () => deleteMessage(deleting.id),
            () => setDeleting(null),
          )
        }
      >
        Delete this message for everyone in the chat?
      </ConfirmModal>
      <ForwardModal message={forwarding} onClose={() => setForwarding(null)} />
      <MessagesDrawer
        kind={panel === 'starred' ? 'starred' : 'pinned'}
        chatId={chatId}
        opened={panel === 'pinned' || panel === 'starred'}
        onClose={() => setPanel(null)}
        onOpen={(m) => {
          setPanel(null);
          if (m.chatId === chatId) setJumpTo((j) => ({ mid: m.mid, seq: (j?.seq ?? 0) + 1 }));
          else onOpenMessage(m.chatId, m.mid);
        }}
      />
      <ChatFilesDrawer
        chatId={chatId}
        opened={panel === 'files'}
        onClose={() => setPanel(null)}
        onShow={(mid) => {
          setPanel(null);
          setJumpTo((j) => ({ mid, seq: (j?.seq ?? 0) + 1 }));
        }}
      />
      {info.data.purpose !== 'PERSONAL_CHAT' && (
        <GroupInfoDrawer
          info={info.data}
          selfId={selfId}
          opened={panel === 'info'}
          onClose={() => setPanel(null)}
          onLeft={onLeft}
        />
      )}
    </Stack>
  );
}
